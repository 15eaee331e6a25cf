import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { refreshTokens } from './auth.tables.ts';

/**
 * Whether the sign-in an access token names is still open: a session ends at logout, when its
 * refresh token is replayed, when the user's password is reset or changed by someone else, and when
 * the user is deleted (its tokens go with it). Checked on every request that carries a token, from a
 * short cache: this process forgets it at once when it ends a session, other processes within
 * `CACHE_MS` (docs/rules/users-and-access.md).
 */
const CACHE_MS = 2_000;
/** Entries kept at most; past it the cache starts over, so an attacker's forged ids cannot grow it. */
const CACHE_LIMIT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const liveUntil = new Map<string, number>();

/** Ends what this process remembers of open sessions: called whenever a session ends. */
export const forgetLiveSessions = () => liveUntil.clear();

export const isSessionLive = async (executor: Executor, userId: number, session: string | null) => {
  if (!session || !UUID.test(session)) return false;
  const key = `${userId}:${session}`;
  const until = liveUntil.get(key);
  if (until !== undefined && until > Date.now()) return true;
  const [live] = await executor
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family, session),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!live) {
    liveUntil.delete(key);
    return false;
  }
  if (liveUntil.size >= CACHE_LIMIT) liveUntil.clear();
  liveUntil.set(key, Date.now() + CACHE_MS);
  return true;
};

import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { users } from '../users/users.tables.ts';
import { oneTimeTokens, refreshTokens } from './auth.tables.ts';
import { forgetLiveSessions } from './live-sessions.ts';

/** The only place that touches the sign-in tables: refresh tokens, one-time tokens, and the users they name. */

export type AuthUser = typeof users.$inferSelect;
export type OneTimePurpose = 'login' | 'reset-password';

export const findUserByLogin = async (executor: Executor, userName: string) => {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.userName})`, userName.toLowerCase()));
  return user ?? null;
};

export const findUserByEmail = async (executor: Executor, email: string) => {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user ?? null;
};

export const findUserById = async (executor: Executor, id: number) => {
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  return user ?? null;
};

export const recordLogin = async (executor: Executor, userId: number) => {
  await executor.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
};

/** Sets a new password, moving the user's version on so that an edit read before it is stale. */
export const setPassword = async (executor: Executor, user: AuthUser, passwordHash: string) => {
  await executor
    .update(users)
    .set({ passwordHash, version: user.version + 1 })
    .where(eq(users.id, user.id));
};

export const insertRefreshToken = async (
  executor: Executor,
  token: {
    userId: number;
    family: string;
    tokenHash: string;
    expiresAt: Date;
    viaLoginLinkBy: string | null;
  },
) => {
  await executor.insert(refreshTokens).values(token);
};

/** The refresh token of this hash, locked until the end of the transaction. */
export const lockRefreshToken = async (executor: Executor, tokenHash: string) => {
  const [token] = await executor
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return token ?? null;
};

export const markRotated = async (executor: Executor, id: number) => {
  await executor.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, id));
};

/** The refresh token of this hash, in whatever state. */
export const findRefreshToken = async (executor: Executor, tokenHash: string) => {
  const [token] = await executor.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return token ?? null;
};

/** Ends one session: its refresh tokens stop working, and so do its access tokens. */
export const revokeFamily = async (executor: Executor, family: string) => {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
  forgetLiveSessions();
};

/** Ends the sessions the user opened, but `except`: their refresh and access tokens stop working. */
export const revokeSessions = async (executor: Executor, userId: number, except: string | null = null) => {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        except ? ne(refreshTokens.family, except) : undefined,
      ),
    );
  forgetLiveSessions();
};

export const insertOneTimeToken = async (
  executor: Executor,
  token: {
    userId: number;
    purpose: OneTimePurpose;
    tokenHash: string;
    expiresAt: Date;
    createdBy: string | null;
  },
) => {
  await executor.insert(oneTimeTokens).values(token);
};

/** Marks a live single-use token of the purpose used, and answers who made it for whom; null when none. */
export const useOneTimeToken = async (executor: Executor, tokenHash: string, purpose: OneTimePurpose) => {
  const [used] = await executor
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, createdBy: oneTimeTokens.createdBy });
  return used ?? null;
};

import type { TLogin, TSessionToken } from '@colophon/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { recordActivity } from '../activity/activity-log.ts';
import type { Executor } from '../db/database.ts';
import { AppError, invalidField } from '../http/app-error.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { effectiveClaims, findUserByLogin } from '../users/user-claims.ts';
import { revokeSessions } from '../users/users.repository.ts';
import { users } from '../users/users.tables.ts';
import { hashToken, newOpaqueToken } from './access-tokens.ts';
import { oneTimeTokens, refreshTokens } from './auth.tables.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';

const RESET_LINK_SECONDS = 3600;
export const LOGIN_LINK_SECONDS = 15 * 60;

type User = typeof users.$inferSelect;

/** Issues an access token with the user's current claims and a refresh token of the given family. */
const issueSession = async (
  services: Services,
  executor: Executor,
  user: Pick<User, 'id' | 'userName'>,
  family: string,
): Promise<TSessionToken> => {
  const claims = await effectiveClaims(executor, user.id);
  const access = await services.tokens.sign({
    id: user.id,
    userName: user.userName,
    claims,
    session: family,
  });
  const refresh = newOpaqueToken();
  const refreshExpires = new Date(Date.now() + services.config.REFRESH_TOKEN_SECONDS * 1000);
  await executor
    .insert(refreshTokens)
    .values({ userId: user.id, family, tokenHash: refresh.hash, expiresAt: refreshExpires });
  return {
    accessToken: access.token,
    refreshToken: refresh.token,
    accessTokenExpires: access.expires.toISOString(),
    refreshTokenExpires: refreshExpires.toISOString(),
  };
};

const startSession = (services: Services, user: User) =>
  services.db.transaction(async (tx) => {
    await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
    return issueSession(services, tx, user, crypto.randomUUID());
  });

const badCredentials = () => new AppError('unauthenticated', 'badCredentials');

const loginWithPassword = async (
  services: Services,
  throttle: LoginThrottle,
  login: { userName: string; password: string },
  context: RequestContext,
) => {
  const wait = throttle.retryAfter(login.userName, context.ip);
  if (wait > 0) throw new AppError('rate-limited', 'rateLimited', { params: { seconds: wait } });
  const user = await findUserByLogin(services.db, login.userName);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), login.password);
  if (!user || !valid) {
    throttle.fail(login.userName, context.ip);
    throw badCredentials();
  }
  throttle.succeed(login.userName);
  return startSession(services, user);
};

/** Consumes a single-use token of the given purpose and answers its user, or null. */
const consumeOneTimeToken = async (
  executor: Executor,
  token: string,
  purpose: 'login' | 'reset-password',
) => {
  const [used] = await executor
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (!used) return null;
  const [user] = await executor.select().from(users).where(eq(users.id, used.userId));
  return user ?? null;
};

export const createOneTimeToken = async (
  executor: Executor,
  userId: number,
  purpose: 'login' | 'reset-password',
  seconds: number,
) => {
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + seconds * 1000);
  await executor.insert(oneTimeTokens).values({ userId, purpose, tokenHash: hash, expiresAt });
  return { token, expiresAt };
};

export const createAuthService = (services: Services, throttle: LoginThrottle) => ({
  login: async (login: TLogin, context: RequestContext) => {
    if ('loginToken' in login) {
      const user = await consumeOneTimeToken(services.db, login.loginToken, 'login');
      if (!user) throw new AppError('unauthenticated', 'badLoginToken');
      return startSession(services, user);
    }
    return loginWithPassword(services, throttle, login, context);
  },

  /** Rotates a refresh token; a rotated token used again revokes its whole family. */
  refresh: (token: string) =>
    services.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .for('update');
      const ended = new AppError('unauthenticated', 'badRefreshToken');
      if (!current || current.revokedAt || current.expiresAt <= new Date()) throw ended;
      if (current.rotatedAt) {
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(eq(refreshTokens.family, current.family));
        return null;
      }
      await tx.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, current.id));
      const [user] = await tx.select().from(users).where(eq(users.id, current.userId));
      if (!user) throw ended;
      return issueSession(services, tx, user, current.family);
    }),

  forgotPassword: async (email: string) => {
    await services.db.transaction(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      if (!user) return;
      const { token } = await createOneTimeToken(tx, user.id, 'reset-password', RESET_LINK_SECONDS);
      const resetUrl = new URL(
        `/resetPassword?token=${encodeURIComponent(token)}`,
        services.config.CONSOLE_URL,
      );
      await services.mails.queue(tx, {
        to: user.email,
        template: 'forgotPassword',
        locale: user.locale,
        data: { firstName: user.firstName, resetUrl: resetUrl.toString() },
        extra: { entity: 'user', entityId: user.id },
      });
    });
    return null;
  },

  resetPassword: async (token: string, password: string) => {
    const passwordHash = await hashPassword(password);
    return services.db.transaction(async (tx) => {
      const user = await consumeOneTimeToken(tx, token, 'reset-password');
      if (!user) throw invalidField('token', 'resetTokenInvalid');
      await tx
        .update(users)
        .set({ passwordHash, version: user.version + 1 })
        .where(eq(users.id, user.id));
      // Whoever knew the old password loses the sessions it opened.
      await revokeSessions(tx, user.id);
      await recordActivity(
        tx,
        { id: user.id, userName: user.userName, claims: new Set(), session: null },
        {
          entity: 'user',
          entityId: user.id,
          action: 'resetPassword',
          before: { passwordHash: user.passwordHash },
          after: { passwordHash },
        },
      );
      return null;
    });
  },
});

import type { TLogin, TSessionToken } from '@colophon/contract';
import { recordActivity } from '../activity/activity-log.ts';
import type { Executor } from '../db/database.ts';
import { AppError, invalidField } from '../http/app-error.ts';
import type { RequestContext, SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { effectiveClaims } from '../users/user-claims.repository.ts';
import { hashToken, newOpaqueToken } from './access-tokens.ts';
import {
  type AuthUser,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertOneTimeToken,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  type OneTimePurpose,
  recordLogin,
  revokeFamily,
  revokeSessions,
  setPassword,
  useOneTimeToken,
} from './auth.repository.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';

const RESET_LINK_SECONDS = 3600;
/**
 * A refresh token rotated this recently may be used once more without ending the session: two tabs
 * that refresh at the same moment both go on (docs/rules/users-and-access.md).
 */
export const REFRESH_GRACE_SECONDS = 10;
export const LOGIN_LINK_SECONDS = 15 * 60;

/** A session: one sign-in, the family of its refresh tokens, and the support user whose link opened it. */
interface Session {
  family: string;
  viaLoginLinkBy: string | null;
}

/** Issues an access token with the user's current claims and a refresh token of the session. */
const issueSession = async (
  services: Services,
  executor: Executor,
  user: Pick<AuthUser, 'id' | 'userName'>,
  session: Session,
): Promise<TSessionToken> => {
  const claims = await effectiveClaims(executor, user.id);
  const access = await services.tokens.sign({
    id: user.id,
    userName: user.userName,
    claims,
    session: session.family,
    viaLoginLinkBy: session.viaLoginLinkBy,
  });
  const refresh = newOpaqueToken();
  const refreshExpires = new Date(Date.now() + services.config.REFRESH_TOKEN_SECONDS * 1000);
  await insertRefreshToken(executor, {
    userId: user.id,
    family: session.family,
    tokenHash: refresh.hash,
    expiresAt: refreshExpires,
    viaLoginLinkBy: session.viaLoginLinkBy,
  });
  return {
    accessToken: access.token,
    refreshToken: refresh.token,
    accessTokenExpires: access.expires.toISOString(),
    refreshTokenExpires: refreshExpires.toISOString(),
  };
};

const startSession = (
  services: Services,
  executor: Executor,
  user: AuthUser,
  viaLoginLinkBy: string | null,
) =>
  recordLogin(executor, user.id).then(() =>
    issueSession(services, executor, user, { family: crypto.randomUUID(), viaLoginLinkBy }),
  );

/** The user as the activity log names it, acting in the session being opened. */
const actingAs = (user: AuthUser, viaLoginLinkBy: string | null = null): SignedInUser => ({
  id: user.id,
  userName: user.userName,
  claims: new Set(),
  session: null,
  viaLoginLinkBy,
});

const badCredentials = () => new AppError('unauthenticated', 'badCredentials');

const loginWithPassword = async (
  services: Services,
  throttle: LoginThrottle,
  login: { userName: string; password: string },
  context: RequestContext,
) => {
  // Counted before the password is checked, so that attempts made at once cannot pass the limit.
  await throttle.attempt(login.userName, context.ip);
  const user = await findUserByLogin(services.db, login.userName);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), login.password);
  if (!user || !valid) throw badCredentials();
  await throttle.succeeded(login.userName, context.ip);
  return services.db.transaction((tx) => startSession(services, tx, user, null));
};

/** Support's single-use link: the session it opens, and the activity log, name who made it. */
const loginWithLink = (services: Services, token: string) =>
  services.db.transaction(async (tx) => {
    const used = await useOneTimeToken(tx, hashToken(token), 'login');
    const user = used && (await findUserById(tx, used.userId));
    if (!used || !user) throw new AppError('unauthenticated', 'badLoginToken');
    const madeBy = used.createdBy ?? '?';
    await recordActivity(tx, actingAs(user, madeBy), {
      entity: 'user',
      entityId: user.id,
      action: 'signInWithLink',
      after: { linkMadeBy: madeBy },
    });
    return startSession(services, tx, user, madeBy);
  });

export const createOneTimeToken = async (
  executor: Executor,
  userId: number,
  purpose: OneTimePurpose,
  seconds: number,
  createdBy: SignedInUser | null = null,
) => {
  const { token, hash } = newOpaqueToken();
  const expiresAt = new Date(Date.now() + seconds * 1000);
  await insertOneTimeToken(executor, {
    userId,
    purpose,
    tokenHash: hash,
    expiresAt,
    createdBy: createdBy?.userName ?? null,
  });
  return { token, expiresAt };
};

/** Sign-in and its tokens. */
export const createAuthService = (services: Services, throttle: LoginThrottle = services.signInThrottle) => ({
  login: async (login: TLogin, context: RequestContext) =>
    'loginToken' in login
      ? loginWithLink(services, login.loginToken)
      : loginWithPassword(services, throttle, login, context),

  /**
   * Rotates a refresh token. A token rotated in the last seconds gives another successor (two tabs
   * refreshing at once); used again later, it is a replay: every session of the user ends.
   */
  refresh: (token: string) =>
    services.db.transaction(async (tx) => {
      const current = await lockRefreshToken(tx, hashToken(token));
      const ended = new AppError('unauthenticated', 'badRefreshToken');
      if (!current || current.revokedAt || current.expiresAt <= new Date()) throw ended;
      if (current.rotatedAt) {
        const graceEnds = current.rotatedAt.getTime() + REFRESH_GRACE_SECONDS * 1000;
        if (Date.now() > graceEnds) {
          await revokeSessions(tx, current.userId);
          return null;
        }
      } else await markRotated(tx, current.id);
      const user = await findUserById(tx, current.userId);
      if (!user) throw ended;
      return issueSession(services, tx, user, {
        family: current.family,
        viaLoginLinkBy: current.viaLoginLinkBy,
      });
    }),

  /** Ends the session of this refresh token: its refresh and access tokens stop working at once. */
  logout: (token: string) =>
    services.db.transaction(async (tx) => {
      const found = await findRefreshToken(tx, hashToken(token));
      if (found) await revokeFamily(tx, found.family);
      return null;
    }),

  forgotPassword: async (email: string) => {
    await services.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
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
      const used = await useOneTimeToken(tx, hashToken(token), 'reset-password');
      const user = used && (await findUserById(tx, used.userId));
      if (!user) throw invalidField('token', 'resetTokenInvalid');
      await setPassword(tx, user, passwordHash);
      // Whoever knew the old password loses the sessions it opened.
      await revokeSessions(tx, user.id);
      await recordActivity(tx, actingAs(user), {
        entity: 'user',
        entityId: user.id,
        action: 'resetPassword',
        before: { passwordHash: user.passwordHash },
        after: { passwordHash },
      });
      return null;
    });
  },
});

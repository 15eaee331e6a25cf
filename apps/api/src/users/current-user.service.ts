import type { currentUserEndpoints, ParsedBody, TCurrentUser } from '@colophon/contract';
import { audited } from '../activity/audited.ts';
import { revokeSessions } from '../auth/auth.repository.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/database.ts';
import { invalidField, notFound } from '../http/app-error.ts';
import type { RequestContext, SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { effectiveClaims } from './user-claims.repository.ts';
import { findUser, takenNames, type UserRow, updateUser } from './users.repository.ts';
import { inTransaction } from './users.rules.ts';
import { userSnapshot } from './users.views.ts';

type ProfileUpdate = ParsedBody<typeof currentUserEndpoints.update>;

/** The signed-in user with every claim it holds, its own and its roles'. */
const toCurrentUser = async (executor: Executor, row: UserRow): Promise<TCurrentUser> => ({
  id: row.id,
  version: row.version,
  userName: row.userName,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  gender: row.gender,
  mobilePhone: row.mobilePhone,
  locale: row.locale,
  claimTypes: (await effectiveClaims(executor, row.id)).map((claim) => ({ id: claim })),
});

const mustFind = async (executor: Executor, me: SignedInUser | null) => {
  const row = me ? await findUser(executor, me.id) : null;
  if (!row) throw notFound();
  return row;
};

/** One's own account, logged as the user it is (without its roles: the profile does not change them). */
const profiles = audited({ entity: 'user', find: findUser, snapshot: (row: UserRow) => userSnapshot(row) });

/**
 * Changing one's password or email needs the current password, so that a session left open cannot
 * take the account; a new email is announced to the old address, so that its owner hears of it. Each
 * check counts in the sign-in throttle as a sign-in would, before the password is read: a session
 * left open is not a way to guess the password faster than the sign-in form allows.
 */
const checkCurrentPassword = async (
  throttle: LoginThrottle,
  current: UserRow,
  input: ProfileUpdate,
  from: string,
) => {
  const emailChanges = input.email.toLowerCase() !== current.email.toLowerCase();
  if (!input.newPassword && !emailChanges) return;
  if (emailChanges && !input.newPassword && input.currentPassword === '')
    throw invalidField('currentPassword', 'currentPasswordRequiredForEmail');
  await throttle.attempt(current.userName, from);
  if (!(await verifyPassword(current.passwordHash, input.currentPassword)))
    throw invalidField('currentPassword', 'currentPasswordWrong');
  await throttle.succeeded(current.userName, from);
};

export const createCurrentUserService = ({ db, mails, signInThrottle }: Services) => ({
  get: async (me: SignedInUser | null) => toCurrentUser(db, await mustFind(db, me)),

  update: async (input: ProfileUpdate, context: Pick<RequestContext, 'user' | 'ip'>) => {
    const me = context.user;
    const current = await mustFind(db, me);
    await checkCurrentPassword(signInThrottle, current, input, context.ip);
    const passwordHash = input.newPassword ? await hashPassword(input.newPassword) : null;
    return inTransaction(db, async (tx) => {
      const after = await profiles.update(tx, me, current.id, async (before) => {
        // The version also moves when the password does, so a password checked above is still the one.
        if (before.version !== input.version) return false;
        const email = input.email.toLowerCase();
        if ((await takenNames(tx, { userName: before.userName, email }, before.id)).email)
          throw invalidField('email', 'emailTaken');
        const saved = await updateUser(tx, before.id, input.version, {
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          gender: input.gender,
          mobilePhone: input.mobilePhone,
          locale: input.locale,
          ...(passwordHash ? { passwordHash } : {}),
        });
        // A new password ends the other sessions: whoever knew the old one is signed out.
        if (saved && passwordHash) await revokeSessions(tx, before.id, me?.session ?? null);
        if (saved && saved.email !== before.email)
          await mails.queue(tx, {
            to: before.email,
            template: 'emailChanged',
            locale: saved.locale,
            data: { firstName: saved.firstName, userName: saved.userName, newEmail: saved.email },
            extra: { entity: 'user', entityId: saved.id },
          });
        return saved;
      });
      return toCurrentUser(tx, after);
    });
  },
});

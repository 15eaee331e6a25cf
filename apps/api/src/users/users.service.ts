import { allClaims, type ParsedBody, type TUserListQuery, type userEndpoints } from '@colophon/contract';
import { recordActivity } from '../activity/activity-log.ts';
import { audited } from '../activity/audited.ts';
import { revokeSessions } from '../auth/auth.repository.ts';
import { createOneTimeToken, LOGIN_LINK_SECONDS } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/database.ts';
import { AppError, type FieldError, notFound } from '../http/app-error.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import {
  deleteUser,
  findUser,
  insertUser,
  listUsers,
  roleRefsOf,
  setUserRoles,
  takenNames,
  updateUser,
} from './users.repository.ts';
import {
  claimErrors,
  claimIds,
  grantingOnlyHeldClaims,
  inTransaction,
  keepingEveryClaimHeld,
  outranking,
  rejectFields,
  roleErrors,
} from './users.rules.ts';
import { toUser, toUserSummary, userSnapshot } from './users.views.ts';

type UserCreate = ParsedBody<typeof userEndpoints.create>;
type UserUpdate = ParsedBody<typeof userEndpoints.update>;
type UserFields = Omit<UserCreate, 'password'>;

const valuesOf = (input: UserFields) => ({
  userName: input.userName,
  email: input.email.toLowerCase(),
  firstName: input.firstName,
  lastName: input.lastName,
  dateOfBirth: input.dateOfBirth,
  gender: input.gender,
  mobilePhone: input.mobilePhone,
  company: input.company,
  locale: input.locale,
  claims: claimIds(input.claimTypes),
});

const roleIdsOf = (input: UserFields) => [...new Set(input.roles.map((role) => role.id))];

const rolesOf = async (executor: Executor, userId: number) =>
  (await roleRefsOf(executor, [userId])).get(userId) ?? [];

/** A user as the activity log keeps it: with its roles. */
const users = audited({
  entity: 'user',
  find: async (executor, id) => {
    const row = await findUser(executor, id);
    return row && { row, roles: await rolesOf(executor, id) };
  },
  snapshot: ({ row, roles }) => userSnapshot(row, roles),
});

/** Every field at fault in a user's input: unknown claims or roles, a name or email already used. */
const checkUser = async (executor: Executor, input: UserFields, exceptUserId: number | null) => {
  const taken = await takenNames(executor, input, exceptUserId);
  const fields: FieldError[] = [
    ...(taken.userName ? [{ propertyName: 'userName', message: 'userNameTaken' } as const] : []),
    ...(taken.email ? [{ propertyName: 'email', message: 'emailTaken' } as const] : []),
    ...claimErrors(input.claimTypes),
    ...(await roleErrors(executor, roleIdsOf(input))),
  ];
  rejectFields(fields);
};

export const createUsersService = ({ db, config }: Services) => ({
  list: async (query: TUserListQuery) => {
    const { rows, totalCount } = await listUsers(db, query);
    const roles = await roleRefsOf(
      db,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => toUserSummary(row, roles.get(row.id) ?? [])), totalCount };
  },

  get: async (id: number) => {
    const { row, roles } = await users.read(db, id);
    return toUser(row, roles);
  },

  create: async (input: UserCreate, by: SignedInUser | null) => {
    const passwordHash = await hashPassword(input.password);
    return inTransaction(db, async (tx) => {
      await checkUser(tx, input, null);
      await grantingOnlyHeldClaims(tx, by, { claims: claimIds(input.claimTypes), roleIds: roleIdsOf(input) });
      const { row, roles } = await users.create(tx, by, async () => {
        const created = await insertUser(tx, { ...valuesOf(input), passwordHash });
        await setUserRoles(tx, created.id, roleIdsOf(input));
        return created.id;
      });
      return toUser(row, roles);
    });
  },

  /**
   * An empty password keeps the current one; a new one ends the user's sessions. Only a user who
   * holds every claim of the user edited, and every claim it is given, may do it.
   */
  update: async (input: UserUpdate, by: SignedInUser | null) => {
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    return inTransaction(db, (tx) =>
      keepingEveryClaimHeld(tx, async () => {
        const { row, roles } = await users.update(tx, by, input.id, async (before) => {
          await outranking(tx, by, input.id);
          if (before.row.version !== input.version) return false;
          await checkUser(tx, input, input.id);
          await grantingOnlyHeldClaims(tx, by, {
            claims: claimIds(input.claimTypes),
            roleIds: roleIdsOf(input),
          });
          const saved = await updateUser(tx, input.id, input.version, {
            ...valuesOf(input),
            ...(passwordHash ? { passwordHash } : {}),
          });
          if (!saved) return false;
          await setUserRoles(tx, input.id, roleIdsOf(input));
          if (passwordHash) await revokeSessions(tx, input.id);
          return true;
        });
        return toUser(row, roles);
      }),
    );
  },

  remove: async (ids: readonly number[], by: SignedInUser | null) => {
    if (by && ids.includes(by.id)) throw new AppError('invalid', 'cannotDeleteSelf');
    return inTransaction(db, (tx) =>
      keepingEveryClaimHeld(tx, () =>
        users.removeAll(tx, by, ids, async (_, id) => {
          await outranking(tx, by, id);
          // Its access tokens fail at once, not when they expire.
          await revokeSessions(tx, id);
          await deleteUser(tx, id);
        }),
      ),
    );
  },

  /** A single-use sign-in link for support to open the console as the user; the token is not logged. */
  loginLink: (userId: number, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      if (!(await findUser(tx, userId))) throw notFound();
      await outranking(tx, by, userId);
      const { token, expiresAt } = await createOneTimeToken(tx, userId, 'login', LOGIN_LINK_SECONDS, by);
      const url = new URL(`/login?loginToken=${encodeURIComponent(token)}`, config.CONSOLE_URL);
      const expires = expiresAt.toISOString();
      await recordActivity(tx, by, {
        entity: 'user',
        entityId: userId,
        action: 'loginToken',
        after: { loginLinkExpires: expires },
      });
      return { token, url: url.toString(), expires };
    }),

  claimsByPrefix: (prefix: string) =>
    allClaims
      .filter((claim) => claim.toLowerCase().startsWith(prefix.toLowerCase()))
      .map((claim) => ({ id: claim })),
});

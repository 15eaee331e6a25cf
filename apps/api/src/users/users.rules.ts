import { claim, isClaim, type TClaimType } from '@colophon/contract';
import type { Db, Executor, Tx } from '../db/database.ts';
import { inTransaction as inTransactionNaming, type UniqueFields } from '../db/unique-violation.ts';
import { AppError, type FieldError } from '../http/app-error.ts';
import type { SignedInUser } from '../http/request-context.ts';
import { claimsOfRoles, existingRoleIds } from './roles.repository.ts';
import { effectiveClaims, heldClaims } from './user-claims.repository.ts';
import { lockUserManagers } from './users.repository.ts';

const MANAGE_USERS = claim('Management', 'Users');

/** Fails with every field at fault at once, so that a form shows them all. */
export const rejectFields = (fields: FieldError[]) => {
  const [first] = fields;
  if (first) throw new AppError('invalid', first.message, { fields });
};

/** The claims as stored: each once, sorted. */
export const claimIds = (claimTypes: TClaimType[]) => [...new Set(claimTypes.map((type) => type.id))].sort();

export const claimErrors = (claimTypes: TClaimType[]): FieldError[] =>
  claimTypes.every((type) => isClaim(type.id))
    ? []
    : [{ propertyName: 'claimTypes', message: 'unknownClaim' }];

export const roleErrors = async (executor: Executor, roleIds: number[]): Promise<FieldError[]> => {
  const existing = await existingRoleIds(executor, roleIds);
  return existing.length === roleIds.length ? [] : [{ propertyName: 'roles', message: 'unknownRole' }];
};

/**
 * Runs a change that may take permissions away from someone, and undoes it when a permission that
 * somebody held would be held by nobody: the shop must never lock itself out of any of its screens,
 * user management above all.
 */
export const keepingEveryClaimHeld = async <T>(tx: Tx, change: () => Promise<T>): Promise<T> => {
  await lockUserManagers(tx);
  const before = await heldClaims(tx);
  const result = await change();
  const after = new Set(await heldClaims(tx));
  const lost = before.filter((claim) => !after.has(claim));
  if (lost.includes(MANAGE_USERS)) throw new AppError('invalid', 'lastUserManager');
  if (lost.length > 0)
    throw new AppError('invalid', 'lastClaimHolder', {
      params: { claims: lost.map((claim) => claim.split('.').slice(-2).join('.')).join(', ') },
    });
  return result;
};

/*
 * The privilege ceiling: whoever manages users can give, take and touch only what it holds itself,
 * read from the database rather than from its token, so that a permission just taken away is gone.
 */
const claimsHeldBy = async (executor: Executor, by: SignedInUser | null) =>
  new Set(by ? await effectiveClaims(executor, by.id) : []);

const within = (claims: Iterable<string>, ceiling: Set<string>) =>
  [...claims].every((claim) => ceiling.has(claim));

/** A user's new claims, its own and its roles', must all be held by whoever grants them. */
export const grantingOnlyHeldClaims = async (
  executor: Executor,
  by: SignedInUser | null,
  grant: { claims: string[]; roleIds: number[] },
) => {
  const granted = [...grant.claims, ...(await claimsOfRoles(executor, grant.roleIds))];
  if (!within(granted, await claimsHeldBy(executor, by)))
    throw new AppError('forbidden', 'grantBeyondOwnClaims');
};

/** Editing, resetting, deleting or signing in as a user needs every claim that user holds. */
export const outranking = async (executor: Executor, by: SignedInUser | null, userId: number) => {
  if (!within(await effectiveClaims(executor, userId), await claimsHeldBy(executor, by)))
    throw new AppError('forbidden', 'userHoldsMoreClaims');
};

/** Changing or deleting a role needs every claim it gives, and every claim it will give. */
export const roleWithinReach = async (executor: Executor, by: SignedInUser | null, claims: string[]) => {
  if (!within(claims, await claimsHeldBy(executor, by)))
    throw new AppError('forbidden', 'roleBeyondOwnClaims');
};

const uniqueIndexFields: UniqueFields = {
  users_user_name_key: { propertyName: 'userName', message: 'userNameTaken' },
  users_email_key: { propertyName: 'email', message: 'emailTaken' },
  roles_name_key: { propertyName: 'name', message: 'roleNameTaken' },
};

/**
 * Runs a change in one transaction. Names are checked before writing, but two requests may still
 * race for the same one: the unique index then refuses the second, answered as the same field error.
 */
export const inTransaction = <T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> =>
  inTransactionNaming(db, uniqueIndexFields, change);

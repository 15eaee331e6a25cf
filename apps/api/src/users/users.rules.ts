import { claim, isClaim, type TClaimType } from '@colophon/contract';
import type { Db, Executor, Tx } from '../db/database.ts';
import { inTransaction as inTransactionNaming, type UniqueFields } from '../db/unique-violation.ts';
import { AppError, type FieldError } from '../http/app-error.ts';
import { existingRoleIds } from './roles.repository.ts';
import { userIdsHolding } from './user-claims.ts';
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
 * Runs a change that may take the permission to manage users away from someone, and undoes it when
 * nobody would hold that permission any more: the shop must never lock itself out.
 */
export const keepingAUserManager = async <T>(tx: Tx, change: () => Promise<T>): Promise<T> => {
  await lockUserManagers(tx);
  const result = await change();
  const managers = await userIdsHolding(tx, MANAGE_USERS);
  if (managers.length === 0) throw new AppError('invalid', 'lastUserManager');
  return result;
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

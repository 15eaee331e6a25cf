import type { ParsedBody, TRoleListQuery, userEndpoints } from '@colophon/contract';
import { audited } from '../activity/audited.ts';
import type { Executor } from '../db/database.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import {
  deleteRole,
  findRole,
  insertRole,
  listRoles,
  roleNameTaken,
  updateRole,
} from './roles.repository.ts';
import { claimErrors, claimIds, inTransaction, keepingAUserManager, rejectFields } from './users.rules.ts';
import { roleSnapshot, toRole } from './users.views.ts';

type RoleCreate = ParsedBody<typeof userEndpoints.createRole>;
type RoleUpdate = ParsedBody<typeof userEndpoints.updateRole>;

const valuesOf = (input: RoleCreate) => ({
  name: input.name,
  description: input.description,
  claims: claimIds(input.claimTypes),
});

const checkRole = async (executor: Executor, input: RoleCreate, exceptRoleId: number | null) =>
  rejectFields([
    ...((await roleNameTaken(executor, input.name, exceptRoleId))
      ? [{ propertyName: 'name', message: 'roleNameTaken' } as const]
      : []),
    ...claimErrors(input.claimTypes),
  ]);

const roles = audited({ entity: 'role', find: findRole, snapshot: roleSnapshot });

export const createRolesService = ({ db }: Services) => ({
  list: async (query: TRoleListQuery) => {
    const { rows, totalCount } = await listRoles(db, query);
    return { items: rows.map(toRole), totalCount };
  },

  create: (input: RoleCreate, by: SignedInUser | null) =>
    inTransaction(db, async (tx) => {
      await checkRole(tx, input, null);
      return toRole(await roles.create(tx, by, () => insertRole(tx, valuesOf(input))));
    }),

  /** A role losing the permission to manage users may leave nobody holding it: refused then. */
  update: (input: RoleUpdate, by: SignedInUser | null) =>
    inTransaction(db, (tx) =>
      keepingAUserManager(tx, async () =>
        toRole(
          await roles.update(tx, by, input.id, async (before) => {
            if (before.version !== input.version) return false;
            await checkRole(tx, input, input.id);
            return updateRole(tx, input.id, input.version, valuesOf(input));
          }),
        ),
      ),
    ),

  remove: (id: number, by: SignedInUser | null) =>
    inTransaction(db, (tx) =>
      keepingAUserManager(tx, () => roles.remove(tx, by, id, () => deleteRole(tx, id))),
    ),
});

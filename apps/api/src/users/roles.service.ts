import type { ParsedBody, TRoleListQuery, userEndpoints } from '@colophon/contract';
import { recordActivity } from '../activity/activity-log.ts';
import type { Executor } from '../db/database.ts';
import { conflict, notFound } from '../http/app-error.ts';
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

const mustFind = async (executor: Executor, id: number) => {
  const role = await findRole(executor, id);
  if (!role) throw notFound();
  return role;
};

export const createRolesService = ({ db }: Services) => ({
  list: async (query: TRoleListQuery) => {
    const { rows, totalCount } = await listRoles(db, query);
    return { items: rows.map(toRole), totalCount };
  },

  create: (input: RoleCreate, by: SignedInUser | null) =>
    inTransaction(db, async (tx) => {
      await checkRole(tx, input, null);
      const role = await mustFind(tx, await insertRole(tx, valuesOf(input)));
      await recordActivity(tx, by, {
        entity: 'role',
        entityId: role.id,
        action: 'create',
        after: roleSnapshot(role),
      });
      return toRole(role);
    }),

  /** A role losing the permission to manage users may leave nobody holding it: refused then. */
  update: (input: RoleUpdate, by: SignedInUser | null) =>
    inTransaction(db, (tx) =>
      keepingAUserManager(tx, async () => {
        const before = await mustFind(tx, input.id);
        if (before.version !== input.version) throw conflict();
        await checkRole(tx, input, input.id);
        if (!(await updateRole(tx, input.id, input.version, valuesOf(input)))) throw conflict();
        const after = await mustFind(tx, input.id);
        await recordActivity(tx, by, {
          entity: 'role',
          entityId: input.id,
          action: 'update',
          before: roleSnapshot(before),
          after: roleSnapshot(after),
        });
        return toRole(after);
      }),
    ),

  remove: (id: number, by: SignedInUser | null) =>
    inTransaction(db, (tx) =>
      keepingAUserManager(tx, async () => {
        const before = await mustFind(tx, id);
        await deleteRole(tx, id);
        await recordActivity(tx, by, {
          entity: 'role',
          entityId: id,
          action: 'delete',
          before: roleSnapshot(before),
        });
        return null;
      }),
    ),
});

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
import {
  claimErrors,
  claimIds,
  inTransaction,
  keepingEveryClaimHeld,
  rejectFields,
  roleWithinReach,
} from './users.rules.ts';
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
      await roleWithinReach(tx, by, claimIds(input.claimTypes));
      return toRole(await roles.create(tx, by, () => insertRole(tx, valuesOf(input))));
    }),

  /**
   * Only a user holding every claim the role gives and will give may change it; a role losing a
   * permission that nobody else holds is refused.
   */
  update: (input: RoleUpdate, by: SignedInUser | null) =>
    inTransaction(db, (tx) =>
      keepingEveryClaimHeld(tx, async () =>
        toRole(
          await roles.update(tx, by, input.id, async (before) => {
            await roleWithinReach(tx, by, [...before.claims, ...claimIds(input.claimTypes)]);
            if (before.version !== input.version) return false;
            await checkRole(tx, input, input.id);
            return updateRole(tx, input.id, input.version, valuesOf(input));
          }),
        ),
      ),
    ),

  remove: (id: number, by: SignedInUser | null) =>
    inTransaction(db, (tx) =>
      keepingEveryClaimHeld(tx, () =>
        roles.remove(tx, by, id, async (before) => {
          await roleWithinReach(tx, by, before.claims);
          await deleteRole(tx, id);
        }),
      ),
    ),
});

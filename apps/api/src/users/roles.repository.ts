import type { TRoleListQuery } from '@colophon/contract';
import { and, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { containing, listPage, sortOrder } from '../db/paging.ts';
import { updateAtVersion } from '../db/versioned.ts';
import { roles, userRoles } from './users.tables.ts';

export type RoleValues = Pick<typeof roles.$inferInsert, 'name' | 'description' | 'claims'>;

const userCount =
  sql<number>`(select count(*) from ${userRoles} where ${userRoles.roleId} = ${roles.id})`.mapWith(Number);

const withUserCount = {
  id: roles.id,
  version: roles.version,
  name: roles.name,
  description: roles.description,
  claims: roles.claims,
  userCount,
};
const sortable = { name: sql`lower(${roles.name})`, userCount };

export const listRoles = async (executor: Executor, query: TRoleListQuery) => {
  const where: SQL | undefined = query.search ? ilike(roles.name, containing(query.search)) : undefined;
  return listPage(executor, query, {
    select: () => executor.select(withUserCount).from(roles).$dynamic(),
    where,
    orderBy: sortOrder(query.sort ?? 'name', sortable, roles.id),
  });
};

export const findRole = async (executor: Executor, id: number) => {
  const [role] = await executor.select(withUserCount).from(roles).where(eq(roles.id, id));
  return role ?? null;
};

/** The ids among `ids` that name a role. */
export type RoleRow = NonNullable<Awaited<ReturnType<typeof findRole>>>;

export const existingRoleIds = async (executor: Executor, ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await executor.select({ id: roles.id }).from(roles).where(inArray(roles.id, ids));
  return rows.map((row) => row.id);
};

/** The claims the given roles give, each once. */
export const claimsOfRoles = async (executor: Executor, ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await executor.select({ claims: roles.claims }).from(roles).where(inArray(roles.id, ids));
  return [...new Set(rows.flatMap((row) => row.claims))];
};

export const roleNameTaken = async (executor: Executor, name: string, exceptRoleId: number | null) => {
  const [taken] = await executor
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptRoleId === null ? undefined : ne(roles.id, exceptRoleId),
      ),
    );
  return taken !== undefined;
};

export const insertRole = async (executor: Executor, values: RoleValues) => {
  const [role] = await executor.insert(roles).values(values).returning({ id: roles.id });
  if (!role) throw new Error('the role was not inserted');
  return role.id;
};

export const updateRole = (executor: Executor, id: number, version: number, values: RoleValues) =>
  updateAtVersion(executor, roles, id, version, values);

export const deleteRole = async (executor: Executor, id: number) => {
  await executor.delete(roles).where(eq(roles.id, id));
};

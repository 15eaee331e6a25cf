import type { TUserListQuery } from '@colophon/contract';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { containing, listPage, sortOrder } from '../db/paging.ts';
import { updateAtVersion } from '../db/versioned.ts';
import { roles, userRoles, users } from './users.tables.ts';

export type UserRow = typeof users.$inferSelect;
/** What staff edit on a user; the rest (id, version, dates) the database keeps. */
export type UserValues = Omit<typeof users.$inferInsert, 'id' | 'version' | 'createdAt' | 'lastLoginAt'>;
export interface RoleRef {
  id: number;
  name: string;
}

const sortable = {
  userName: sql`lower(${users.userName})`,
  email: users.email,
  lastName: sql`lower(${users.lastName})`,
  firstName: sql`lower(${users.firstName})`,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

const listFilter = (query: TUserListQuery): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(
        ilike(users.userName, pattern),
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      ),
    );
  }
  if (query.roleId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${query.roleId})`,
    );
  }
  return and(...conditions);
};

export const listUsers = async (executor: Executor, query: TUserListQuery) => {
  const where = listFilter(query);
  return listPage(executor, query, {
    select: () => executor.select().from(users).$dynamic(),
    where,
    orderBy: sortOrder(query.sort ?? 'userName', sortable, users.id),
  });
};

export const findUser = async (executor: Executor, id: number) => {
  const [user] = await executor.select().from(users).where(eq(users.id, id));
  return user ?? null;
};

/** The roles of each of the given users, by name. */
export const roleRefsOf = async (executor: Executor, userIds: number[]) => {
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await executor
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.name));
  for (const { userId, id, name } of rows) byUser.get(userId)?.push({ id, name });
  return byUser;
};

/** Which of `userName` and `email` another user already has, case aside. */
export const takenNames = async (
  executor: Executor,
  names: { userName: string; email: string },
  exceptUserId: number | null,
) => {
  const rows = await executor
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(
      and(
        or(
          eq(sql`lower(${users.userName})`, names.userName.toLowerCase()),
          eq(sql`lower(${users.email})`, names.email.toLowerCase()),
        ),
        exceptUserId === null ? undefined : ne(users.id, exceptUserId),
      ),
    );
  return {
    userName: rows.some((row) => row.userName.toLowerCase() === names.userName.toLowerCase()),
    email: rows.some((row) => row.email.toLowerCase() === names.email.toLowerCase()),
  };
};

export const insertUser = async (executor: Executor, values: UserValues) => {
  const [user] = await executor.insert(users).values(values).returning();
  if (!user) throw new Error('the user was not inserted');
  return user;
};

export const updateUser = (executor: Executor, id: number, version: number, values: Partial<UserValues>) =>
  updateAtVersion(executor, users, id, version, values);

export const deleteUser = async (executor: Executor, id: number) => {
  await executor.delete(users).where(eq(users.id, id));
};

export const setUserRoles = async (executor: Executor, userId: number, roleIds: number[]) => {
  await executor.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length > 0)
    await executor.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
};

/**
 * Changes that may take the user-management permission away run one at a time, so that two of
 * them cannot each leave the other as the last holder and together leave none.
 */
export const lockUserManagers = async (executor: Executor) => {
  await executor.execute(sql`select pg_advisory_xact_lock(7042001)`);
};

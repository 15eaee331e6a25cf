import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { roles, userRoles, users } from './users.tables.ts';

/** A user's claims: its own plus those of its roles, sorted, each once. */
export const effectiveClaims = async (executor: Executor, userId: number): Promise<string[]> => {
  const rows = await executor.execute<{ claim: string }>(sql`
    select distinct claim from (
      select unnest(${users.claims}) as claim from ${users} where ${users.id} = ${userId}
      union
      select unnest(${roles.claims}) from ${roles}
        join ${userRoles} on ${userRoles.roleId} = ${roles.id}
        where ${userRoles.userId} = ${userId}
    ) as granted order by claim`);
  return rows.rows.map((row) => row.claim);
};

export const userIdsHolding = async (executor: Executor, claim: string): Promise<number[]> => {
  const rows = await executor.execute<{ id: number }>(sql`
    select ${users.id} as id from ${users} where ${claim} = any(${users.claims})
    union
    select ${userRoles.userId} from ${userRoles}
      join ${roles} on ${roles.id} = ${userRoles.roleId}
      where ${claim} = any(${roles.claims})`);
  return rows.rows.map((row) => Number(row.id));
};

export const findUserByLogin = async (executor: Executor, userName: string) => {
  const [user] = await executor
    .select()
    .from(users)
    .where(eq(sql`lower(${users.userName})`, userName.toLowerCase()));
  return user ?? null;
};

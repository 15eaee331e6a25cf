import { sql } from 'drizzle-orm';
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

/** Every claim that at least one user holds, its own or through a role. */
export const heldClaims = async (executor: Executor): Promise<string[]> => {
  const rows = await executor.execute<{ claim: string }>(sql`
    select unnest(${users.claims}) as claim from ${users}
    union
    select unnest(${roles.claims}) from ${roles}
      where exists (select 1 from ${userRoles} where ${userRoles.roleId} = ${roles.id})`);
  return rows.rows.map((row) => row.claim);
};

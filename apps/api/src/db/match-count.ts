import { EXACT_COUNT_LIMIT } from '@colophon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

export { EXACT_COUNT_LIMIT };

type PlanRow = Record<string, unknown>;
const planOf = (row: PlanRow | undefined) => {
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return (parsed as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan;
};

/** The planner's estimate of the rows of `table` that `where` keeps (statistics, no scan). */
export const estimatedMatches = async (executor: Executor, table: PgTable, where: SQL | undefined) => {
  const result = await executor.execute<PlanRow>(
    sql`explain (format json) select 1 from ${table} where ${where ?? sql`true`}`,
  );
  return Math.round(planOf(result.rows[0])?.['Plan Rows'] ?? 0);
};

/** Above this many estimated matches, the estimate is the answer: no row is counted at all. */
const SURELY_MORE = 10 * EXACT_COUNT_LIMIT;

/**
 * How many rows of `table` match: exact up to `EXACT_COUNT_LIMIT` (counting stops one row past it),
 * and above it an estimate that is never less than the limit + 1. Counting a million matches exactly
 * would cost more than reading the page itself; when the planner expects ten times the limit or
 * more, even counting to the limit is skipped (a thousand rows read through a filter cost tens of ms).
 */
export const countMatches = async (executor: Executor, table: PgTable, where: SQL | undefined) => {
  const estimate = await estimatedMatches(executor, table, where);
  if (estimate > SURELY_MORE) return estimate;
  const result = await executor.execute<{ count: string | number }>(
    sql`select count(*) as count from (select 1 from ${table} where ${where ?? sql`true`}
        limit ${EXACT_COUNT_LIMIT + 1}) as capped`,
  );
  const counted = Number(result.rows[0]?.count ?? 0);
  if (counted <= EXACT_COUNT_LIMIT) return counted;
  if (estimate > EXACT_COUNT_LIMIT) return Math.max(counted, estimate);
  // The statistics lag far behind the table (PGlite has no autovacuum to refresh them): count it all
  // rather than answer "about 1 001" for thousands.
  const all = await executor.execute<{ count: string | number }>(
    sql`select count(*) as count from ${table} where ${where ?? sql`true`}`,
  );
  return Number(all.rows[0]?.count ?? counted);
};

import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/** A table whose rows are edited at a version: an `id`, a `version`, maybe an `updatedAt`. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Writes `values` to the row `id` if it is still at `version`, moving it to the next version (and
 * `updatedAt` to now, when the table has one). Answers the row as written, or null when it has moved
 * on or is gone: every versioned edit writes through this, inside `audited(…).update`, which answers
 * null as 409.
 */
export const updateAtVersion = async <T extends VersionedTable>(
  executor: Executor,
  table: T,
  id: number,
  version: number,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | null> => {
  const next: Record<string, unknown> = { ...values, version: sql`${table.version} + 1` };
  if ('updatedAt' in table) next.updatedAt = new Date();
  const rows = (await executor
    .update(table)
    .set(next as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning()) as T['$inferSelect'][];
  return rows[0] ?? null;
};

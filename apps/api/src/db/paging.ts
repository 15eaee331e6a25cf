import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** The rows of one page of a list (pages count from 1). */
export const pageWindow = (query: { page: number; pageSize: number }) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * The order a list's `sort` names (`field` or `-field`), among the columns it allows; empty values
 * always come last, and `id` settles ties so that pages never overlap.
 */
export const sortOrder = <F extends string>(
  sort: F | `-${F}`,
  columns: Record<F, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] => {
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as F];
  return descending
    ? [sql`${column} desc nulls last`, sql`${id} desc`]
    : [sql`${column} asc nulls last`, sql`${id} asc`];
};

/** An ILIKE pattern that finds `search` anywhere, its own `%` and `_` taken literally. */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

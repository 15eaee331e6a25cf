import { type AnyColumn, Column, count, is, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/** What every list query takes: the page asked (pages count from 1) and its size. */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** One page of a list: its rows and how many rows the whole filtered list holds. */
export interface ListPage<R> {
  rows: R[];
  totalCount: number;
}

/** The rows of one page of a list (pages count from 1). */
export const pageWindow = (query: PageQuery) => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

/**
 * The order a list's `sort` names (`field` or `-field`), among the columns it allows; empty values
 * always come last, and `id` settles ties so that pages never overlap. A column that is never empty
 * is ordered without `nulls last`: a descending walk of its index gives that order, while asking
 * `nulls last` of it would make PostgreSQL sort the whole table.
 */
export const sortOrder = <F extends string>(
  sort: F | `-${F}`,
  columns: Record<F, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] => {
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as F];
  const nulls = is(column, Column) && column.notNull ? sql`` : sql` nulls last`;
  return descending
    ? [sql`${column} desc${nulls}`, sql`${id} desc`]
    : [sql`${column} asc${nulls}`, sql`${id} asc`];
};

/** An ILIKE pattern that finds `search` anywhere, its own `%` and `_` taken literally. */
export const containing = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One page of a list and its total, the one way every list query reads: `select` makes the query of
 * the rows (`executor.select(…).from(…)` with its joins, then `.$dynamic()`), `where` filters it,
 * `orderBy` orders it (`sortOrder` for a list sorted by the caller). The total counts the same
 * filtered query, unless the list gives its own `totalCount` (an estimate for very large tables).
 */
export const listPage = async <S extends PgSelect>(
  executor: Executor,
  query: PageQuery,
  list: {
    select: () => S;
    where: SQL | undefined;
    orderBy: SQL[];
    totalCount?: (where: SQL | undefined) => Promise<number>;
  },
): Promise<ListPage<S['_']['result'][number]>> => {
  const { limit, offset } = pageWindow(query);
  const rows: S['_']['result'] = await list
    .select()
    .where(list.where)
    .orderBy(...list.orderBy)
    .limit(limit)
    .offset(offset);
  if (list.totalCount) return { rows, totalCount: await list.totalCount(list.where) };
  const filtered = list.select().where(list.where).getSQL();
  const [total] = await executor.select({ count: count() }).from(sql`(${filtered}) as listed`);
  return { rows, totalCount: total?.count ?? 0 };
};

/** How many rows an export reads at a time. */
export const EXPORT_BATCH = 500;

/**
 * An export's rows, `EXPORT_BATCH` at a time, each batch read after the last id of the one before
 * (keyset: memory stays flat and a large export streams), until a batch comes back empty.
 */
export async function* batchesById<R>(
  read: (afterId: number, limit: number) => Promise<R[]>,
  idOf: (row: R) => number,
) {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, EXPORT_BATCH);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows;
    afterId = idOf(last);
  }
}

import { feedFieldNames } from '@colophon/contract';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { listPage, type PageQuery } from '../../db/paging.ts';
import { type FeedRow, products, type ScheduledPrice } from '../products/products.tables.ts';
import { onixImports } from './onix-imports.tables.ts';

export type OnixImportRow = typeof onixImports.$inferSelect;
type OnixImportChanges = Partial<Omit<typeof onixImports.$inferInsert, 'id'>>;

export const insertImport = async (executor: Executor, values: typeof onixImports.$inferInsert) => {
  const [row] = await executor.insert(onixImports).values(values).returning();
  return row!;
};

export const updateImport = async (executor: Executor, id: number, values: OnixImportChanges) => {
  const [row] = await executor.update(onixImports).set(values).where(eq(onixImports.id, id)).returning();
  return row;
};

export const findImport = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(onixImports).where(eq(onixImports.id, id));
  return row;
};

/** Imports that say they are still to run or running. */
export const unfinishedImports = (executor: Executor) =>
  executor
    .select()
    .from(onixImports)
    .where(inArray(onixImports.state, ['queued', 'running']));

export const listImports = (executor: Executor, query: PageQuery) =>
  listPage(executor, query, {
    select: () => executor.select().from(onixImports).$dynamic(),
    where: undefined,
    orderBy: [desc(onixImports.createdAt), desc(onixImports.id)],
  });

/** What an import needs to know of the products it meets again. */
export const productsOfEans = (executor: Executor, eans: string[]) =>
  executor
    .select({
      id: products.id,
      ean: products.ean,
      isCustom: products.isCustom,
      feed: products.feed,
      priceSchedule: products.priceSchedule,
    })
    .from(products)
    .where(inArray(products.ean, eans));
export type KnownProduct = Awaited<ReturnType<typeof productsOfEans>>[number];

/** The database column of each feed field, quoted: `releaseDate` is "release_date". */
const feedColumns = feedFieldNames.map((name) => sql.identifier(products[name].name));
const fromJson = (rows: unknown[]) =>
  sql`jsonb_populate_recordset(null::products, ${JSON.stringify(rows)}::jsonb)`;
/** A feed product as a row of the products table, keyed by column names, for jsonb_populate_recordset. */
const columnsOf = (feed: FeedRow) =>
  Object.fromEntries(feedFieldNames.map((name) => [products[name].name, feed[name]]));

/** A record of the feed as the import writes it: its values, and its prices to come with the next day one changes. */
export interface FeedWrite {
  feed: FeedRow;
  priceSchedule: ScheduledPrice[];
  nextPriceChangeOn: string | null;
}
const scheduleColumns = (row: FeedWrite) => ({
  price_schedule: row.priceSchedule,
  next_price_change_on: row.nextPriceChangeOn,
});

/**
 * New products of the feed, in one statement; an EAN another import has just added is left to
 * that import. Answers the rows made.
 */
export const insertFeedProducts = async (executor: Executor, rows: (FeedWrite & { ean: string })[]) => {
  if (rows.length === 0) return [];
  const values = rows.map((row) => ({
    ean: row.ean,
    is_custom: false,
    ...columnsOf(row.feed),
    feed: row.feed,
    ...scheduleColumns(row),
  }));
  const columns = sql.join(feedColumns, sql`, `);
  const picked = sql.join(
    feedColumns.map((column) => sql`v.${column}`),
    sql`, `,
  );
  const result = await executor.execute<{ id: number; ean: string }>(sql`
    insert into products (ean, is_custom, ${columns}, feed, price_schedule, next_price_change_on)
    select v.ean, v.is_custom, ${picked}, v.feed, v.price_schedule, v.next_price_change_on
    from ${fromJson(values)} as v
    on conflict (ean) do nothing
    returning id, ean`);
  return result.rows;
};

/**
 * New feed values for known products, in one statement: the values in force become the feed's,
 * except the fields staff have overridden, which keep theirs.
 */
export const updateFeedProducts = async (executor: Executor, rows: (FeedWrite & { id: number })[]) => {
  if (rows.length === 0) return;
  const values = rows.map((row) => ({
    id: row.id,
    ...columnsOf(row.feed),
    feed: row.feed,
    ...scheduleColumns(row),
  }));
  const assignments = sql.join(
    feedFieldNames.map((name, index) => {
      const column = feedColumns[index]!;
      return sql`${column} = case when p.overrides ? ${name} then p.${column} else v.${column} end`;
    }),
    sql`, `,
  );
  await executor.execute(sql`
    update products as p
    set ${assignments}, feed = v.feed, price_schedule = v.price_schedule,
      next_price_change_on = v.next_price_change_on, version = p.version + 1, updated_at = now()
    from ${fromJson(values)} as v
    where p.id = v.id`);
};

import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { pageWindow } from '../../db/paging.ts';
import { type FeedRow, products } from '../products/products.tables.ts';
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

export const listImports = async (executor: Executor, query: { page: number; pageSize: number }) => {
  const rows = await executor
    .select()
    .from(onixImports)
    .orderBy(desc(onixImports.createdAt), desc(onixImports.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset);
  const [total] = await executor.select({ count: count() }).from(onixImports);
  return { rows, totalCount: total?.count ?? 0 };
};

/** What an import needs to know of the products it meets again. */
export const productsOfEans = (executor: Executor, eans: string[]) =>
  executor
    .select({
      id: products.id,
      ean: products.ean,
      isCustom: products.isCustom,
      feed: products.feed,
      overrides: products.overrides,
    })
    .from(products)
    .where(inArray(products.ean, eans));
export type KnownProduct = Awaited<ReturnType<typeof productsOfEans>>[number];

/** New products of the feed; an EAN another import has just added is left to that import. */
export const insertFeedProducts = (executor: Executor, rows: { ean: string; feed: FeedRow }[]) =>
  executor
    .insert(products)
    .values(rows.map(({ ean, feed }) => ({ ean, isCustom: false, ...feed, feed })))
    .onConflictDoNothing({ target: products.ean })
    .returning({ id: products.id, ean: products.ean });

/** New feed values: the values in force are the feed's, except where staff have overridden them. */
export const updateFeedProduct = (executor: Executor, product: KnownProduct, feed: FeedRow) =>
  executor
    .update(products)
    .set({
      ...feed,
      ...product.overrides,
      feed,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, product.id));

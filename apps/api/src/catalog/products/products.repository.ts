import type { TProductExportQuery, TProductListQuery } from '@colophon/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { countMatches } from '../../db/match-count.ts';
import { listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { publicCatalogueCondition } from '../restrictions/restrictions.sql.ts';
import { rankedSearch, wordsMatch } from '../search/search.repository.ts';
import { allConditions, availabilityRank, filterConditions } from './product-filters.sql.ts';
import { type ProductRow, products } from './products.tables.ts';

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'version' | 'createdAt' | 'search'>;

const sortable = {
  title: products.title,
  ean: products.ean,
  releaseDate: products.releaseDate,
  priceWithTax: products.priceWithTax,
  stock: products.stock,
  availability: availabilityRank,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** The list's filters and, with words, the match they use (see `wordsMatch`). */
const listConditions = async (executor: Executor, query: TProductExportQuery) => {
  const filters = allConditions(filterConditions(query));
  const words = query.search?.trim();
  return and(filters, words ? (await wordsMatch(executor, filters, words)).where : undefined);
};

/**
 * One page of the back-office list (hidden products and those the restrictions exclude included).
 * A search without an explicit sort lists the best matches first, as the public search does.
 */
export const listProducts = async (executor: Executor, query: TProductListQuery) => {
  const words = query.search?.trim();
  if (words && !query.sort) {
    const { rows, totalCount } = await rankedSearch(
      executor,
      allConditions(filterConditions(query)),
      words,
      query,
    );
    return { rows, totalCount };
  }
  return listPage(executor, query, {
    select: () => executor.select().from(products).$dynamic(),
    where: await listConditions(executor, query),
    orderBy: sortOrder(query.sort ?? 'title', sortable, products.id),
    totalCount: (where) => countMatches(executor, products, where),
  });
};

/**
 * The products of the list filters in pages of `batchSize`, by id (keyset): the export never holds
 * more than one page.
 */
export async function* productBatches(executor: Executor, query: TProductExportQuery, batchSize = 500) {
  const where = await listConditions(executor, query);
  let after = 0;
  for (;;) {
    const rows = await executor
      .select()
      .from(products)
      .where(and(where, gt(products.id, after)))
      .orderBy(products.id)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}

/**
 * Refreshes the planner's statistics of the products, which the estimated totals and the scaled
 * facet counts read. PGlite has no autovacuum: after a bulk write (an import, the demo seed) the
 * writer refreshes them, or the estimates stay those of the table as it was.
 */
export const refreshProductStatistics = async (executor: Executor) => {
  await executor.execute(sql`analyze products`);
};

export const findProduct = async (executor: Executor, id: number): Promise<ProductRow | undefined> => {
  const [row] = await executor.select().from(products).where(eq(products.id, id));
  return row;
};

export const findProductByEan = async (executor: Executor, ean: string): Promise<ProductRow | undefined> => {
  const [row] = await executor.select().from(products).where(eq(products.ean, ean));
  return row;
};

/** What the public side may read: visible, and let through by the active catalogue restrictions. */
const publicOnly = async (executor: Executor, onlyVisible: boolean) =>
  onlyVisible ? and(eq(products.isVisible, true), await publicCatalogueCondition(executor)) : undefined;

/**
 * The products of the EANs or ids, in the order asked; unknown ones left out, and with `onlyVisible`
 * (the public side) the hidden ones and those the catalogue restrictions exclude.
 */
export const findProductsByEans = async (executor: Executor, eans: string[], onlyVisible = false) => {
  const rows = await executor
    .select()
    .from(products)
    .where(and(inArray(products.ean, eans), await publicOnly(executor, onlyVisible)));
  const byEan = new Map(rows.map((row) => [row.ean, row]));
  return eans.map((ean) => byEan.get(ean)).filter((row): row is ProductRow => row !== undefined);
};

export const findProductsByIds = async (executor: Executor, ids: number[], onlyVisible = false) => {
  const rows = await executor
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), await publicOnly(executor, onlyVisible)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
};

export const insertProduct = async (executor: Executor, values: ProductValues) => {
  const [row] = await executor.insert(products).values(values).returning();
  return row!;
};

export const updateProduct = (
  executor: Executor,
  id: number,
  version: number,
  values: Partial<ProductValues>,
) => updateAtVersion(executor, products, id, version, values);

export const deleteProduct = async (executor: Executor, id: number) => {
  const [row] = await executor.delete(products).where(eq(products.id, id)).returning();
  return row;
};

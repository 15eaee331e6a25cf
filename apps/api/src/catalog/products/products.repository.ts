import type { TProductExportQuery, TProductListQuery } from '@colophon/contract';
import { and, count, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { pageWindow, sortOrder } from '../../db/paging.ts';
import { allConditions, availabilityRank, filterConditions, textMatch } from './products.filters.ts';
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

const listConditions = (query: TProductExportQuery) => {
  const conditions = filterConditions(query);
  const match = query.search?.trim() ? textMatch(query.search.trim()) : null;
  if (match) conditions.push(match.where);
  return { conditions, match };
};

export const listProducts = async (executor: Executor, query: TProductListQuery) => {
  const { conditions, match } = listConditions(query);
  const where = allConditions(conditions);
  // Without an explicit sort, a search lists the best matches first.
  const order: SQL[] =
    query.sort || !match
      ? sortOrder(query.sort ?? 'title', sortable, products.id)
      : [desc(match.exactEan), sql`${match.relevance} desc`, availabilityRank, sql`${products.id}`];
  const { limit, offset } = pageWindow(query);
  const rows = await executor
    .select()
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await executor.select({ count: count() }).from(products).where(where);
  return { rows, totalCount: total?.count ?? 0 };
};

/**
 * The products of the list filters in pages of `batchSize`, by id (keyset): the export never holds
 * more than one page.
 */
export async function* productBatches(executor: Executor, query: TProductExportQuery, batchSize = 500) {
  const { conditions } = listConditions(query);
  let after = 0;
  for (;;) {
    const rows = await executor
      .select()
      .from(products)
      .where(and(...conditions, gt(products.id, after)))
      .orderBy(products.id)
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < batchSize) return;
  }
}

export const findProduct = async (executor: Executor, id: number): Promise<ProductRow | undefined> => {
  const [row] = await executor.select().from(products).where(eq(products.id, id));
  return row;
};

export const findProductByEan = async (executor: Executor, ean: string): Promise<ProductRow | undefined> => {
  const [row] = await executor.select().from(products).where(eq(products.ean, ean));
  return row;
};

/** The products of the EANs or ids, in the order asked; unknown ones (and hidden ones if asked) left out. */
export const findProductsByEans = async (executor: Executor, eans: string[], onlyVisible = false) => {
  const rows = await executor
    .select()
    .from(products)
    .where(and(inArray(products.ean, eans), onlyVisible ? eq(products.isVisible, true) : undefined));
  const byEan = new Map(rows.map((row) => [row.ean, row]));
  return eans.map((ean) => byEan.get(ean)).filter((row): row is ProductRow => row !== undefined);
};

export const findProductsByIds = async (executor: Executor, ids: number[], onlyVisible = false) => {
  const rows = await executor
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), onlyVisible ? eq(products.isVisible, true) : undefined));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductRow => row !== undefined);
};

export const insertProduct = async (executor: Executor, values: ProductValues) => {
  const [row] = await executor.insert(products).values(values).returning();
  return row!;
};

/** Writes the values if the row is still at `version`; answers the new row, or nothing if it moved on. */
export const updateProduct = async (
  executor: Executor,
  id: number,
  version: number,
  values: Partial<ProductValues>,
) => {
  const [row] = await executor
    .update(products)
    .set({ ...values, version: sql`${products.version} + 1`, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.version, version)))
    .returning();
  return row;
};

export const deleteProduct = async (executor: Executor, id: number) => {
  const [row] = await executor.delete(products).where(eq(products.id, id)).returning();
  return row;
};

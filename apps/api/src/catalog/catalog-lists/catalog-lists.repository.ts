import type { TCatalogListListQuery } from '@colophon/contract';
import { and, asc, eq, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { products } from '../products/products.tables.ts';
import { type CatalogListRow, catalogListProducts, catalogLists } from './catalog-lists.tables.ts';

export type CatalogListValues = Pick<
  CatalogListRow,
  'name' | 'type' | 'page' | 'nextUpdateTime' | 'maxProducts'
>;

const productsCount = sql<number>`(select count(*)::int from ${catalogListProducts} where ${catalogListProducts.listId} = ${catalogLists.id})`;

const sortable = {
  name: sql`lower(${catalogLists.name})`,
  catalogListType: catalogLists.type,
  page: sql`lower(${catalogLists.page})`,
  nextUpdateTime: catalogLists.nextUpdateTime,
  updatedAt: catalogLists.updatedAt,
};

export const listCatalogLists = async (executor: Executor, query: TCatalogListListQuery) => {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    pattern ? or(ilike(catalogLists.name, pattern), ilike(catalogLists.page, pattern)) : undefined,
    query.catalogListType ? eq(catalogLists.type, query.catalogListType) : undefined,
  );
  return listPage(executor, query, {
    select: () => executor.select({ list: catalogLists, productsCount }).from(catalogLists).$dynamic(),
    where,
    orderBy: sortOrder(query.sort ?? 'name', sortable, catalogLists.id),
  });
};

export const findCatalogList = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(catalogLists).where(eq(catalogLists.id, id));
  return row ?? null;
};

/** What a list shows of each product. */
export const listProductColumns = {
  id: products.id,
  ean: products.ean,
  title: products.title,
  authors: products.authors,
  releaseDate: products.releaseDate,
  availability: products.availability,
  coverUrl: products.coverUrl,
  isVisible: products.isVisible,
};

export const productsOfList = (executor: Executor, listId: number) =>
  executor
    .select(listProductColumns)
    .from(catalogListProducts)
    .innerJoin(products, eq(products.id, catalogListProducts.productId))
    .where(eq(catalogListProducts.listId, listId))
    .orderBy(asc(catalogListProducts.position));

export const existingProductIds = async (executor: Executor, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const rows = await executor.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
};

export const insertCatalogList = async (executor: Executor, values: CatalogListValues) => {
  const [row] = await executor.insert(catalogLists).values(values).returning();
  if (!row) throw new Error('the catalogue list was not inserted');
  return row;
};

export const updateCatalogList = (
  executor: Executor,
  id: number,
  version: number,
  values: Partial<CatalogListValues> & { lastGeneratedAt?: Date },
) => updateAtVersion(executor, catalogLists, id, version, values);

export const deleteCatalogList = (executor: Executor, id: number) =>
  executor.delete(catalogLists).where(eq(catalogLists.id, id));

/** Puts these products in the list, in this order, in place of the ones it had. */
export const setListProducts = async (executor: Executor, listId: number, productIds: number[]) => {
  await executor.delete(catalogListProducts).where(eq(catalogListProducts.listId, listId));
  if (productIds.length > 0)
    await executor
      .insert(catalogListProducts)
      .values(productIds.map((productId, position) => ({ listId, productId, position })));
};

/** The lists a regeneration is due for: no next update time, or one that has come. */
export const dueCatalogLists = (executor: Executor, now: Date) =>
  executor
    .select()
    .from(catalogLists)
    .where(or(isNull(catalogLists.nextUpdateTime), lte(catalogLists.nextUpdateTime, now)))
    .orderBy(catalogLists.id);

import type { TGenericListQuery } from '@colophon/contract';
import { and, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, pageWindow, sortOrder } from '../../db/paging.ts';
import { products } from '../products/products.tables.ts';
import { type AuthorRow, authors, type CollectionRow, collections } from './generic-lists.tables.ts';

/** The products that name the author among their contributors (the GIN index on `authors` answers it). */
const authorProductsCount = sql<number>`(select count(*)::int from ${products} where ${products.authors} @> jsonb_build_array(jsonb_build_object('name', ${authors.name})))`;
/** The products that name the collection. */
const collectionProductsCount = sql<number>`(select count(*)::int from ${products} where ${products.collections} @> array[${collections.name}])`;

export type AuthorValues = Pick<AuthorRow, 'name' | 'biography' | 'photoUrl'>;
export type CollectionValues = Pick<CollectionRow, 'name' | 'publisher' | 'description'>;
export type Counted<R> = R & { productsCount: number };

const page = async <R>(
  executor: Executor,
  rows: Promise<R[]>,
  table: typeof authors | typeof collections,
  where: SQL | undefined,
) => {
  const [total] = await executor.select({ count: count() }).from(table).where(where);
  return { rows: await rows, totalCount: total?.count ?? 0 };
};

export const listAuthors = (executor: Executor, query: TGenericListQuery) => {
  const where = query.search ? ilike(authors.name, containing(query.search)) : undefined;
  const sortable = {
    name: sql`lower(${authors.name})`,
    productsCount: authorProductsCount,
    createdAt: authors.createdAt,
    updatedAt: authors.updatedAt,
  };
  const { limit, offset } = pageWindow(query);
  const rows = executor
    .select({ author: authors, productsCount: authorProductsCount })
    .from(authors)
    .where(where)
    .orderBy(...sortOrder((query.sort ?? 'name') as keyof typeof sortable, sortable, authors.id))
    .limit(limit)
    .offset(offset)
    .then((found) => found.map(({ author, productsCount }) => ({ ...author, productsCount })));
  return page(executor, rows, authors, where);
};

export const listCollections = (executor: Executor, query: TGenericListQuery) => {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    pattern ? or(ilike(collections.name, pattern), ilike(collections.publisher, pattern)) : undefined,
    query.publisher ? eq(collections.publisher, query.publisher) : undefined,
  );
  const sortable = {
    name: sql`lower(${collections.name})`,
    publisher: sql`lower(${collections.publisher})`,
    productsCount: collectionProductsCount,
    createdAt: collections.createdAt,
    updatedAt: collections.updatedAt,
  };
  const { limit, offset } = pageWindow(query);
  const rows = executor
    .select({ collection: collections, productsCount: collectionProductsCount })
    .from(collections)
    .where(where)
    .orderBy(...sortOrder((query.sort ?? 'name') as keyof typeof sortable, sortable, collections.id))
    .limit(limit)
    .offset(offset)
    .then((found) => found.map(({ collection, productsCount }) => ({ ...collection, productsCount })));
  return page(executor, rows, collections, where);
};

export const findAuthor = async (executor: Executor, id: number): Promise<Counted<AuthorRow> | null> => {
  const [found] = await executor
    .select({ author: authors, productsCount: authorProductsCount })
    .from(authors)
    .where(eq(authors.id, id));
  return found ? { ...found.author, productsCount: found.productsCount } : null;
};

export const findCollection = async (
  executor: Executor,
  id: number,
): Promise<Counted<CollectionRow> | null> => {
  const [found] = await executor
    .select({ collection: collections, productsCount: collectionProductsCount })
    .from(collections)
    .where(eq(collections.id, id));
  return found ? { ...found.collection, productsCount: found.productsCount } : null;
};

export const insertAuthor = async (executor: Executor, values: AuthorValues) => {
  const [row] = await executor.insert(authors).values(values).returning({ id: authors.id });
  if (!row) throw new Error('the author was not inserted');
  return row.id;
};

export const insertCollection = async (executor: Executor, values: CollectionValues) => {
  const [row] = await executor.insert(collections).values(values).returning({ id: collections.id });
  if (!row) throw new Error('the collection was not inserted');
  return row.id;
};

/** Updates the row if it is still at `version`; false when it has moved on or is gone. */
export const updateAuthor = async (executor: Executor, id: number, version: number, values: AuthorValues) => {
  const updated = await executor
    .update(authors)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(authors.id, id), eq(authors.version, version)))
    .returning({ id: authors.id });
  return updated.length > 0;
};

export const updateCollection = async (
  executor: Executor,
  id: number,
  version: number,
  values: CollectionValues,
) => {
  const updated = await executor
    .update(collections)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(collections.id, id), eq(collections.version, version)))
    .returning({ id: collections.id });
  return updated.length > 0;
};

export const deleteAuthor = (executor: Executor, id: number) =>
  executor.delete(authors).where(eq(authors.id, id));
export const deleteCollection = (executor: Executor, id: number) =>
  executor.delete(collections).where(eq(collections.id, id));

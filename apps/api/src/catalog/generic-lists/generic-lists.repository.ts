import type { TGenericListQuery } from '@colophon/contract';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { products } from '../products/products.tables.ts';
import { type AuthorRow, authors, type CollectionRow, collections } from './generic-lists.tables.ts';

/** The products that name the author among their contributors (the GIN index on `authors` answers it). */
const authorProductsCount = sql<number>`(select count(*)::int from ${products} where ${products.authors} @> jsonb_build_array(jsonb_build_object('name', ${authors.name})))`;
/** The products that name the collection. */
const collectionProductsCount = sql<number>`(select count(*)::int from ${products} where ${products.collections} @> array[${collections.name}])`;

export type AuthorValues = Pick<AuthorRow, 'name' | 'biography' | 'photoUrl'>;
export type CollectionValues = Pick<CollectionRow, 'name' | 'publisher' | 'description'>;
export type Counted<R> = R & { productsCount: number };

export const listAuthors = async (executor: Executor, query: TGenericListQuery) => {
  const where = query.search ? ilike(authors.name, containing(query.search)) : undefined;
  const sortable = {
    name: sql`lower(${authors.name})`,
    productsCount: authorProductsCount,
    createdAt: authors.createdAt,
    updatedAt: authors.updatedAt,
  };
  const { rows, totalCount } = await listPage(executor, query, {
    select: () =>
      executor.select({ author: authors, productsCount: authorProductsCount }).from(authors).$dynamic(),
    where,
    orderBy: sortOrder((query.sort ?? 'name') as keyof typeof sortable, sortable, authors.id),
  });
  return { rows: rows.map(({ author, productsCount }) => ({ ...author, productsCount })), totalCount };
};

export const listCollections = async (executor: Executor, query: TGenericListQuery) => {
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
  const { rows, totalCount } = await listPage(executor, query, {
    select: () =>
      executor
        .select({ collection: collections, productsCount: collectionProductsCount })
        .from(collections)
        .$dynamic(),
    where,
    orderBy: sortOrder((query.sort ?? 'name') as keyof typeof sortable, sortable, collections.id),
  });
  return {
    rows: rows.map(({ collection, productsCount }) => ({ ...collection, productsCount })),
    totalCount,
  };
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

export const updateAuthor = (executor: Executor, id: number, version: number, values: AuthorValues) =>
  updateAtVersion(executor, authors, id, version, values);

export const updateCollection = (executor: Executor, id: number, version: number, values: CollectionValues) =>
  updateAtVersion(executor, collections, id, version, values);

export const deleteAuthor = (executor: Executor, id: number) =>
  executor.delete(authors).where(eq(authors.id, id));
export const deleteCollection = (executor: Executor, id: number) =>
  executor.delete(collections).where(eq(collections.id, id));

/**
 * Renames an author in the contributors of every product that names it, so that its books follow a
 * rename (a typo fixed). On a product of the data feed the new contributors become an override, or
 * the next import would bring the old name back. Answers the products changed, before and after.
 */
export const renameAuthorInProducts = async (executor: Executor, from: string, to: string) => {
  const cites = sql`${products.authors} @> jsonb_build_array(jsonb_build_object('name', ${from}::text))`;
  const renamed = sql`(select jsonb_agg(case when element->>'name' = ${from}::text then jsonb_set(element, '{name}', to_jsonb(${to}::text)) else element end order by position) from jsonb_array_elements(${products.authors}) with ordinality as named(element, position))`;
  const before = await executor
    .select({ id: products.id, authors: products.authors })
    .from(products)
    .where(cites);
  if (before.length === 0) return [];
  const after = await executor
    .update(products)
    .set({
      authors: renamed,
      overrides: sql`case when ${products.feed} is null then ${products.overrides} else jsonb_set(${products.overrides}, '{authors}', ${renamed}) end`,
      version: sql`${products.version} + 1`,
      updatedAt: new Date(),
    })
    .where(cites)
    .returning({ id: products.id, authors: products.authors });
  const was = new Map(before.map((row) => [row.id, row.authors]));
  return after.map((row) => ({ id: row.id, before: was.get(row.id) ?? [], after: row.authors }));
};

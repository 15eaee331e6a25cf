import type { TFacetsQuery, TSearchQuery } from '@colophon/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { pageWindow } from '../../db/paging.ts';
import {
  availabilityRank,
  type FilterName,
  filterConditions,
  releaseDateConditions,
  textMatch,
} from '../products/products.filters.ts';
import { products } from '../products/products.tables.ts';

/** The public side sees visible products only. */
const visible = eq(products.isVisible, true);

const matching = (query: TFacetsQuery, except?: FilterName) => {
  const search = query.search?.trim();
  const match = search ? textMatch(search) : null;
  const where = and(visible, ...filterConditions(query, except), match?.where);
  return { where, match };
};

/** The matching products, the EAN searched first, then by relevance, then the available ones first. */
export const searchProducts = async (executor: Executor, query: TSearchQuery) => {
  const { where, match } = matching(query);
  const order: SQL[] = match
    ? [desc(match.exactEan), sql`${match.relevance} desc`, availabilityRank, sql`${products.id}`]
    : [availabilityRank, sql`${products.releaseDate} desc nulls last`, sql`${products.id}`];
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

export interface FacetCount {
  value: string;
  label: string | null;
  count: number;
}

const FACET_SIZE = 20;

const counted = async (executor: Executor, statement: SQL) =>
  (
    await executor.execute<{ value: string; label: string | null; count: string | number }>(statement)
  ).rows.map((row) => ({ value: row.value, label: row.label, count: Number(row.count) }));

/** The values of a text array column, most frequent first. */
const arrayFacet = (executor: Executor, column: SQL, where: SQL | undefined) =>
  counted(
    executor,
    sql`select value, null as label, count(*) as count from ${products}, unnest(${column}) as value
        where ${where ?? sql`true`} group by value order by count(*) desc, value limit ${FACET_SIZE}`,
  );

/** The entries of a jsonb array column by one key, most frequent first. */
const jsonFacet = (
  executor: Executor,
  column: SQL,
  key: string,
  labelKey: string | null,
  where: SQL | undefined,
) =>
  counted(
    executor,
    sql`select entry->>${key} as value, ${labelKey ? sql`max(entry->>${labelKey})` : sql`null`} as label, count(*) as count
        from ${products}, jsonb_array_elements(${column}) as entry
        where ${where ?? sql`true`} group by 1 order by count(*) desc, 1 limit ${FACET_SIZE}`,
  );

/** Buckets counted in one pass; each bucket is a condition, and they may overlap. */
const bucketFacet = async (executor: Executor, buckets: Record<string, SQL>, where: SQL | undefined) => {
  const names = Object.keys(buckets);
  const columns = sql.join(
    names.map(
      (name, index) => sql`count(*) filter (where ${buckets[name]}) as ${sql.identifier(`b${index}`)}`,
    ),
    sql`, `,
  );
  const result = await executor.execute<Record<string, string | number>>(
    sql`select ${columns} from ${products} where ${where ?? sql`true`}`,
  );
  const row = result.rows[0] ?? {};
  return names.map((value, index) => ({ value, label: null, count: Number(row[`b${index}`] ?? 0) }));
};

const priceBuckets = {
  '0-10': sql`${products.priceWithTax} < 1000`,
  '10-20': sql`${products.priceWithTax} >= 1000 and ${products.priceWithTax} < 2000`,
  '20-30': sql`${products.priceWithTax} >= 2000 and ${products.priceWithTax} < 3000`,
  '30-50': sql`${products.priceWithTax} >= 3000 and ${products.priceWithTax} < 5000`,
  '50-': sql`${products.priceWithTax} >= 5000`,
};

/**
 * The counts of every facet. Each facet counts without its own filter, so that the other values
 * of a facet already chosen stay in sight with their counts.
 */
export const facetCounts = async (executor: Executor, query: TFacetsQuery) => {
  const where = (except: FilterName) => matching(query, except).where;
  const all = matching(query).where;
  return {
    availability: await counted(
      executor,
      sql`select coalesce(${products.availability}, '') as value, null as label, count(*) as count from ${products}
          where ${where('availability') ?? sql`true`} group by 1 order by count(*) desc`,
    ),
    category: await jsonFacet(executor, sql`${products.categories}`, 'code', 'label', where('category')),
    publisher: await arrayFacet(executor, sql`${products.publishers}`, where('publisher')),
    collection: await arrayFacet(executor, sql`${products.collections}`, where('collection')),
    author: await jsonFacet(executor, sql`${products.authors}`, 'name', null, where('author')),
    priceRange: await bucketFacet(executor, priceBuckets, where('priceRange')),
    releaseDateRange: await bucketFacet(executor, releaseDateConditions, where('releaseDateRange')),
    stock: await bucketFacet(
      executor,
      { inStock: sql`${products.stock} > 0`, outOfStock: sql`${products.stock} <= 0` },
      where('inStock'),
    ),
    visibility: await bucketFacet(
      executor,
      { visible: sql`${products.isVisible}`, hidden: sql`not ${products.isVisible}` },
      all,
    ),
  };
};

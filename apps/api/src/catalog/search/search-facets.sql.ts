import type { TFacetName, TFacetsQuery } from '@colophon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { estimatedMatches } from '../../db/match-count.ts';
import {
  type FilterName,
  filterConditions,
  releaseDateConditions,
  type TextMatch,
} from '../products/product-filters.sql.ts';
import { products } from '../products/products.tables.ts';
import { searchConditions } from './search.sql.ts';

export interface FacetCount {
  value: string;
  label: string | null;
  count: number;
}

export type FacetCounts = Record<TFacetName, FacetCount[]>;

const FACET_SIZE = 20;

/**
 * Up to this many products the facets are counted exactly; beyond, they are counted on the first
 * ones found and scaled to the planner's estimate of all of them (a million rows take seconds).
 */
export const FACET_SAMPLE = 10_000;

/** The columns the facets read. */
const facetColumns = sql.join(
  [
    products.availability,
    products.categories,
    products.publishers,
    products.collections,
    products.authors,
    products.priceWithTax,
    products.releaseDate,
    products.stock,
    products.isVisible,
  ].map((column) => sql`${column}`),
  sql`, `,
);

/** The sampled products, under the table's own name so that the column references hold. */
const sampled = sql`sample as ${products}`;

/** A facet as a statement over `sampled` giving value, label and count rows. */
type FacetStatement = SQL;

/** The values of a text array column, most frequent first. */
const arrayFacet = (column: SQL): FacetStatement =>
  sql`select value, null as label, count(*) as count from ${sampled}, unnest(${column}) as value
      group by value order by count(*) desc, value limit ${FACET_SIZE}`;

/** The entries of a jsonb array column by one key, most frequent first. */
const jsonFacet = (column: SQL, key: string, labelKey: string | null): FacetStatement =>
  sql`select entry->>${key} as value, ${labelKey ? sql`max(entry->>${labelKey})` : sql`null`} as label, count(*) as count
      from ${sampled}, jsonb_array_elements(${column}) as entry
      group by 1 order by count(*) desc, 1 limit ${FACET_SIZE}`;

/** Buckets, each a condition (they may overlap), all of them always listed. */
const bucketFacet = (buckets: Record<string, SQL>): FacetStatement =>
  sql`select value, null as label, count from (select ${sql.join(
    Object.values(buckets).map(
      (condition, index) => sql`count(*) filter (where ${condition}) as ${sql.identifier(`b${index}`)}`,
    ),
    sql`, `,
  )} from ${sampled}) as counts, lateral (values ${sql.join(
    Object.keys(buckets).map((name, index) => sql`(${name}, ${sql.identifier(`b${index}`)})`),
    sql`, `,
  )}) as bucket(value, count)`;

const priceBuckets = {
  '0-10': sql`${products.priceWithTax} < 1000`,
  '10-20': sql`${products.priceWithTax} >= 1000 and ${products.priceWithTax} < 2000`,
  '20-30': sql`${products.priceWithTax} >= 2000 and ${products.priceWithTax} < 3000`,
  '30-50': sql`${products.priceWithTax} >= 3000 and ${products.priceWithTax} < 5000`,
  '50-': sql`${products.priceWithTax} >= 5000`,
};

/** Each facet, and the filter it counts without. */
const facets: Record<TFacetName, { statement: FacetStatement; filter?: FilterName }> = {
  availability: {
    statement: sql`select coalesce(${products.availability}, '') as value, null as label, count(*) as count
                   from ${sampled} group by 1 order by count(*) desc`,
    filter: 'availability',
  },
  category: { statement: jsonFacet(sql`${products.categories}`, 'code', 'label'), filter: 'category' },
  publisher: { statement: arrayFacet(sql`${products.publishers}`), filter: 'publisher' },
  collection: { statement: arrayFacet(sql`${products.collections}`), filter: 'collection' },
  author: { statement: jsonFacet(sql`${products.authors}`, 'name', null), filter: 'author' },
  priceRange: { statement: bucketFacet(priceBuckets), filter: 'priceRange' },
  releaseDateRange: { statement: bucketFacet(releaseDateConditions), filter: 'releaseDateRange' },
  stock: {
    statement: bucketFacet({ inStock: sql`${products.stock} > 0`, outOfStock: sql`${products.stock} <= 0` }),
    filter: 'inStock',
  },
  visibility: {
    statement: bucketFacet({ visible: sql`${products.isVisible}`, hidden: sql`not ${products.isVisible}` }),
    filter: 'isVisible',
  },
};

type CountedRow = { facet: TFacetName; value: string; label: string | null; count: string | number };

/**
 * The facets of `names` in one statement over the same products (at most `FACET_SAMPLE` of
 * `where`), scaled when there were more.
 */
const countFacets = async (executor: Executor, where: SQL | undefined, names: TFacetName[]) => {
  const result = await executor.execute<CountedRow>(
    sql`with sample as materialized (
          select ${facetColumns} from ${products} where ${where ?? sql`true`} limit ${FACET_SAMPLE})
        ${sql.join(
          names.map((name) => sql`select ${name} as facet, * from (${facets[name].statement}) as facet`),
          sql` union all `,
        )}
        union all select 'sampled', null, null, count(*) from sample`,
  );
  const full = result.rows.some(
    (row) => (row.facet as string) === 'sampled' && Number(row.count) >= FACET_SAMPLE,
  );
  const scale = full
    ? Math.max(FACET_SAMPLE, await estimatedMatches(executor, products, where)) / FACET_SAMPLE
    : 1;
  return names.map((name) => ({
    name,
    counts: result.rows
      .filter((row) => row.facet === name)
      .map((row) => ({ value: row.value, label: row.label, count: Math.round(Number(row.count) * scale) })),
  }));
};

/**
 * The counts of every facet. Each facet counts without its own filter, so that the other values
 * of a facet already chosen stay in sight with their counts; the facets whose filter is not set
 * share one statement.
 */
export const facetCounts = async (
  executor: Executor,
  shown: SQL,
  query: TFacetsQuery,
  match: TextMatch | null,
): Promise<FacetCounts> => {
  const set = filterConditions(query).length;
  const names = Object.keys(facets) as TFacetName[];
  const ownFilterSet = (name: TFacetName) => {
    const filter = facets[name].filter;
    return filter !== undefined && filterConditions(query, filter).length < set;
  };
  const shared = names.filter((name) => !ownFilterSet(name));
  const groups = await Promise.all([
    shared.length ? countFacets(executor, searchConditions(shown, query, match), shared) : [],
    ...names
      .filter(ownFilterSet)
      .map((name) =>
        countFacets(executor, searchConditions(shown, query, match, facets[name].filter), [name]),
      ),
  ]);
  return Object.fromEntries(groups.flat().map((group) => [group.name, group.counts])) as Record<
    TFacetName,
    FacetCount[]
  >;
};

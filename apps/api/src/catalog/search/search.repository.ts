import type { TFacetsQuery, TSearchQuery } from '@colophon/contract';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { countMatches, estimatedMatches } from '../../db/match-count.ts';
import { pageWindow } from '../../db/paging.ts';
import {
  availabilityRank,
  fullTextMatch,
  similarMatch,
  type TextMatch,
} from '../products/product-filters.sql.ts';
import { products } from '../products/products.tables.ts';
import { publicCondition, searchConditions } from './search.sql.ts';
import { type FacetCounts, facetCounts } from './search-facets.sql.ts';

/** Only this many matches of words are ranked (more, if a page asks beyond them). */
export const RANKED_MATCHES = 1000;

/**
 * Without words: available first, then the latest releases. The page's ids are found first, in the
 * ordering index alone when no other column is asked (a deep page then skips index entries only),
 * and their rows read after.
 */
const listPage = async (executor: Executor, where: SQL | undefined, query: TSearchQuery) => {
  const { limit, offset } = pageWindow(query);
  const order = [availabilityRank, sql`${products.releaseDate} desc nulls last`, sql`${products.id}`];
  const page = executor.$with('page').as(
    executor
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
  return executor
    .with(page)
    .select(getTableColumns(products))
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .orderBy(...order);
};

/**
 * With words: the EAN searched first, then by relevance, then the available ones first. Only the
 * first matches found are ranked, so that a common word does not rank the whole catalogue; each
 * row carries how many candidates there were, which is the exact total when it is at most
 * `RANKED_MATCHES`.
 */
const rankedPage = async (
  executor: Executor,
  base: SQL | undefined,
  match: TextMatch,
  query: { page: number; pageSize: number },
) => {
  const where = and(base, match.where);
  const { limit, offset } = pageWindow(query);
  const candidates = executor.$with('candidates').as(
    executor
      .select({
        id: products.id,
        exactEan: sql<number>`${match.exactEan}`.as('exact_ean'),
        relevance: sql<number>`${match.relevance}`.as('relevance'),
        rank: sql<number>`${availabilityRank}`.as('availability_rank'),
      })
      .from(products)
      .where(where)
      .limit(Math.max(RANKED_MATCHES + 1, offset + limit)),
  );
  const rows = await executor
    .with(candidates)
    .select({
      product: getTableColumns(products),
      candidates: sql<string | number>`(select count(*) from ${candidates})`,
    })
    .from(candidates)
    .innerJoin(products, eq(products.id, candidates.id))
    .orderBy(
      sql`${candidates.exactEan} desc`,
      sql`${candidates.relevance} desc`,
      candidates.rank,
      candidates.id,
    )
    .limit(limit)
    .offset(offset);
  const found = Number(rows[0]?.candidates ?? 0);
  // An empty first page means no match at all; an empty later page may be past the last one.
  const totalCount =
    rows.length === 0
      ? offset === 0
        ? 0
        : await countMatches(executor, products, where)
      : found <= RANKED_MATCHES
        ? found
        : Math.max(found, await estimatedMatches(executor, products, where));
  return { rows: rows.map((row) => row.product), totalCount };
};

/** One page of the list without words, and the number of products (see `countMatches`). */
const listProducts = async (executor: Executor, where: SQL | undefined, query: TSearchQuery) => ({
  rows: await listPage(executor, where, query),
  totalCount: await countMatches(executor, products, where),
});

/** Whether any product meets the condition (one index probe, not a count). */
const anyMatch = async (executor: Executor, where: SQL | undefined) =>
  (await executor.execute(sql`select 1 from ${products} where ${where ?? sql`true`} limit 1`)).rows.length >
  0;

/**
 * The words as the condition a search uses among `base`: the French full text, or, when it finds
 * nothing (a misspelt word), trigram similarity on title and contributors.
 */
export const wordsMatch = async (executor: Executor, base: SQL | undefined, words: string) => {
  const fullText = fullTextMatch(words);
  return (await anyMatch(executor, and(base, fullText.where))) ? fullText : similarMatch(words);
};

/** The words of a search as the condition it uses (see `wordsMatch`); none without words. */
const searchMatch = async (executor: Executor, shown: SQL, query: TFacetsQuery) => {
  const words = query.search?.trim();
  return words ? wordsMatch(executor, searchConditions(shown, query, null), words) : null;
};

/**
 * One page of the products of `base` matching words, best first, and the number of matches (exact
 * up to `RANKED_MATCHES`, estimated above). Words are matched by the French full text, or when it
 * finds nothing by trigram similarity; the match used is answered for the facets.
 */
export const rankedSearch = async (
  executor: Executor,
  base: SQL | undefined,
  words: string,
  query: { page: number; pageSize: number },
) => {
  const fullText = fullTextMatch(words);
  const page = await rankedPage(executor, base, fullText, query);
  if (page.totalCount > 0) return { ...page, match: fullText };
  const similar = similarMatch(words);
  return { ...(await rankedPage(executor, base, similar, query)), match: similar };
};

/** One page of a search and the number of matches (see `rankedSearch`, `countMatches`). */
const searchProducts = async (executor: Executor, shown: SQL, query: TSearchQuery) => {
  const words = query.search?.trim();
  const base = searchConditions(shown, query, null);
  if (words) return rankedSearch(executor, base, words, query);
  return { ...(await listProducts(executor, base, query)), match: null };
};

/**
 * The products a search looks through, and what it asks of them: a page of matches, the facet
 * counts, or both from one reading of the words. The SQL of what is shown and of the words' match
 * stays here; the service asks in terms of the contract's queries.
 */
const catalogue = (executor: Executor, shown: SQL) => ({
  search: async (query: TSearchQuery) => {
    const { rows, totalCount } = await searchProducts(executor, shown, query);
    return { rows, totalCount };
  },
  facetCounts: async (query: TFacetsQuery): Promise<FacetCounts> =>
    facetCounts(executor, shown, query, await searchMatch(executor, shown, query)),
  /** A page and the facets, the facets counted under the match the page used. */
  searchWithFacetCounts: async (query: TSearchQuery) => {
    const { rows, totalCount, match } = await searchProducts(executor, shown, query);
    return { rows, totalCount, facetCounts: await facetCounts(executor, shown, query, match) };
  },
});

/** The public catalogue: visible products the restrictions in force let through (read once here). */
export const publicCatalogue = async (executor: Executor) =>
  catalogue(executor, await publicCondition(executor));

/** Every product, hidden or restricted: what the back office counts. */
export const wholeCatalogue = (executor: Executor) => catalogue(executor, sql`true`);

/**
 * The subjects (CLIL `categories` or Thema `classifications`) the products carry, with how many carry
 * each, most carried first: those whose code starts with `search` or whose heading holds it (accents
 * and case aside). The heading is the one most products give the code.
 */
export const listSubjects = async (
  executor: Executor,
  scheme: 'clil' | 'thema',
  search: string | undefined,
  limit: number,
) => {
  const column = scheme === 'clil' ? products.categories : products.classifications;
  const escaped = search?.replace(/[\\%_]/g, '\\$&');
  const matching = escaped
    ? sql`where entry->>'code' ilike ${`${escaped}%`}
            or catalog_fold(entry->>'label') like catalog_fold(${`%${escaped}%`})`
    : sql``;
  const result = await executor.execute<{ value: string; label: string | null; count: string | number }>(
    sql`select code as value, (array_agg(label order by uses desc))[1] as label, sum(uses) as count
        from (select entry->>'code' as code, entry->>'label' as label, count(*) as uses
              from ${products}, jsonb_array_elements(${column}) as entry
              ${matching}
              group by 1, 2) as headings
        where code <> ''
        group by code order by sum(uses) desc, code limit ${limit}`,
  );
  return result.rows.map((row) => ({ value: row.value, label: row.label ?? '', count: Number(row.count) }));
};

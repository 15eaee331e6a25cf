import { normalizeEan, type priceRanges, type releaseDateRanges } from '@colophon/contract';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { availabilityRank, products } from './products.tables.ts';

export { availabilityRank };

/** The catalogue filters, named as in the contract (`catalogFilters`). */
export interface CatalogFilters {
  availability?: string[] | undefined;
  category?: string | undefined;
  publisher?: string | undefined;
  collection?: string | undefined;
  author?: string | undefined;
  priceRange?: (typeof priceRanges)[number] | undefined;
  releaseDateRange?: (typeof releaseDateRanges)[number] | undefined;
  inStock?: boolean | undefined;
  isVisible?: boolean | undefined;
  isCustom?: boolean | undefined;
}
export type FilterName = keyof CatalogFilters;

const priceBounds = (range: (typeof priceRanges)[number]) => {
  const [low, high] = range.split('-');
  return { low: Number(low) * 100, high: high ? Number(high) * 100 : null };
};

/** The release-date buckets, as conditions; they overlap (the last month is in the last year). */
export const releaseDateConditions: Record<(typeof releaseDateRanges)[number], SQL> = {
  forthcoming: sql`${products.releaseDate} > current_date`,
  lastMonth: sql`${products.releaseDate} between current_date - interval '1 month' and current_date`,
  lastThreeMonths: sql`${products.releaseDate} between current_date - interval '3 months' and current_date`,
  lastYear: sql`${products.releaseDate} between current_date - interval '1 year' and current_date`,
  older: sql`${products.releaseDate} < current_date - interval '1 year'`,
};

/** The conditions of the filters that are set, leaving out `except` (a facet counts without its own filter). */
export const filterConditions = (filters: CatalogFilters, except?: FilterName): SQL[] => {
  const wanted = <K extends FilterName>(name: K) => (name === except ? undefined : filters[name]);
  const conditions: (SQL | undefined)[] = [];
  const availability = wanted('availability');
  if (availability?.length) conditions.push(inArray(products.availability, availability));
  const category = wanted('category');
  if (category)
    conditions.push(sql`${products.categories} @> ${JSON.stringify([{ code: category }])}::jsonb`);
  const author = wanted('author');
  if (author) conditions.push(sql`${products.authors} @> ${JSON.stringify([{ name: author }])}::jsonb`);
  const publisher = wanted('publisher');
  if (publisher) conditions.push(sql`${products.publishers} @> array[${publisher}]::text[]`);
  const collection = wanted('collection');
  if (collection) conditions.push(sql`${products.collections} @> array[${collection}]::text[]`);
  const priceRange = wanted('priceRange');
  if (priceRange) {
    const { low, high } = priceBounds(priceRange);
    conditions.push(gte(products.priceWithTax, low));
    if (high !== null) conditions.push(lt(products.priceWithTax, high));
  }
  const releaseDateRange = wanted('releaseDateRange');
  if (releaseDateRange) conditions.push(releaseDateConditions[releaseDateRange]);
  const inStock = wanted('inStock');
  if (inStock !== undefined)
    conditions.push(inStock ? sql`${products.stock} > 0` : sql`${products.stock} <= 0`);
  const isVisible = wanted('isVisible');
  if (isVisible !== undefined) conditions.push(eq(products.isVisible, isVisible));
  const isCustom = wanted('isCustom');
  if (isCustom !== undefined) conditions.push(eq(products.isCustom, isCustom));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
};

/** What a search for words or an EAN matches, and how well. */
export interface TextMatch {
  where: SQL;
  /** Higher is better. */
  relevance: SQL;
  /** 1 for the product of the EAN searched, 0 for the others. */
  exactEan: SQL;
}

const eanCondition = (search: string) => {
  const ean = normalizeEan(search);
  return /^\d{13}$/.test(ean) ? sql`(${products.ean} = ${ean})` : sql`false`;
};

const frenchQuery = (search: string) => sql`websearch_to_tsquery('public.colophon_french', ${search})`;
const foldedTitle = sql`catalog_fold(${products.title})`;
const foldedAuthors = sql`catalog_fold(catalog_author_names(${products.authors}))`;

const matchOf = (exactEan: SQL, words: SQL, relevance: SQL): TextMatch => ({
  where: sql`(${exactEan} or ${words})`,
  relevance,
  exactEan: sql`(case when ${exactEan} then 1 else 0 end)`,
});

/**
 * French full text (stemmed, accents folded) over title, subtitle, contributors, publisher,
 * collection and summary; an EAN (hyphens allowed) matches its product exactly.
 */
export const fullTextMatch = (search: string): TextMatch => {
  const query = frenchQuery(search);
  return matchOf(
    eanCondition(search),
    sql`${products.search} @@ ${query}`,
    sql`ts_rank(${products.search}, ${query})`,
  );
};

/** Articles and prepositions: in nearly every title, they make trigram matching slow and loose. */
const frenchShortWords = new Set(
  'le la les l de du des d un une et ou a à au aux en dans sur sous pour par avec sans'.split(' '),
);

/** The words that tell titles apart ("Les silences de Venise" → silences, Venise). */
export const significantWords = (search: string) => {
  const words = search.split(/[\s'’]+/).filter(Boolean);
  const significant = words.filter((word) => !frenchShortWords.has(word.toLowerCase()));
  return significant.length ? significant : words;
};

/**
 * Trigram word similarity for typos: every significant word is like a word of the title, or every
 * one like a contributor's name. Word by word, the index reads the rare trigrams of each word
 * rather than the common ones of the whole phrase. An EAN matches its product exactly.
 */
export const similarMatch = (search: string): TextMatch => {
  const words = significantWords(search).map((word) => sql`catalog_fold(${word})`);
  const like = (field: SQL) =>
    sql`(${sql.join(
      words.map((word) => sql`${field} %> ${word}`),
      sql` and `,
    )})`;
  const phrase = sql`catalog_fold(${words.length ? significantWords(search).join(' ') : search})`;
  return matchOf(
    eanCondition(search),
    sql`(${like(foldedTitle)} or ${like(foldedAuthors)})`,
    sql`greatest(word_similarity(${phrase}, ${foldedTitle}), word_similarity(${phrase}, ${foldedAuthors}))`,
  );
};

export const allConditions = (conditions: SQL[]) => (conditions.length ? and(...conditions) : undefined);

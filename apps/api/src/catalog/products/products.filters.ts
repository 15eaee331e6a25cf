import {
  availabilityGroups,
  normalizeEan,
  onixAvailabilities,
  type priceRanges,
  type releaseDateRanges,
} from '@colophon/contract';
import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { products } from './products.tables.ts';

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

/**
 * French full text (stemmed, accents folded) over title, subtitle, contributors, publisher,
 * collection and summary; trigram word similarity on title and contributors for typos; an EAN
 * (hyphens allowed) matches its product exactly.
 */
export const textMatch = (search: string): TextMatch => {
  const ean = normalizeEan(search);
  const query = sql`websearch_to_tsquery('public.colophon_french', ${search})`;
  const folded = sql`catalog_fold(${search})`;
  const title = sql`catalog_fold(${products.title})`;
  const authors = sql`catalog_fold(catalog_author_names(${products.authors}))`;
  const words = sql`(${products.search} @@ ${query} or ${title} %> ${folded} or ${authors} %> ${folded})`;
  const exactEan = /^\d{13}$/.test(ean) ? sql`(${products.ean} = ${ean})` : sql`false`;
  return {
    where: sql`(${exactEan} or ${words})`,
    relevance: sql`(ts_rank(${products.search}, ${query}) + greatest(word_similarity(${folded}, ${title}), word_similarity(${folded}, ${authors})))`,
    exactEan: sql`(case when ${exactEan} then 1 else 0 end)`,
  };
};

/** Available first, then to order, forthcoming, out of print, and unknown last. */
export const availabilityRank = sql.raw(
  `(case ${availabilityGroups
    .map((group, rank) => {
      const codes = Object.entries(onixAvailabilities)
        .filter(([, availability]) => availability.group === group)
        .map(([code]) => `'${code}'`);
      return `when "products"."availability" in (${codes.join(',')}) then ${rank}`;
    })
    .join(' ')} else ${availabilityGroups.length} end)`,
);

export const allConditions = (conditions: SQL[]) => (conditions.length ? and(...conditions) : undefined);

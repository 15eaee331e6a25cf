import {
  type Locale,
  type MessageKey,
  onixAvailabilities,
  type TFacets,
  type TFacetsQuery,
  type TProductFacetsQuery,
  type TSearchQuery,
  translate,
} from '@colophon/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Services } from '../../services.ts';
import type { TextMatch } from '../products/products.filters.ts';
import { publicProductOut } from '../products/products.views.ts';
import { type FacetCount, facetCounts } from './search.facets.ts';
import { publicCatalogue, searchMatch, searchProducts } from './search.repository.ts';

const bucketLabels: Record<string, MessageKey> = {
  forthcoming: 'releaseForthcoming',
  lastMonth: 'releaseLastMonth',
  lastThreeMonths: 'releaseLastThreeMonths',
  lastYear: 'releaseLastYear',
  older: 'releaseOlder',
  inStock: 'inStock',
  outOfStock: 'outOfStock',
  visible: 'visible',
  hidden: 'hidden',
};

const priceLabel = (range: string) => {
  const [low, high] = range.split('-');
  return high ? `${low} € – ${high} €` : `≥ ${low} €`;
};

/** The public search of the catalogue: visible products, words or EAN, facets. */
export const createSearchService = ({ db, client }: Services) => {
  const availabilityLabel = (code: string, locale: Locale) => {
    const availability = onixAvailabilities[code as keyof typeof onixAvailabilities];
    if (!availability) return translate('noAvailability', locale);
    return client.availabilityLabels[availability.group]?.[locale] ?? availability[locale];
  };

  const facets = async (
    query: TFacetsQuery,
    locale: Locale,
    shown: SQL,
    match: TextMatch | null,
  ): Promise<TFacets> => {
    const counts = await facetCounts(db, shown, query, match);
    const labelled = (values: FacetCount[], label: (value: string) => string) =>
      values.map((value) => ({
        value: value.value,
        count: value.count,
        label: value.label || label(value.value),
      }));
    const bucket = (value: string) => translate(bucketLabels[value] ?? 'noAvailability', locale);
    const same = (value: string) => value;
    return {
      availability: labelled(counts.availability, (code) => availabilityLabel(code, locale)),
      category: labelled(counts.category, same),
      publisher: labelled(counts.publisher, same),
      collection: labelled(counts.collection, same),
      author: labelled(counts.author, same),
      priceRange: labelled(counts.priceRange, priceLabel),
      releaseDateRange: labelled(counts.releaseDateRange, bucket),
      stock: labelled(counts.stock, bucket),
      visibility: labelled(counts.visibility, bucket),
    };
  };

  const search = async (query: TSearchQuery, shown: SQL) => {
    const { rows, totalCount, match } = await searchProducts(db, shown, query);
    return { page: { items: rows.map(publicProductOut), totalCount }, match };
  };

  // The restrictions in force are read once per request and shared by all its queries.
  return {
    search: async (query: TSearchQuery) => (await search(query, await publicCatalogue(db))).page,
    facets: async (query: TFacetsQuery, locale: Locale) => {
      const shown = await publicCatalogue(db);
      return facets(query, locale, shown, await searchMatch(db, shown, query));
    },
    /** The back office's facets: every product, hidden or restricted, counted. */
    productFacets: async (query: TProductFacetsQuery, locale: Locale) => {
      const everything = sql`true`;
      return facets(query, locale, everything, await searchMatch(db, everything, query));
    },
    searchWithFacets: async (query: TSearchQuery, locale: Locale) => {
      const shown = await publicCatalogue(db);
      const { page, match } = await search(query, shown);
      return { ...page, facets: await facets(query, locale, shown, match) };
    },
  };
};

import {
  availabilityLabelOf,
  type Locale,
  MAX_SUBJECT_CHOICES,
  type MessageKey,
  type TFacets,
  type TFacetsQuery,
  type TProductFacetsQuery,
  type TProductSubjectsQuery,
  type TSearchQuery,
  translate,
} from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import { withStatementTimeout } from '../../db/statement-timeout.ts';
import type { Services } from '../../services.ts';
import { publicProductOut } from '../products/products.views.ts';
import { listSubjects, publicCatalogue, wholeCatalogue } from './search.repository.ts';
import type { FacetCount, FacetCounts } from './search-facets.sql.ts';

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
export const createSearchService = ({ db, client, config }: Services) => {
  const availabilityLabel = (code: string, locale: Locale) =>
    availabilityLabelOf(code, client.availabilityLabels, locale) || translate('noAvailability', locale);

  const labelledFacets = (counts: FacetCounts, locale: Locale): TFacets => {
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

  /** What anyone may call runs under the public statement timeout. */
  const publicRead = <T>(read: (executor: Executor) => Promise<T>) =>
    withStatementTimeout(db, config.PUBLIC_QUERY_TIMEOUT_MS, read);

  // The restrictions in force are read once per request and shared by all its queries.
  return {
    search: (query: TSearchQuery) =>
      publicRead(async (tx) => {
        const { rows, totalCount } = await (await publicCatalogue(tx)).search(query);
        return { items: rows.map(publicProductOut), totalCount };
      }),
    facets: (query: TFacetsQuery, locale: Locale) =>
      publicRead(async (tx) => labelledFacets(await (await publicCatalogue(tx)).facetCounts(query), locale)),
    /** The back office's facets: every product, hidden or restricted, counted. */
    productFacets: async (query: TProductFacetsQuery, locale: Locale) =>
      labelledFacets(await wholeCatalogue(db).facetCounts(query), locale),
    /** The subjects staff choose a product's among: those the catalogue already carries. */
    productSubjects: (query: TProductSubjectsQuery) =>
      listSubjects(db, query.scheme, query.search || undefined, MAX_SUBJECT_CHOICES),
    searchWithFacets: (query: TSearchQuery, locale: Locale) =>
      publicRead(async (tx) => {
        const { rows, totalCount, facetCounts } = await (await publicCatalogue(tx)).searchWithFacetCounts(
          query,
        );
        return {
          items: rows.map(publicProductOut),
          totalCount,
          facets: labelledFacets(facetCounts, locale),
        };
      }),
  };
};

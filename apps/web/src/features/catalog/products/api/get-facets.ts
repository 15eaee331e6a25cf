import { type EndpointQuery, productFacetEndpoints } from '@colophon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n.ts';
import { call } from '@/lib/api.ts';
import { facetsKeys } from './products-keys.ts';

export type FacetsQuery = EndpointQuery<typeof productFacetEndpoints.facets>;

/**
 * The facet counts of the whole catalogue (hidden and restricted products included) for the words
 * and filters of the list: the filters' choices.
 */
export const facetsQueryOptions = (query: FacetsQuery) =>
  queryOptions({
    queryKey: facetsKeys.list({ ...query, locale: currentLocale() }),
    queryFn: ({ signal }) => call(productFacetEndpoints.facets, { query }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });

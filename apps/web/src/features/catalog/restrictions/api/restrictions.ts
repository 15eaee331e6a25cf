import { type EndpointQuery, productFacetEndpoints, restrictionEndpoints } from '@colophon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const restrictionsKeys = queryKeysFactory('restrictions');
export type RestrictionsQuery = EndpointQuery<typeof restrictionEndpoints.list>;

export const restrictionsQueryOptions = (query: RestrictionsQuery) =>
  queryOptions({
    queryKey: restrictionsKeys.list(query),
    queryFn: ({ signal }) => call(restrictionEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const restrictionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: restrictionsKeys.detail(id),
    queryFn: ({ signal }) => call(restrictionEndpoints.get, { query: { id } }, { signal }),
  });

/** The restriction types with their labels: an option list (900 s), per language. */
export const restrictionTypesQueryOptions = () =>
  queryOptions({
    queryKey: restrictionsKeys.detail('types', { locale: currentLocale() }),
    queryFn: ({ signal }) => call(restrictionEndpoints.types, {}, { signal }),
    staleTime: cacheTimes.options,
  });

/**
 * The catalogue's values of a field for what staff type, with how many products carry each (the
 * product list's facets): what a restriction's value is chosen among, and how many products it touches.
 */
export const restrictionValuesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['restriction-values', search],
    queryFn: ({ signal }) =>
      call(productFacetEndpoints.facets, { query: search ? { search } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });

import { catalogListEndpoints, type EndpointQuery, type TCatalogListType } from '@colophon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const catalogListsKeys = queryKeysFactory('catalog-lists');
export type CatalogListsQuery = EndpointQuery<typeof catalogListEndpoints.list>;

export const catalogListsQueryOptions = (query: CatalogListsQuery) =>
  queryOptions({
    queryKey: catalogListsKeys.list(query),
    queryFn: ({ signal }) => call(catalogListEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const catalogListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogListsKeys.detail(id),
    queryFn: ({ signal }) => call(catalogListEndpoints.get, { query: { id } }, { signal }),
  });

/** The list types with their labels: an option list (900 s), per language. */
export const catalogListTypesQueryOptions = () =>
  queryOptions({
    queryKey: catalogListsKeys.detail('types', { locale: currentLocale() }),
    queryFn: ({ signal }) => call(catalogListEndpoints.types, {}, { signal }),
    staleTime: cacheTimes.options,
  });

/** What a regeneration would put in a list of this type today; nothing is saved. */
export const candidatesQueryOptions = (catalogListType: TCatalogListType, maxProducts: number) =>
  queryOptions({
    queryKey: catalogListsKeys.detail('candidates', { catalogListType, maxProducts }),
    queryFn: ({ signal }) =>
      call(catalogListEndpoints.candidates, { query: { catalogListType, maxProducts } }, { signal }),
  });

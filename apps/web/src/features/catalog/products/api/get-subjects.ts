import { productFacetEndpoints, type TSubjectScheme } from '@colophon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { subjectsKeys } from './products-keys.ts';

/**
 * The CLIL or Thema subjects the catalogue carries, with how many products carry each, for words of
 * the heading or the start of a code: what a product's subjects are chosen among.
 */
export const subjectsQueryOptions = (scheme: TSubjectScheme, search: string) =>
  queryOptions({
    queryKey: subjectsKeys.list({ scheme, search }),
    queryFn: ({ signal }) =>
      call(productFacetEndpoints.subjects, { query: search ? { scheme, search } : { scheme } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });

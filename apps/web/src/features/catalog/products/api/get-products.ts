import { type EndpointQuery, productEndpoints } from '@colophon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { productsKeys } from './products-keys.ts';

export type ProductsQuery = EndpointQuery<typeof productEndpoints.list>;

export const getProducts = (query: ProductsQuery, signal?: AbortSignal) =>
  call(productEndpoints.list, { query }, { signal });

export const productsQueryOptions = (query: ProductsQuery) =>
  queryOptions({
    queryKey: productsKeys.list(query),
    queryFn: ({ signal }) => getProducts(query, signal),
    placeholderData: keepPreviousData,
  });

import { productEndpoints } from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { productsKeys } from './products-keys.ts';

export const getProduct = (id: number, signal?: AbortSignal) =>
  call(productEndpoints.get, { query: { id } }, { signal });

export const productQueryOptions = (id: number) =>
  queryOptions({ queryKey: productsKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

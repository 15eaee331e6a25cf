import { addressEndpoints, storeEndpoints, type TStoreCreate, type TStoreUpdate } from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { call } from '@/lib/api.ts';
import { useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const storeKeys = queryKeysFactory('stores');

export const storesQueryOptions = () =>
  queryOptions({
    queryKey: storeKeys.list(),
    queryFn: ({ signal }) => call(storeEndpoints.list, {}, { signal }),
  });

export const storeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: storeKeys.detail(id),
    queryFn: ({ signal }) => call(storeEndpoints.get, { query: { id } }, { signal }),
  });

/** Opens a store, or saves one at the version read (a stale one is a 409 the form resolves). */
export const useSaveStore = () =>
  useSaveMutation(storeKeys, (body: TStoreCreate | TStoreUpdate) =>
    'id' in body ? call(storeEndpoints.update, { body }) : call(storeEndpoints.create, { body }),
  );

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', currentLocale()],
    queryFn: ({ signal }) => call(addressEndpoints.countries, {}, { signal }),
    staleTime: cacheTimes.enumerations,
  });

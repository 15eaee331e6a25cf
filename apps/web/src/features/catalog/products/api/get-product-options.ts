import { productEndpoints } from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { call } from '@/lib/api.ts';
import { productOptionsKeys } from './products-keys.ts';

/** The availability codes with the client's labels: an option list (900 s), per language. */
export const availabilitiesQueryOptions = () =>
  queryOptions({
    queryKey: productOptionsKeys.detail('availabilities', { locale: currentLocale() }),
    queryFn: ({ signal }) => call(productEndpoints.availabilities, {}, { signal }),
    staleTime: cacheTimes.options,
  });

export const variationTypesQueryOptions = () =>
  queryOptions({
    queryKey: productOptionsKeys.detail('variationTypes', { locale: currentLocale() }),
    queryFn: ({ signal }) => call(productEndpoints.variationTypes, {}, { signal }),
    staleTime: cacheTimes.options,
  });

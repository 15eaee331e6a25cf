import { userEndpoints } from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { call } from '@/lib/api.ts';
import { claimsKeys } from './users-keys.ts';

/** The claims catalogue, as the API knows it: a fixed enumeration (2 678 400 s cache). */
export const claimsQueryOptions = () =>
  queryOptions({
    queryKey: claimsKeys.list(),
    queryFn: ({ signal }) => call(userEndpoints.claimsByPrefix, { query: { prefix: '' } }, { signal }),
    staleTime: cacheTimes.enumerations,
  });

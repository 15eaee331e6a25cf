import { hostingEndpoints } from '@colophon/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { call } from '@/lib/api.ts';

export const getHosting = () => call(hostingEndpoints.get);

/** Hosting information, loaded at start and kept as the API sent it (2 700 s cache). */
export const hostingQueryOptions = () =>
  queryOptions({
    queryKey: ['hosting'],
    queryFn: getHosting,
    staleTime: cacheTimes.hosting,
    gcTime: cacheTimes.hosting,
    meta: { silent: true },
  });

export const useHosting = () => useQuery(hostingQueryOptions());

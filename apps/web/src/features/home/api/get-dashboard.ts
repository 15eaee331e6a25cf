import { dashboardEndpoints } from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';

/** The shop's day; refreshed each minute while the home screen is open. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => call(dashboardEndpoints.get, {}, { signal }),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

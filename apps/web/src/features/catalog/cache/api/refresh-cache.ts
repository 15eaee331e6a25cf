import { productCacheEndpoints, taskEndpoints } from '@colophon/contract';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { message } from '@/i18n/message.ts';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

/** Launches the rebuild of the search statistics and the cover thumbnails as a background task. */
export const useRefreshCache = () =>
  useMutation({
    meta: { successMessage: message('backgroundTaskLaunched') },
    mutationFn: () => call(productCacheEndpoints.refresh),
  });

const cacheTaskKeys = queryKeysFactory('product-cache-task');

/** The task launched, found by its id on the background tasks' list. */
export const cacheTaskQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: cacheTaskKeys.detail(taskId),
    queryFn: async ({ signal }) =>
      (await call(taskEndpoints.list, { query: { search: taskId, page: 1, pageSize: 1 } }, { signal }))
        .items[0] ?? null,
  });

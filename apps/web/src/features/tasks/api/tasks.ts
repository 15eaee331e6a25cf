import { type EndpointQuery, taskEndpoints } from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from '@/i18n/message.ts';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const tasksKeys = queryKeysFactory('tasks');
export type TasksQuery = EndpointQuery<typeof taskEndpoints.list>;

export const tasksQueryOptions = (query: TasksQuery) =>
  queryOptions({
    queryKey: tasksKeys.list(query),
    queryFn: ({ signal }) => call(taskEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRelaunchTask = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage: message('backgroundTaskLaunched') },
    mutationFn: (id: string) => call(taskEndpoints.relaunch, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.lists() }),
  });
};

import { type TTask, taskEndpoints } from '@colophon/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

const taskKeys = queryKeysFactory('analytics-task');
const POLL_MS = 1_000;

export const taskRunning = (task: TTask | null | undefined) =>
  Boolean(task && ['created', 'active', 'retry'].includes(task.state));

/** A task launched from an analytics screen, asked again every second until it has ended. */
export const useLaunchedTask = (taskId: string | null, mayFollow: boolean) =>
  useQuery({
    queryKey: taskKeys.detail(taskId ?? ''),
    queryFn: async ({ signal }) =>
      (await call(taskEndpoints.list, { query: { search: taskId ?? '', page: 1, pageSize: 1 } }, { signal }))
        .items[0] ?? null,
    enabled: Boolean(taskId) && mayFollow,
    refetchInterval: (query) =>
      taskRunning(query.state.data) || query.state.data === null ? POLL_MS : false,
    meta: { silent: true },
  });

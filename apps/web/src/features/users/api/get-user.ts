import { userEndpoints } from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { usersKeys } from './users-keys.ts';

export const getUser = (id: number, signal?: AbortSignal) =>
  call(userEndpoints.get, { query: { id } }, { signal });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.detail(id), queryFn: ({ signal }) => getUser(id, signal) });

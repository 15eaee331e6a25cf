import { type EndpointQuery, userEndpoints } from '@colophon/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { usersKeys } from './users-keys.ts';

export type UsersQuery = EndpointQuery<typeof userEndpoints.list>;

export const getUsers = (query: UsersQuery, signal?: AbortSignal) =>
  call(userEndpoints.list, { query }, { signal });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

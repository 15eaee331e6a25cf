/** The signed-in user, in one place: the shell, home, profile and sign-in read it from here. */
import { currentUserEndpoints, type TProfileUpdate } from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { call } from './api.ts';

export const currentUserKey = ['currentUser'] as const;

export const getCurrentUser = (signal?: AbortSignal) => call(currentUserEndpoints.get, {}, { signal });

/** The signed-in user: loaded after sign-in and at start, cached 1 s (DESIGN.md). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: cacheTimes.session,
  });

export const useCurrentUser = () => useSuspenseQuery(currentUserQueryOptions()).data;

export const updateCurrentUser = (body: TProfileUpdate) => call(currentUserEndpoints.update, { body });

export const useUpdateCurrentUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
};

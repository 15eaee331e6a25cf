import { type TRoleCreate, type TRoleUpdate, userEndpoints } from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { call } from '@/lib/api.ts';
import { rolesKeys, usersKeys } from './users-keys.ts';

/** Every role (there are few): the roles tab, the role filter and the user's role checkboxes. */
export const getRoles = (signal?: AbortSignal) =>
  call(userEndpoints.roles, { query: { page: 1, pageSize: 200, sort: 'name' } }, { signal });

/** An option list: the 900 s cache (DESIGN.md), refreshed by every role change made here. */
export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: rolesKeys.list(),
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: cacheTimes.options,
  });

export const useSaveRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoleCreate | TRoleUpdate) =>
      'id' in body ? call(userEndpoints.updateRole, { body }) : call(userEndpoints.createRole, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
};

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(userEndpoints.removeRole, { query: { id } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: rolesKeys.all });
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
};

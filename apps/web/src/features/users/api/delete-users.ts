import { userEndpoints } from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { usersKeys } from './users-keys.ts';

export const deleteUser = (id: number) => call(userEndpoints.remove, { query: { id } });

/** Deletes one or several users, one call each, and refreshes the lists. */
export const useDeleteUsers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await deleteUser(id);
    },
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: usersKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
};

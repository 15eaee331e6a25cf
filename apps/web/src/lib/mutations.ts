import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** The query keys a mutation refreshes: a resource's `queryKeysFactory`. */
export interface MutatedKeys {
  lists: () => QueryKey;
  detail: (id: number) => QueryKey;
}

/**
 * The one save of every entity: creates or updates it with `save`, puts the saved entity in its
 * detail's cache (the form shows what the API kept) and refreshes the lists.
 */
export const useSaveMutation = <B, E extends { id: number }>(
  keys: MutatedKeys,
  save: (body: B) => Promise<E>,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (entity) => {
      queryClient.setQueryData(keys.detail(entity.id), entity);
      await queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
};

/**
 * The one delete of every entity, of one or several ids (a detail's delete, a list's selection):
 * `remove` deletes them, then their details leave the cache and the lists refresh, even when it failed
 * halfway.
 */
export const useDeleteMutation = (keys: MutatedKeys, remove: (ids: number[]) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
};

/** For an endpoint that deletes one id: the ids one after the other. */
export const oneByOne =
  (remove: (id: number) => Promise<unknown>) =>
  async (ids: number[]): Promise<void> => {
    for (const id of ids) await remove(id);
  };

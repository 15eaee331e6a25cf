import type { Endpoint, ZByIds, ZNothing } from '@colophon/contract';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n, type TranslationKey } from '@/i18n/i18n.ts';
import { call } from './api.ts';
import { entityName, notifyDone } from './notify-done.tsx';

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
    // "Succès !" with what was saved, named (issue 10).
    meta: { quietSuccess: true },
    onSuccess: async (entity) => {
      const name = entityName(entity);
      notifyDone(name ? i18n.t('common.savedNamed', { name }) : i18n.t('common.saved'));
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
    meta: { quietSuccess: true },
    onSuccess: (_data, ids) => notifyDone(deletedText(keys, ids.length)),
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: keys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: keys.lists() });
    },
  });
};

/** "3 auteurs supprimés": by the resource of the keys, else "3 éléments supprimés". */
export const deletedText = (keys: MutatedKeys, count: number) => {
  const key = `deleted.${String(keys.lists()[0])}`;
  return i18n.exists(`${key}_other`)
    ? i18n.t(key as TranslationKey, { count })
    : i18n.t('common.deletedCount', { count });
};

/** An endpoint that deletes one id or several (its query is the contract's `ZByIds`). */
export type DeletionEndpoint = Endpoint<typeof ZByIds, undefined, typeof ZNothing>;

/** The ids deleted by one request to `endpoint`, all or none: a list's bulk delete. */
export const allAtOnce = (endpoint: DeletionEndpoint) => (ids: number[]) =>
  call(endpoint, { query: { id: ids } });

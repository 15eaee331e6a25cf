import { profilingEndpoints, type TTarget, targetEndpoints } from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/i18n/i18n.ts';
import { message } from '@/i18n/message.ts';
import { call } from '@/lib/api.ts';
import { notifyDone } from '@/lib/notify-done.tsx';
import { queryKeysFactory } from '@/lib/query-keys.ts';
import { allTargetsQueryOptions, targetKeys } from './targets.ts';

export const profileKeys = queryKeysFactory('analytics-profiles');

/** The profiles: every target in its display order. */
export const profilesQueryOptions = () => allTargetsQueryOptions();

export const profileQueryOptions = (id: number) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => call(profilingEndpoints.detail, { query: { id } }, { signal }),
  });

/** Puts the profiles in the order given; the list shows it at once and keeps it if the save fails. */
export const useSaveProfileOrder = () => {
  const queryClient = useQueryClient();
  const key = allTargetsQueryOptions().queryKey;
  return useMutation({
    meta: { quietSuccess: true },
    mutationFn: (targets: TTarget[]) =>
      call(targetEndpoints.saveDisplayOrders, { body: { ids: targets.map((target) => target.id) } }),
    onMutate: async (targets) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, targets);
      return { before };
    },
    onError: (_error, _targets, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: async (saved) => {
      notifyDone(i18n.t('analytics.profiles.orderSaved'));
      queryClient.setQueryData(key, saved);
      await queryClient.invalidateQueries({ queryKey: targetKeys.lists() });
    },
  });
};

/** Launches the task that works out one profile's recommendations, or every profile's (no id). */
export const useCalculateRecommendations = () =>
  useMutation({
    meta: { successMessage: message('backgroundTaskLaunched') },
    mutationFn: (id?: number) =>
      id === undefined
        ? call(profilingEndpoints.calculateAll)
        : call(profilingEndpoints.calculate, { body: { id } }),
  });

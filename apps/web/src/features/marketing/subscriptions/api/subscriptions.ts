import {
  type EndpointQuery,
  subscriptionEndpoints,
  type TSubscriptionCreate,
  type TSubscriptionUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, download } from '@/lib/api.ts';
import { saveFile } from '@/lib/csv.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const subscriptionKeys = queryKeysFactory('subscriptions');

export type SubscriptionListQuery = EndpointQuery<typeof subscriptionEndpoints.list>;
export type SubscriberListQuery = EndpointQuery<typeof subscriptionEndpoints.subscribers>;
export type SubscriptionStatsQuery = EndpointQuery<typeof subscriptionEndpoints.stats>;

export const subscriptionsQueryOptions = (query: SubscriptionListQuery) =>
  queryOptions({
    queryKey: subscriptionKeys.list(query),
    queryFn: ({ signal }) => call(subscriptionEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const subscriptionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: subscriptionKeys.detail(id),
    queryFn: ({ signal }) => call(subscriptionEndpoints.get, { query: { id } }, { signal }),
  });

/** A subscription's addresses; under the lists' key, so that a forced unsubscription refreshes them. */
export const subscribersQueryOptions = (query: SubscriberListQuery) =>
  queryOptions({
    queryKey: [...subscriptionKeys.lists(), 'subscribers', query],
    queryFn: ({ signal }) => call(subscriptionEndpoints.subscribers, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const subscriptionStatsQueryOptions = (query: SubscriptionStatsQuery) =>
  queryOptions({
    queryKey: [...subscriptionKeys.lists(), 'stats', query],
    queryFn: ({ signal }) => call(subscriptionEndpoints.stats, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useSaveSubscription = () =>
  useSaveMutation(subscriptionKeys, (body: TSubscriptionCreate | TSubscriptionUpdate) =>
    'id' in body
      ? call(subscriptionEndpoints.update, { body })
      : call(subscriptionEndpoints.create, { body }),
  );

export const useDeleteSubscriptions = () =>
  useDeleteMutation(subscriptionKeys, allAtOnce(subscriptionEndpoints.remove));

/** Takes an address out of a subscription; the subscription (its count), its lists and stats refresh. */
export const useForceUnsubscribe = (successMessage: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage },
    mutationFn: (body: { subscriptionId: number; email: string }) =>
      call(subscriptionEndpoints.forceUnsubscribe, { body }),
    onSettled: (_data, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.detail(body.subscriptionId) }),
      ]),
  });
};

/** The CSV of every subscriber the filters keep, streamed by the API (not only the page shown). */
export const useExportSubscribers = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: async (query: EndpointQuery<typeof subscriptionEndpoints.exportSubscribers>) => {
      const { blob, fileName } = await download(subscriptionEndpoints.exportSubscribers, { query });
      saveFile(blob, fileName ?? `abonnes-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });

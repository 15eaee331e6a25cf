import { type EndpointQuery, offerEndpoints, type TOfferCreate, type TOfferUpdate } from '@colophon/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const offerKeys = queryKeysFactory('offers');

export type OfferListQuery = EndpointQuery<typeof offerEndpoints.list>;

export const offersQueryOptions = (query: OfferListQuery) =>
  queryOptions({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal }) => call(offerEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const offerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => call(offerEndpoints.get, { query: { id } }, { signal }),
  });

export const useOffers = (query: OfferListQuery) => useQuery(offersQueryOptions(query));

export const useSaveOffer = () =>
  useSaveMutation(offerKeys, (body: TOfferCreate | TOfferUpdate) =>
    'id' in body ? call(offerEndpoints.update, { body }) : call(offerEndpoints.create, { body }),
  );

export const useDeleteOffers = () => useDeleteMutation(offerKeys, allAtOnce(offerEndpoints.remove));

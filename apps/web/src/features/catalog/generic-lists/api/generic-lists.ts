import {
  authorEndpoints,
  collectionEndpoints,
  type EndpointQuery,
  genericListEndpoints,
  reviewEndpoints,
  type TReviewStatus,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

/** Authors, reviews and collections share the list endpoint; each kind has its own keys. */
export const genericListKeys = {
  Author: queryKeysFactory('authors'),
  Review: queryKeysFactory('reviews'),
  Collection: queryKeysFactory('collections'),
};

export type GenericListQuery = EndpointQuery<typeof genericListEndpoints.list>;

export const genericListQueryOptions = (query: GenericListQuery) =>
  queryOptions({
    queryKey: genericListKeys[query.kind].list(query),
    queryFn: ({ signal }) => call(genericListEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The reviews a list shows by its `status` param: those waiting by default, every one for `All`. */
export const reviewStatusShown = (status: TReviewStatus | 'All' | undefined): TReviewStatus | undefined =>
  status === 'All' ? undefined : (status ?? 'Pending');

/** How many reviews wait for moderation (the count beside the default view). */
export const pendingReviewsQueryOptions = () =>
  genericListQueryOptions({ kind: 'Review', status: 'Pending', page: 1, pageSize: 10 });

export const authorQueryOptions = (id: number) =>
  queryOptions({
    queryKey: genericListKeys.Author.detail(id),
    queryFn: ({ signal }) => call(authorEndpoints.get, { query: { id } }, { signal }),
  });

export const reviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: genericListKeys.Review.detail(id),
    queryFn: ({ signal }) => call(reviewEndpoints.get, { query: { id } }, { signal }),
  });

export const collectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: genericListKeys.Collection.detail(id),
    queryFn: ({ signal }) => call(collectionEndpoints.get, { query: { id } }, { signal }),
  });

/** One kind's page of the shared list, its items narrowed to that kind. */
export const useGenericList = <K extends GenericListQuery['kind']>(query: GenericListQuery & { kind: K }) =>
  useQuery({
    ...genericListQueryOptions(query),
    select: (page) => ({
      ...page,
      items: page.items.filter((item): item is Extract<typeof item, { kind: K }> => item.kind === query.kind),
    }),
  });

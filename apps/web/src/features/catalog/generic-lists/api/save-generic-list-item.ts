import {
  authorEndpoints,
  collectionEndpoints,
  reviewEndpoints,
  type TAuthorCreate,
  type TAuthorUpdate,
  type TCollectionCreate,
  type TCollectionUpdate,
  type TGenericListKind,
  type TReviewCreate,
  type TReviewUpdate,
} from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { genericListKeys } from './generic-lists.ts';

export const useSaveAuthor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAuthorCreate | TAuthorUpdate) =>
      'id' in body ? call(authorEndpoints.update, { body }) : call(authorEndpoints.create, { body }),
    onSuccess: async (author) => {
      queryClient.setQueryData(genericListKeys.Author.detail(author.id), author);
      await queryClient.invalidateQueries({ queryKey: genericListKeys.Author.lists() });
    },
  });
};

export const useSaveCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCollectionCreate | TCollectionUpdate) =>
      'id' in body ? call(collectionEndpoints.update, { body }) : call(collectionEndpoints.create, { body }),
    onSuccess: async (collection) => {
      queryClient.setQueryData(genericListKeys.Collection.detail(collection.id), collection);
      await queryClient.invalidateQueries({ queryKey: genericListKeys.Collection.lists() });
    },
  });
};

export const useSaveReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewCreate | TReviewUpdate) =>
      'id' in body ? call(reviewEndpoints.update, { body }) : call(reviewEndpoints.create, { body }),
    onSuccess: async (review) => {
      queryClient.setQueryData(genericListKeys.Review.detail(review.id), review);
      await queryClient.invalidateQueries({ queryKey: genericListKeys.Review.lists() });
    },
  });
};

const removers = {
  Author: (id: number) => call(authorEndpoints.remove, { query: { id } }),
  Review: (id: number) => call(reviewEndpoints.remove, { query: { id } }),
  Collection: (id: number) => call(collectionEndpoints.remove, { query: { id } }),
};

/** Deletes one item or several of a kind, one call each, and refreshes the lists. */
export const useDeleteGenericListItems = (kind: TGenericListKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await removers[kind](id);
    },
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: genericListKeys[kind].detail(id) });
      return queryClient.invalidateQueries({ queryKey: genericListKeys[kind].lists() });
    },
  });
};

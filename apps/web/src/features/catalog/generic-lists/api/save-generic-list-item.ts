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
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { genericListKeys } from './generic-lists.ts';

export const useSaveAuthor = () =>
  useSaveMutation(genericListKeys.Author, (body: TAuthorCreate | TAuthorUpdate) =>
    'id' in body ? call(authorEndpoints.update, { body }) : call(authorEndpoints.create, { body }),
  );

export const useSaveCollection = () =>
  useSaveMutation(genericListKeys.Collection, (body: TCollectionCreate | TCollectionUpdate) =>
    'id' in body ? call(collectionEndpoints.update, { body }) : call(collectionEndpoints.create, { body }),
  );

export const useSaveReview = () =>
  useSaveMutation(genericListKeys.Review, (body: TReviewCreate | TReviewUpdate) =>
    'id' in body ? call(reviewEndpoints.update, { body }) : call(reviewEndpoints.create, { body }),
  );

const removers = {
  Author: allAtOnce(authorEndpoints.remove),
  Review: allAtOnce(reviewEndpoints.remove),
  Collection: allAtOnce(collectionEndpoints.remove),
};

/** Deletes one item or several of a kind. */
export const useDeleteGenericListItems = (kind: TGenericListKind) =>
  useDeleteMutation(genericListKeys[kind], removers[kind]);

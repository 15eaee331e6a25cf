import {
  categoryEndpoints,
  signatureEndpoints,
  type TCategoryCreate,
  type TCategoryUpdate,
  type TSignatureCreate,
  type TSignatureUpdate,
  type TTagCreate,
  type TTagUpdate,
  tagEndpoints,
} from '@colophon/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const categoryKeys = queryKeysFactory('categories');
export const tagKeys = queryKeysFactory('tags');
export const signatureKeys = queryKeysFactory('signatures');

/** The whole tree in one read; it lives under the lists' key so that every save refreshes it. */
export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: [...categoryKeys.lists(), 'tree'],
    queryFn: ({ signal }) => call(categoryEndpoints.fullTree, {}, { signal }),
  });

export const categoryPairsQueryOptions = () =>
  queryOptions({
    queryKey: [...categoryKeys.lists(), 'pairs'],
    queryFn: ({ signal }) => call(categoryEndpoints.pairs, {}, { signal }),
  });

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => call(categoryEndpoints.get, { query: { id } }, { signal }),
  });

export const useSaveCategory = () =>
  useSaveMutation(categoryKeys, (body: TCategoryCreate | TCategoryUpdate) =>
    'id' in body ? call(categoryEndpoints.update, { body }) : call(categoryEndpoints.create, { body }),
  );
export const useDeleteCategories = () => useDeleteMutation(categoryKeys, allAtOnce(categoryEndpoints.remove));

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: tagKeys.list({ all: true }),
    queryFn: async ({ signal }) => {
      const page = await call(tagEndpoints.localizedList, { query: { pageSize: 200 } }, { signal });
      return Promise.all(
        page.items.map((item) => call(tagEndpoints.get, { query: { id: item.id } }, { signal })),
      );
    },
  });
export const useSaveTag = () =>
  useSaveMutation(tagKeys, (body: TTagCreate | TTagUpdate) =>
    'id' in body ? call(tagEndpoints.update, { body }) : call(tagEndpoints.create, { body }),
  );
export const useDeleteTags = () => useDeleteMutation(tagKeys, allAtOnce(tagEndpoints.remove));

export const signaturesQueryOptions = () =>
  queryOptions({
    queryKey: signatureKeys.list({ all: true }),
    queryFn: async ({ signal }) => {
      const page = await call(signatureEndpoints.localizedList, { query: { pageSize: 200 } }, { signal });
      return Promise.all(
        page.items.map((item) => call(signatureEndpoints.get, { query: { id: item.id } }, { signal })),
      );
    },
  });
export const useSaveSignature = () =>
  useSaveMutation(signatureKeys, (body: TSignatureCreate | TSignatureUpdate) =>
    'id' in body ? call(signatureEndpoints.update, { body }) : call(signatureEndpoints.create, { body }),
  );
export const useDeleteSignatures = () =>
  useDeleteMutation(signatureKeys, allAtOnce(signatureEndpoints.remove));

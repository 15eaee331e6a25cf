import {
  categoryEndpoints,
  type EndpointQuery,
  postEndpoints,
  seoEndpoints,
  signatureEndpoints,
  type TPostCreate,
  type TPostTransition,
  type TPostUpdate,
  tagEndpoints,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const postKeys = queryKeysFactory('posts');
export type PostListQuery = EndpointQuery<typeof postEndpoints.list>;

export const postsQueryOptions = (query: PostListQuery) =>
  queryOptions({
    queryKey: postKeys.list(query),
    queryFn: ({ signal }) => call(postEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => call(postEndpoints.get, { query: { id } }, { signal }),
  });

/** What the editor's pickers list: types' fields, categories, tags, signatures, other posts. */
export const postOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['posts', 'options'],
    queryFn: async ({ signal }) => {
      const [configuration, categories, tags, signatures, posts] = await Promise.all([
        call(postEndpoints.configuration, {}, { signal }),
        call(categoryEndpoints.pairs, {}, { signal }),
        call(tagEndpoints.pairs, {}, { signal }),
        call(signatureEndpoints.pairs, {}, { signal }),
        call(postEndpoints.list, { query: { pageSize: 200, sort: '-updatedAt' } }, { signal }),
      ]);
      return {
        configuration,
        categories,
        tags,
        signatures,
        posts: posts.items.map((post) => ({ id: post.id, name: post.title })),
      };
    },
  });

export const useSavePost = () =>
  useSaveMutation(postKeys, (body: TPostCreate | TPostUpdate) =>
    'id' in body ? call(postEndpoints.update, { body }) : call(postEndpoints.create, { body }),
  );

export const useDeletePosts = () => useDeleteMutation(postKeys, allAtOnce(postEndpoints.remove));

/**
 * One workflow step; the post as it now is goes to its detail's cache, the lists refresh. Its
 * outcome is the workflow panel's to show (a stale version with its reload).
 */
export const usePostTransition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPostTransition) => call(postEndpoints.transition, { body }),
    meta: { silent: true },
    onSuccess: async (post) => {
      queryClient.setQueryData(postKeys.detail(post.id), post);
      await queryClient.invalidateQueries({ queryKey: postKeys.lists() });
    },
  });
};

/** The free relative URL the API proposes for a title. */
export const proposeRelativeUrl = async (text: string, locale: 'fr' | 'en', postId: number | undefined) =>
  (await call(seoEndpoints.textToSeo, { query: { text, locale, ...(postId ? { postId } : {}) } }))
    .relativeUrl;

/** Books of the catalogue for the editor's picker, by words of the title or authors, or an EAN. */
export const postBooksQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['posts', 'books', search],
    queryFn: ({ signal }) => call(postEndpoints.books, { query: { search } }, { signal }),
    enabled: search.trim().length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

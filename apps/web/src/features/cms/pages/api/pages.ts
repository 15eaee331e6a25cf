import {
  blocEndpoints,
  catalogListEndpoints,
  categoryEndpoints,
  type EndpointQuery,
  mediaEndpoints,
  pageEndpoints,
  pagePreviewEndpoints,
  postEndpoints,
  type TCmsPageCreate,
  type TCmsPageUpdate,
  type TPageMove,
  type TPagePreviewInput,
  tagEndpoints,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const pageKeys = queryKeysFactory('pages');
export type PageListQuery = EndpointQuery<typeof pageEndpoints.localizedList>;

export const pagesQueryOptions = (query: PageListQuery) =>
  queryOptions({
    queryKey: pageKeys.list(query),
    queryFn: ({ signal }) => call(pageEndpoints.localizedList, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The whole tree in one read; it lives under the lists' key so that every save refreshes it. */
export const pageTreeQueryOptions = () =>
  queryOptions({
    queryKey: [...pageKeys.lists(), 'tree'],
    queryFn: ({ signal }) => call(pageEndpoints.fullTree, {}, { signal }),
  });

export const pageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pageKeys.detail(id),
    queryFn: ({ signal }) => call(pageEndpoints.get, { query: { id } }, { signal }),
  });

/** A picker's choices; empty when the user may not read them (its own claim). */
const orNone = <T>(request: Promise<T[]>) => request.catch((): T[] => []);

/** What the builder's side panel lists: bloc types' settings, posts, categories, tags, catalogue lists, pictures. */
export const builderOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'builder-options'],
    staleTime: 900_000,
    queryFn: async ({ signal }) => {
      const [configuration, posts, categories, tags, catalogLists, pictures] = await Promise.all([
        call(blocEndpoints.configuration, {}, { signal }),
        orNone(
          call(postEndpoints.list, { query: { pageSize: 200, sort: '-updatedAt' } }, { signal }).then(
            (page) => page.items.map((post) => ({ id: post.id, name: post.title })),
          ),
        ),
        orNone(call(categoryEndpoints.pairs, {}, { signal })),
        orNone(call(tagEndpoints.pairs, {}, { signal })),
        orNone(
          call(catalogListEndpoints.list, { query: { pageSize: 200 } }, { signal }).then((page) =>
            page.items.map((list) => ({ id: list.id, name: list.name, type: list.catalogListType })),
          ),
        ),
        // A carousel's pictures: the library's latest 200.
        orNone(
          call(
            mediaEndpoints.list,
            { query: { pageSize: 200, kind: 'Image', sort: '-createdAt' } },
            { signal },
          ).then((page) =>
            page.items.map((media) => ({
              id: media.id,
              name: media.title,
              thumbnailUrl: media.thumbnailUrl,
            })),
          ),
        ),
      ]);
      return { configuration, posts, categories, tags, catalogLists, pictures };
    },
  });

export const useSavePage = () =>
  useSaveMutation(pageKeys, (body: TCmsPageCreate | TCmsPageUpdate) =>
    'id' in body ? call(pageEndpoints.update, { body }) : call(pageEndpoints.create, { body }),
  );

export const useDeletePages = () => useDeleteMutation(pageKeys, allAtOnce(pageEndpoints.remove));

/** Moves a branch of the tree; the tree answered replaces the one shown. */
export const useMovePage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPageMove) => call(pageEndpoints.move, { body }),
    onSuccess: (tree) => {
      queryClient.setQueryData(pageTreeQueryOptions().queryKey, tree);
      void queryClient.invalidateQueries({ queryKey: pageKeys.all });
    },
  });
};

export const usePagePreview = () =>
  useMutation({ mutationFn: (body: TPagePreviewInput) => call(pagePreviewEndpoints.preview, { body }) });

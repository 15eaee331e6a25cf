import {
  type EndpointQuery,
  mediaEndpoints,
  type TMedia,
  type TMediaCreate,
  type TMediaUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '@/lib/api.ts';
import type { UploadProgress } from '@/lib/api-client.ts';
import { useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const mediaKeys = queryKeysFactory('media');
export type MediaListQuery = EndpointQuery<typeof mediaEndpoints.list>;

export const mediaListQueryOptions = (query: MediaListQuery) =>
  queryOptions({
    queryKey: mediaKeys.list(query),
    queryFn: ({ signal }) => call(mediaEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const mediaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: mediaKeys.detail(id),
    queryFn: ({ signal }) => call(mediaEndpoints.get, { query: { id } }, { signal }),
  });

/** The limits and providers the add form says, kept like the other option lists (900 s). */
export const mediaConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: ['media', 'configuration'],
    queryFn: ({ signal }) => call(mediaEndpoints.configuration, {}, { signal }),
    staleTime: 900_000,
  });

export interface NewMedia {
  media: TMediaCreate;
  /** The file of an upload; none for a link. */
  file: File | null;
  onProgress?: (progress: UploadProgress) => void;
}

/** Adds a media as a form: its JSON first, then the file of an upload, with the upload's progress. */
export const useAddMedia = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ media, file, onProgress }: NewMedia): Promise<TMedia> => {
      const form = new FormData();
      form.append('media', JSON.stringify(media));
      if (file) form.append('file', file, file.name);
      return upload(mediaEndpoints.create, { form }, onProgress ? { onProgress } : {});
    },
    onSuccess: async (media) => {
      queryClient.setQueryData(mediaKeys.detail(media.id), media);
      await queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
    },
  });
};

export const useSaveMedia = () =>
  useSaveMutation(mediaKeys, (body: TMediaUpdate) => call(mediaEndpoints.update, { body }));

/** Deletes a media; `force` also when posts use it (they lose it). */
export const useDeleteMedia = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, force }: { id: number; force: boolean }) =>
      call(mediaEndpoints.remove, { query: { id, force: force ? 'true' : 'false' } }),
    onSettled: (_data, _error, { id }) => {
      queryClient.removeQueries({ queryKey: mediaKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: mediaKeys.lists() });
    },
  });
};

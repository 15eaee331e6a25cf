import { onixImportEndpoints, type TOnixImport } from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from '@/i18n/message.ts';
import { call, upload } from '@/lib/api.ts';
import type { UploadProgress } from '@/lib/api-client.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';
import { facetsKeys, productsKeys } from './products-keys.ts';

export const onixImportsKeys = queryKeysFactory('onix-imports');

/** How often a running import's report is read again. */
const POLL_MS = 1_000;

/** An import that will not change any more. */
export const isFinished = (state: TOnixImport['state']) =>
  state === 'completed' || state === 'failed' || state === 'unsupported';

/** One import and its report (state, counts, the first errors), read again while it runs. */
export const onixImportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: onixImportsKeys.detail(id),
    queryFn: ({ signal }) => call(onixImportEndpoints.get, { query: { id } }, { signal }),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.state) ? false : POLL_MS),
  });

/** The latest imports, newest first, read again while one of them runs. */
export const recentOnixImportsQueryOptions = (pageSize = 8) =>
  queryOptions({
    queryKey: onixImportsKeys.list({ page: 1, pageSize }),
    queryFn: ({ signal }) => call(onixImportEndpoints.list, { query: { page: 1, pageSize } }, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => !isFinished(item.state)) ? POLL_MS : false,
  });

/** The types the API takes for a feed: XML when the browser says so, else the raw bytes. */
const contentTypeOf = (file: File) =>
  ['application/xml', 'text/xml'].includes(file.type) ? file.type : 'application/octet-stream';

/** Sends an ONIX file as the raw body; the import then runs as a background task. */
export const useUploadOnix = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage: message('backgroundTaskLaunched') },
    mutationFn: ({
      file,
      onProgress,
      signal,
    }: {
      file: File;
      onProgress?: (progress: UploadProgress) => void;
      signal?: AbortSignal;
    }) =>
      upload(
        onixImportEndpoints.upload,
        {
          query: { fileName: file.name.slice(0, 300) || 'onix.xml' },
          file,
          contentType: contentTypeOf(file),
        },
        { onProgress, signal },
      ),
    onSuccess: (started) => {
      queryClient.setQueryData(onixImportsKeys.detail(started.id), started);
      void queryClient.invalidateQueries({ queryKey: onixImportsKeys.lists() });
    },
  });
};

/** Imports a file already on the server (in its feed folder), named by its path in that folder. */
export const useImportServerFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage: message('backgroundTaskLaunched') },
    mutationFn: (path: string) => call(onixImportEndpoints.fromServerFile, { body: { path } }),
    onSuccess: (started) => {
      queryClient.setQueryData(onixImportsKeys.detail(started.id), started);
      void queryClient.invalidateQueries({ queryKey: onixImportsKeys.lists() });
    },
  });
};

/** Once an import has finished, the products and their facet counts may have changed. */
export const refreshCatalogAfterImport = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: productsKeys.all }),
    queryClient.invalidateQueries({ queryKey: facetsKeys.all }),
    queryClient.invalidateQueries({ queryKey: onixImportsKeys.lists() }),
  ]);

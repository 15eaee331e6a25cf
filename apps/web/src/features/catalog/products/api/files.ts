import { productMediaEndpoints, type TFileByUrl } from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '@/lib/api.ts';
import { filesKeys } from './products-keys.ts';

export const filesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: filesKeys.detail(productId),
    queryFn: ({ signal }) => call(productMediaEndpoints.files, { query: { productId } }, { signal }),
  });

export const useUploadFile = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      upload(productMediaEndpoints.uploadFile, {
        query: { productId, fileName: file.name.slice(0, 200) },
        file,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKeys.detail(productId) }),
  });
};

export const useFileByUrl = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFileByUrl) => call(productMediaEndpoints.fileByUrl, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKeys.detail(productId) }),
  });
};

export const useRemoveFile = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(productMediaEndpoints.removeFile, { query: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: filesKeys.detail(productId) }),
  });
};

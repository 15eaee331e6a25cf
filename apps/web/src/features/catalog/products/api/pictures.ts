import { productMediaEndpoints, type TPictureOrder, type TProductPicture } from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, upload } from '@/lib/api.ts';
import { picturesKeys } from './products-keys.ts';

export const picturesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: picturesKeys.detail(productId),
    queryFn: ({ signal }) => call(productMediaEndpoints.pictures, { query: { productId } }, { signal }),
  });

/** Sends a picture's bytes as they are: the API reads the format from them. */
export const uploadPicture = (productId: number, file: File) =>
  upload(productMediaEndpoints.uploadPicture, {
    query: { productId, fileName: file.name.slice(0, 200) },
    file,
  });

export const useUploadPictures = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) await uploadPicture(productId, file);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: picturesKeys.detail(productId) }),
  });
};

export const useOrderPictures = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPictureOrder) => call(productMediaEndpoints.orderPictures, { body }),
    // The order shows at once; a refusal (409: changed meanwhile) puts the server's back.
    onMutate: (body) => {
      const key = picturesKeys.detail(productId);
      const previous = queryClient.getQueryData<TProductPicture[]>(key);
      if (previous) {
        const byId = new Map(previous.map((picture) => [picture.id, picture]));
        queryClient.setQueryData(
          key,
          body.pictureIds.flatMap((id, position) => {
            const picture = byId.get(id);
            return picture ? [{ ...picture, position, isCover: id === body.coverId }] : [];
          }),
        );
      }
    },
    onSuccess: (pictures) => queryClient.setQueryData(picturesKeys.detail(productId), pictures),
    onError: () => queryClient.invalidateQueries({ queryKey: picturesKeys.detail(productId) }),
  });
};

export const useRemovePicture = (productId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(productMediaEndpoints.removePicture, { query: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: picturesKeys.detail(productId) }),
  });
};

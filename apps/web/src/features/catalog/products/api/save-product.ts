import {
  productEndpoints,
  type TProduct,
  type TProductCreate,
  type TProductUpdate,
} from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { productsKeys } from './products-keys.ts';

export const createProduct = (body: TProductCreate) => call(productEndpoints.create, { body });
export const updateProduct = (body: TProductUpdate) => call(productEndpoints.update, { body });

/** Creates a custom product or updates one; the saved product goes in the cache, the lists refresh. */
export const useSaveProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TProductCreate | TProductUpdate): Promise<TProduct> =>
      'id' in body ? updateProduct(body) : createProduct(body),
    onSuccess: async (product) => {
      queryClient.setQueryData(productsKeys.detail(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productsKeys.lists() });
    },
  });
};

export const useDeleteProducts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await call(productEndpoints.remove, { query: { id } });
    },
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: productsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: productsKeys.lists() });
    },
  });
};

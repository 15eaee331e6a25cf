import {
  productEndpoints,
  type TProduct,
  type TProductCreate,
  type TProductUpdate,
} from '@colophon/contract';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { productsKeys } from './products-keys.ts';

export const createProduct = (body: TProductCreate) => call(productEndpoints.create, { body });
export const updateProduct = (body: TProductUpdate) => call(productEndpoints.update, { body });

/** Creates a custom product or updates one. */
export const useSaveProduct = () =>
  useSaveMutation(
    productsKeys,
    (body: TProductCreate | TProductUpdate): Promise<TProduct> =>
      'id' in body ? updateProduct(body) : createProduct(body),
  );

export const useDeleteProducts = () => useDeleteMutation(productsKeys, allAtOnce(productEndpoints.remove));

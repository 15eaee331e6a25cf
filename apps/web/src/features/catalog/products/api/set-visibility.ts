import { productEndpoints, type TProduct, type TProductUpdate } from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { getProduct } from './get-product.ts';
import { productsKeys } from './products-keys.ts';

/** A product read back as the update takes it: every field as shown, nothing else. */
export const updateBodyOf = (product: TProduct): TProductUpdate => {
  const {
    feed: _feed,
    overrides: _overrides,
    isCustom: _isCustom,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...fields
  } = product;
  return { ...fields, resetOverrides: [] };
};

/**
 * Shows or hides products on the public site. The API has no bulk call for it: each product is
 * read and saved at its version, one after the other (a page holds at most a few hundred).
 */
export const useSetVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, isVisible }: { ids: number[]; isVisible: boolean }) => {
      for (const id of ids) {
        const product = await getProduct(id);
        if (product.isVisible === isVisible) continue;
        const saved = await call(productEndpoints.update, { body: { ...updateBodyOf(product), isVisible } });
        queryClient.setQueryData(productsKeys.detail(id), saved);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: productsKeys.lists() }),
  });
};

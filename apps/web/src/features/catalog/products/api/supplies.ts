import {
  publisherPriceEndpoints,
  supplyEndpoints,
  type TProduct,
  type TSupplyInput,
} from '@colophon/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { productsKeys, publisherPricesKeys, suppliesKeys } from './products-keys.ts';

export const suppliesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: suppliesKeys.detail(productId),
    queryFn: ({ signal }) => call(supplyEndpoints.list, { query: { productId } }, { signal }),
  });

export const publisherPricesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: publisherPricesKeys.detail(productId),
    queryFn: ({ signal }) => call(publisherPriceEndpoints.list, { query: { productId } }, { signal }),
  });

/** Records an initial stock, a reception or a correction; the product answered moves to its next version. */
export const useRecordSupply = (productId: number, onRecorded: (product: TProduct) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSupplyInput) => call(supplyEndpoints.record, { body }),
    onSuccess: (product) => {
      queryClient.setQueryData(productsKeys.detail(productId), product);
      onRecorded(product);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: suppliesKeys.detail(productId) }),
  });
};

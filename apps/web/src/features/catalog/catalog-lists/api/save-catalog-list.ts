import {
  catalogListEndpoints,
  publicProductEndpoints,
  type TCatalogListCreate,
  type TCatalogListProduct,
  type TCatalogListUpdate,
} from '@colophon/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { catalogListsKeys } from './catalog-lists.ts';

export const useSaveCatalogList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCatalogListCreate | TCatalogListUpdate) =>
      'id' in body
        ? call(catalogListEndpoints.update, { body })
        : call(catalogListEndpoints.create, { body }),
    onSuccess: async (list) => {
      queryClient.setQueryData(catalogListsKeys.detail(list.id), list);
      await queryClient.invalidateQueries({ queryKey: catalogListsKeys.lists() });
    },
  });
};

export const useDeleteCatalogLists = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      for (const id of ids) await call(catalogListEndpoints.remove, { query: { id } });
    },
    onSettled: (_data, _error, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: catalogListsKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: catalogListsKeys.lists() });
    },
  });
};

/** A product of the public catalogue by its EAN, as a list shows it (lists hold visible products). */
export const useFindListProduct = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: async (ean: string): Promise<TCatalogListProduct> => {
      const product = await call(publicProductEndpoints.byEan, { query: { ean } });
      return {
        id: product.id,
        ean: product.ean,
        title: product.title,
        authors: product.authors,
        releaseDate: product.releaseDate,
        availability: product.availability,
        coverUrl: product.coverUrl,
        isVisible: true,
      };
    },
  });

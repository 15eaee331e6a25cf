import {
  catalogListEndpoints,
  coverAddress,
  productEndpoints,
  publicProductEndpoints,
  type TCatalogListCreate,
  type TCatalogListProduct,
  type TCatalogListUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { catalogListsKeys } from './catalog-lists.ts';

export const useSaveCatalogList = () =>
  useSaveMutation(catalogListsKeys, (body: TCatalogListCreate | TCatalogListUpdate) =>
    'id' in body ? call(catalogListEndpoints.update, { body }) : call(catalogListEndpoints.create, { body }),
  );

export const useDeleteCatalogLists = () =>
  useDeleteMutation(catalogListsKeys, allAtOnce(catalogListEndpoints.remove));

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
        // The public catalogue shows it: its cover's public address loads.
        coverThumbnailUrl: coverAddress(product.id, 'thumbnail'),
        isVisible: true,
      };
    },
  });

/** The visible products whose title, author or EAN match what staff type, as a list shows them (8 at most). */
export const searchListProductsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['catalog-list-product-search', search],
    queryFn: async ({ signal }): Promise<TCatalogListProduct[]> => {
      const found = await call(
        productEndpoints.list,
        { query: { search, isVisible: true, page: 1, pageSize: 8, sort: 'title' } },
        { signal },
      );
      return found.items.map((product) => ({
        id: product.id,
        ean: product.ean,
        title: product.title,
        authors: product.authors,
        releaseDate: product.releaseDate,
        availability: product.availability,
        coverUrl: product.coverUrl,
        coverThumbnailUrl: product.coverThumbnailUrl,
        isVisible: product.isVisible,
      }));
    },
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

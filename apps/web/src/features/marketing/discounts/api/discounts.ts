import {
  discountEndpoints,
  type EndpointBody,
  type EndpointQuery,
  productEndpoints,
  productNature,
  type TDiscountCreate,
  type TDiscountProduct,
  type TDiscountUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { call } from '@/lib/api.ts';
import { allAtOnce, useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';

export const discountKeys = queryKeysFactory('discounts');

export type DiscountListQuery = EndpointQuery<typeof discountEndpoints.list>;

export const discountsQueryOptions = (query: DiscountListQuery) =>
  queryOptions({
    queryKey: discountKeys.list(query),
    queryFn: ({ signal }) => call(discountEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const discountQueryOptions = (id: number) =>
  queryOptions({
    queryKey: discountKeys.detail(id),
    queryFn: ({ signal }) => call(discountEndpoints.get, { query: { id } }, { signal }),
  });

export const discountTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...discountKeys.all, 'types'],
    queryFn: ({ signal }) => call(discountEndpoints.types, {}, { signal }),
    staleTime: cacheTimes.options,
  });

export const limitationTypesQueryOptions = () =>
  queryOptions({
    queryKey: [...discountKeys.all, 'limitationTypes'],
    queryFn: ({ signal }) => call(discountEndpoints.limitationTypes, {}, { signal }),
    staleTime: cacheTimes.options,
  });

export const useDiscounts = (query: DiscountListQuery) => useQuery(discountsQueryOptions(query));

export const useSaveDiscount = () =>
  useSaveMutation(discountKeys, (body: TDiscountCreate | TDiscountUpdate) =>
    'id' in body ? call(discountEndpoints.update, { body }) : call(discountEndpoints.create, { body }),
  );

export const useDeleteDiscounts = () => useDeleteMutation(discountKeys, allAtOnce(discountEndpoints.remove));

/** What the book-price laws allow for the discount as edited: asked again as the form changes. */
export const useLawLimits = (body: EndpointBody<typeof discountEndpoints.lawLimits> | null) =>
  useQuery({
    queryKey: [...discountKeys.all, 'lawLimits', body],
    queryFn: ({ signal }) =>
      call(
        discountEndpoints.lawLimits,
        { body: body ?? { name: '', discountType: 'AppliesToItems' } },
        { signal },
      ),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });

/** A product by its EAN, as a discount or an offer lists it. */
export const useFindProduct = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: async (ean: string): Promise<TDiscountProduct> => {
      const product = await call(productEndpoints.byEan, { query: { ean } });
      return {
        id: product.id,
        ean: product.ean,
        title: product.title,
        priceWithTax: product.priceWithTax,
        releaseDate: product.releaseDate,
        nature: productNature(product),
        isNewBook: product.isNewBook,
      };
    },
  });

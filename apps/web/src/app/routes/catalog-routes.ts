import {
  catalogListSortFields,
  catalogListTypes,
  restrictionSortFields,
  restrictionTypes,
  reviewStatuses,
} from '@colophon/contract';
import { createRoute } from '@tanstack/react-router';
import { productTabs, ZProductListSearch } from '@/features/catalog/products/product-search.ts';
import { optional, sortOf, ZDetailSearch, ZListSearch, ZSearchFlag, ZSearchText } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { appLayout } from './layouts.ts';
import { detailRoute, lazyPage, listRoute } from './screen-routes.ts';

/* The catalogue's screens (issue 4). */

const products = () => import('@/features/catalog/products/api/get-products.ts');
const product = () => import('@/features/catalog/products/api/get-product.ts');
const productOptions = () => import('@/features/catalog/products/api/get-product-options.ts');
const genericLists = () => import('@/features/catalog/generic-lists/api/generic-lists.ts');
const restrictions = () => import('@/features/catalog/restrictions/api/restrictions.ts');
const catalogLists = () => import('@/features/catalog/catalog-lists/api/catalog-lists.ts');

export const catalogProductRoute = listRoute({
  path: 'catalog/product',
  title: 'catalogProduct',
  search: ZProductListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await products()).productsQueryOptions(query)),
  page: lazyPage(() => import('@/features/catalog/products/product-list-page.tsx'), 'ProductListPage'),
});

const ZProductDetailSearch = ZDetailSearch.extend({ tab: optional(s.enum(productTabs)) });

const loadProduct = async ({
  queryClient,
  id,
}: {
  queryClient: import('@tanstack/react-query').QueryClient;
  id: number | undefined;
}) => {
  const [{ productQueryOptions }, options] = await Promise.all([product(), productOptions()]);
  void queryClient.prefetchQuery(options.availabilitiesQueryOptions());
  void queryClient.prefetchQuery(options.variationTypesQueryOptions());
  if (id) await queryClient.ensureQueryData(productQueryOptions(id));
};

export const catalogProductDetailRoute = detailRoute({
  path: 'catalog/product/detail',
  title: 'catalogProductDetail',
  search: ZProductDetailSearch,
  load: loadProduct,
  page: lazyPage(() => import('@/features/catalog/products/product-detail-page.tsx'), 'ProductDetailPage'),
});

export const catalogProductCustomDetailRoute = detailRoute({
  path: 'catalog/product/custom/detail',
  title: 'catalogProductCustomDetail',
  search: ZProductDetailSearch,
  load: loadProduct,
  page: lazyPage(
    () => import('@/features/catalog/products/product-detail-page.tsx'),
    'CustomProductDetailPage',
  ),
});

export const ZReviewListSearch = ZListSearch.extend({
  /** None shows the reviews waiting for moderation; `All` shows every status. */
  status: optional(s.enum([...reviewStatuses, 'All'])),
  rating: optional(s.coerce.number().int().min(1).max(5)),
});

export const catalogAuthorRoute = listRoute({
  path: 'catalog/author',
  title: 'catalogAuthor',
  search: ZListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await genericLists()).genericListQueryOptions({ kind: 'Author', ...query })),
  page: lazyPage(() => import('@/features/catalog/generic-lists/author-pages.tsx'), 'AuthorListPage'),
});

export const catalogAuthorDetailRoute = detailRoute({
  path: 'catalog/author/detail',
  title: 'catalogAuthorDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await genericLists()).authorQueryOptions(id)),
  page: lazyPage(() => import('@/features/catalog/generic-lists/author-pages.tsx'), 'AuthorDetailPage'),
});

export const catalogReviewRoute = listRoute({
  path: 'catalog/review',
  title: 'catalogReview',
  search: ZReviewListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData(
      (await genericLists()).genericListQueryOptions({
        kind: 'Review',
        ...query,
        status: (await genericLists()).reviewStatusShown(query.status),
      }),
    ),
  page: lazyPage(() => import('@/features/catalog/generic-lists/review-pages.tsx'), 'ReviewListPage'),
});

export const catalogReviewDetailRoute = detailRoute({
  path: 'catalog/review/detail',
  title: 'catalogReviewDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await genericLists()).reviewQueryOptions(id)),
  page: lazyPage(() => import('@/features/catalog/generic-lists/review-pages.tsx'), 'ReviewDetailPage'),
});

export const catalogCollectionRoute = listRoute({
  path: 'catalog/collection',
  title: 'catalogCollection',
  search: ZListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData(
      (await genericLists()).genericListQueryOptions({ kind: 'Collection', ...query }),
    ),
  page: lazyPage(() => import('@/features/catalog/generic-lists/collection-pages.tsx'), 'CollectionListPage'),
});

export const catalogCollectionDetailRoute = detailRoute({
  path: 'catalog/collection/detail',
  title: 'catalogCollectionDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await genericLists()).collectionQueryOptions(id)),
  page: lazyPage(
    () => import('@/features/catalog/generic-lists/collection-pages.tsx'),
    'CollectionDetailPage',
  ),
});

export const ZRestrictionListSearch = ZListSearch.extend({
  sort: sortOf(restrictionSortFields),
  type: optional(s.enum(restrictionTypes)),
  isExcluded: ZSearchFlag,
});

export const catalogRestrictionRoute = listRoute({
  path: 'catalog/restriction',
  title: 'catalogRestriction',
  search: ZRestrictionListSearch,
  load: async ({ queryClient, query }) => {
    const { restrictionsQueryOptions, restrictionTypesQueryOptions } = await restrictions();
    void queryClient.prefetchQuery(restrictionTypesQueryOptions());
    return queryClient.ensureQueryData(restrictionsQueryOptions(query));
  },
  page: lazyPage(
    () => import('@/features/catalog/restrictions/restriction-list-page.tsx'),
    'RestrictionListPage',
  ),
});

export const catalogRestrictionDetailRoute = detailRoute({
  path: 'catalog/restriction/detail',
  title: 'catalogRestrictionDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const { restrictionQueryOptions, restrictionTypesQueryOptions } = await restrictions();
    void queryClient.prefetchQuery(restrictionTypesQueryOptions());
    if (id) await queryClient.ensureQueryData(restrictionQueryOptions(id));
  },
  page: lazyPage(
    () => import('@/features/catalog/restrictions/restriction-detail-page.tsx'),
    'RestrictionDetailPage',
  ),
});

export const ZCatalogListSearch = ZListSearch.extend({
  sort: sortOf(catalogListSortFields),
  catalogListType: optional(s.enum(catalogListTypes)),
});

export const publicCatalogListRoute = listRoute({
  path: 'public/catalogList',
  title: 'publicCatalogList',
  search: ZCatalogListSearch,
  load: async ({ queryClient, query }) => {
    const { catalogListsQueryOptions, catalogListTypesQueryOptions } = await catalogLists();
    void queryClient.prefetchQuery(catalogListTypesQueryOptions());
    return queryClient.ensureQueryData(catalogListsQueryOptions(query));
  },
  page: lazyPage(
    () => import('@/features/catalog/catalog-lists/catalog-list-list-page.tsx'),
    'CatalogListListPage',
  ),
});

export const publicCatalogListDetailRoute = detailRoute({
  path: 'public/catalogList/detail',
  title: 'publicCatalogListDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const { catalogListQueryOptions, catalogListTypesQueryOptions } = await catalogLists();
    void queryClient.prefetchQuery(catalogListTypesQueryOptions());
    if (id) await queryClient.ensureQueryData(catalogListQueryOptions(id));
  },
  page: lazyPage(
    () => import('@/features/catalog/catalog-lists/catalog-list-detail-page.tsx'),
    'CatalogListDetailPage',
  ),
});

export const cacheProductRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'cache/product',
  staticData: { title: 'cacheProduct' },
  /** The task launched last, so that its progress survives a reload. */
  validateSearch: s.object({ taskId: ZSearchText }),
  component: lazyPage(() => import('@/features/catalog/cache/product-cache-page.tsx'), 'ProductCachePage'),
});

export const catalogRoutes = [
  catalogProductRoute,
  catalogProductDetailRoute,
  catalogProductCustomDetailRoute,
  catalogAuthorRoute,
  catalogAuthorDetailRoute,
  catalogReviewRoute,
  catalogReviewDetailRoute,
  catalogCollectionRoute,
  catalogCollectionDetailRoute,
  catalogRestrictionRoute,
  catalogRestrictionDetailRoute,
  publicCatalogListRoute,
  publicCatalogListDetailRoute,
  cacheProductRoute,
] as const;

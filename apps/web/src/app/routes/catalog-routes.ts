import {
  catalogListSortFields,
  catalogListTypes,
  restrictionSortFields,
  restrictionTypes,
  reviewStatuses,
} from '@colophon/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { productTabs, ZProductListSearch } from '@/features/catalog/products/product-search.ts';
import {
  ZSearchFlag as flag,
  listQuery,
  optional,
  sortOf,
  ZDetailSearch,
  ZListSearch,
  ZSearchText,
} from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { appLayout } from './layouts.ts';

/*
 * The catalogue's screens (issue 4). Their code (pages, requests, query options) loads with the
 * screen: loaders import it on demand, so the shell's first load carries none of it.
 */

const products = () => import('@/features/catalog/products/api/get-products.ts');
const product = () => import('@/features/catalog/products/api/get-product.ts');
const productOptions = () => import('@/features/catalog/products/api/get-product-options.ts');
const genericLists = () => import('@/features/catalog/generic-lists/api/generic-lists.ts');
const restrictions = () => import('@/features/catalog/restrictions/api/restrictions.ts');
const catalogLists = () => import('@/features/catalog/catalog-lists/api/catalog-lists.ts');

export const catalogProductRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/product',
  staticData: { title: 'catalogProduct' },
  validateSearch: ZProductListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { productsQueryOptions } = await products();
    return queryClient.ensureQueryData(productsQueryOptions({ ...listQuery(deps), sort: deps.sort }));
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/products/product-list-page.tsx'),
    'ProductListPage',
  ),
});

const ZProductDetailSearch = ZDetailSearch.extend({ tab: optional(s.enum(productTabs)) });

const loadProduct = async ({
  context: { queryClient },
  deps: { id },
}: {
  context: { queryClient: import('@tanstack/react-query').QueryClient };
  deps: { id?: number | undefined };
}) => {
  const [{ productQueryOptions }, options] = await Promise.all([product(), productOptions()]);
  void queryClient.prefetchQuery(options.availabilitiesQueryOptions());
  void queryClient.prefetchQuery(options.variationTypesQueryOptions());
  if (id) await queryClient.ensureQueryData(productQueryOptions(id));
};

export const catalogProductDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/product/detail',
  staticData: { title: 'catalogProductDetail' },
  validateSearch: ZProductDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: loadProduct,
  component: lazyRouteComponent(
    () => import('@/features/catalog/products/product-detail-page.tsx'),
    'ProductDetailPage',
  ),
});

export const catalogProductCustomDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/product/custom/detail',
  staticData: { title: 'catalogProductCustomDetail' },
  validateSearch: ZProductDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: loadProduct,
  component: lazyRouteComponent(
    () => import('@/features/catalog/products/product-detail-page.tsx'),
    'CustomProductDetailPage',
  ),
});

const ZGenericListSearch = ZListSearch;
export const ZReviewListSearch = ZGenericListSearch.extend({
  status: optional(s.enum(reviewStatuses)),
  rating: optional(s.coerce.number().int().min(1).max(5)),
});

export const catalogAuthorRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/author',
  staticData: { title: 'catalogAuthor' },
  validateSearch: ZGenericListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { genericListQueryOptions } = await genericLists();
    return queryClient.ensureQueryData(
      genericListQueryOptions({ kind: 'Author', ...{ ...listQuery(deps), sort: deps.sort } }),
    );
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/generic-lists/author-pages.tsx'),
    'AuthorListPage',
  ),
});

export const catalogAuthorDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/author/detail',
  staticData: { title: 'catalogAuthorDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { authorQueryOptions } = await genericLists();
    if (id) await queryClient.ensureQueryData(authorQueryOptions(id));
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/generic-lists/author-pages.tsx'),
    'AuthorDetailPage',
  ),
});

export const catalogReviewRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/review',
  staticData: { title: 'catalogReview' },
  validateSearch: ZReviewListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { genericListQueryOptions } = await genericLists();
    return queryClient.ensureQueryData(
      genericListQueryOptions({ kind: 'Review', ...{ ...listQuery(deps), sort: deps.sort } }),
    );
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/generic-lists/review-pages.tsx'),
    'ReviewListPage',
  ),
});

export const catalogReviewDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/review/detail',
  staticData: { title: 'catalogReviewDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { reviewQueryOptions } = await genericLists();
    if (id) await queryClient.ensureQueryData(reviewQueryOptions(id));
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/generic-lists/review-pages.tsx'),
    'ReviewDetailPage',
  ),
});

export const catalogCollectionRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/collection',
  staticData: { title: 'catalogCollection' },
  validateSearch: ZGenericListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { genericListQueryOptions } = await genericLists();
    return queryClient.ensureQueryData(
      genericListQueryOptions({ kind: 'Collection', ...{ ...listQuery(deps), sort: deps.sort } }),
    );
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/generic-lists/collection-pages.tsx'),
    'CollectionListPage',
  ),
});

export const catalogCollectionDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/collection/detail',
  staticData: { title: 'catalogCollectionDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { collectionQueryOptions } = await genericLists();
    if (id) await queryClient.ensureQueryData(collectionQueryOptions(id));
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/generic-lists/collection-pages.tsx'),
    'CollectionDetailPage',
  ),
});

export const ZRestrictionListSearch = ZListSearch.extend({
  sort: sortOf(restrictionSortFields),
  type: optional(s.enum(restrictionTypes)),
  isExcluded: flag,
});

export const catalogRestrictionRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/restriction',
  staticData: { title: 'catalogRestriction' },
  validateSearch: ZRestrictionListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { restrictionsQueryOptions, restrictionTypesQueryOptions } = await restrictions();
    void queryClient.prefetchQuery(restrictionTypesQueryOptions());
    return queryClient.ensureQueryData(restrictionsQueryOptions({ ...listQuery(deps), sort: deps.sort }));
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/restrictions/restriction-list-page.tsx'),
    'RestrictionListPage',
  ),
});

export const catalogRestrictionDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'catalog/restriction/detail',
  staticData: { title: 'catalogRestrictionDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { restrictionQueryOptions, restrictionTypesQueryOptions } = await restrictions();
    void queryClient.prefetchQuery(restrictionTypesQueryOptions());
    if (id) await queryClient.ensureQueryData(restrictionQueryOptions(id));
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/restrictions/restriction-detail-page.tsx'),
    'RestrictionDetailPage',
  ),
});

export const ZCatalogListSearch = ZListSearch.extend({
  sort: sortOf(catalogListSortFields),
  catalogListType: optional(s.enum(catalogListTypes)),
});

export const publicCatalogListRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'public/catalogList',
  staticData: { title: 'publicCatalogList' },
  validateSearch: ZCatalogListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { catalogListsQueryOptions, catalogListTypesQueryOptions } = await catalogLists();
    void queryClient.prefetchQuery(catalogListTypesQueryOptions());
    return queryClient.ensureQueryData(catalogListsQueryOptions({ ...listQuery(deps), sort: deps.sort }));
  },
  component: lazyRouteComponent(
    () => import('@/features/catalog/catalog-lists/catalog-list-list-page.tsx'),
    'CatalogListListPage',
  ),
});

export const publicCatalogListDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'public/catalogList/detail',
  staticData: { title: 'publicCatalogListDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { catalogListQueryOptions, catalogListTypesQueryOptions } = await catalogLists();
    void queryClient.prefetchQuery(catalogListTypesQueryOptions());
    if (id) await queryClient.ensureQueryData(catalogListQueryOptions(id));
  },
  component: lazyRouteComponent(
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
  component: lazyRouteComponent(
    () => import('@/features/catalog/cache/product-cache-page.tsx'),
    'ProductCachePage',
  ),
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

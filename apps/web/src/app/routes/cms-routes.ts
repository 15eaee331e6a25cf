import {
  eventRegistrationSortFields,
  mediaKinds,
  mediaTypes,
  pageLayouts,
  postSortFields,
  postStatuses,
  postTypes,
} from '@colophon/contract';
import { optional, sortOf, ZDetailSearch, ZListSearch } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { detailRoute, lazyPage, listRoute, screenRoute } from './screen-routes.ts';

/* The CMS's screens (issue 13): posts, categories with tags and signatures. */

const posts = () => import('@/features/cms/posts/api/posts.ts');
const categories = () => import('@/features/cms/categories/api/categories.ts');
const pages = () => import('@/features/cms/pages/api/pages.ts');
const registrations = () => import('@/features/cms/event-registrations/api/event-registrations.ts');
const media = () => import('@/features/cms/media/api/media.ts');

export const ZPostListSearch = ZListSearch.extend({
  sort: sortOf(postSortFields),
  postType: optional(s.enum(postTypes)),
  postStatus: optional(s.enum(postStatuses)),
});

export const cmsPostRoute = listRoute({
  path: 'cms/post',
  title: 'cmsPost',
  search: ZPostListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await posts()).postsQueryOptions(query)),
  page: lazyPage(() => import('@/features/cms/posts/post-list-page.tsx'), 'PostListPage'),
});

export const cmsPostDetailRoute = detailRoute({
  path: 'cms/post/detail',
  title: 'cmsPostDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const api = await posts();
    void queryClient.prefetchQuery(api.postOptionsQueryOptions());
    if (id) await queryClient.ensureQueryData(api.postQueryOptions(id));
  },
  page: lazyPage(() => import('@/features/cms/posts/post-detail-page.tsx'), 'PostDetailPage'),
});

export const categoryTabs = ['categories', 'tags', 'signatures'] as const;

export const cmsCategoryRoute = listRoute({
  path: 'cms/category',
  title: 'cmsCategory',
  search: ZListSearch.extend({ tab: optional(s.enum(categoryTabs)) }),
  load: async ({ queryClient }) =>
    queryClient.ensureQueryData((await categories()).categoryTreeQueryOptions()),
  page: lazyPage(() => import('@/features/cms/categories/category-pages.tsx'), 'CategoryListPage'),
});

export const cmsCategoryDetailRoute = detailRoute({
  path: 'cms/category/detail',
  title: 'cmsCategoryDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const api = await categories();
    void queryClient.prefetchQuery(api.categoryPairsQueryOptions());
    if (id) await queryClient.ensureQueryData(api.categoryQueryOptions(id));
  },
  page: lazyPage(() => import('@/features/cms/categories/category-pages.tsx'), 'CategoryDetailPage'),
});

export const ZEventRegistrationSearch = ZListSearch.extend({
  sort: sortOf(eventRegistrationSortFields),
  eventId: optional(s.coerce.number().int().positive()),
});

export const cmsEventRegistrationRoute = listRoute({
  path: 'cms/eventRegistration',
  title: 'cmsEventRegistration',
  search: ZEventRegistrationSearch,
  load: async ({ queryClient, query }) => {
    const api = await registrations();
    void queryClient.prefetchQuery(api.eventsQueryOptions());
    await queryClient.ensureQueryData(api.eventRegistrationsQueryOptions(query));
  },
  page: lazyPage(
    () => import('@/features/cms/event-registrations/event-registration-list-page.tsx'),
    'EventRegistrationListPage',
  ),
});

export const cmsPageRoute = screenRoute({
  path: 'cms/page',
  title: 'cmsPage',
  load: async (queryClient) => queryClient.ensureQueryData((await pages()).pageTreeQueryOptions()),
  page: lazyPage(() => import('@/features/cms/pages/page-tree-page.tsx'), 'PageTreePage'),
});

export const ZPageListSearch = ZListSearch.extend({
  sort: sortOf(['name', 'path', 'updatedAt'] as const),
  layout: optional(s.enum(pageLayouts)),
  isPublished: optional(s.enum(['true', 'false'])),
});

export const cmsPageListRoute = listRoute({
  path: 'cms/page/list',
  title: 'cmsPageList',
  search: ZPageListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await pages()).pagesQueryOptions(query)),
  page: lazyPage(() => import('@/features/cms/pages/page-list-page.tsx'), 'PageListPage'),
});

export const cmsPageDetailRoute = detailRoute({
  path: 'cms/page/detail',
  title: 'cmsPageDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const api = await pages();
    void queryClient.prefetchQuery(api.builderOptionsQueryOptions());
    void queryClient.prefetchQuery(api.pageTreeQueryOptions());
    if (id) await queryClient.ensureQueryData(api.pageQueryOptions(id));
  },
  page: lazyPage(() => import('@/features/cms/pages/page-detail-page.tsx'), 'PageDetailPage'),
});

export const ZMediaSearch = ZListSearch.extend({
  mediaType: optional(s.enum(mediaTypes)),
  kind: optional(s.enum(mediaKinds)),
});

/** The media library: SPEC §2 gives it no route (docs/rules/media-library.md). */
export const cmsMediaRoute = listRoute({
  path: 'cms/media',
  title: 'cmsMedia',
  search: ZMediaSearch,
  load: async ({ queryClient, query, search }) =>
    queryClient.ensureQueryData(
      (await media()).mediaListQueryOptions({ ...query, pageSize: search.pageSize ?? 24 }),
    ),
  page: lazyPage(() => import('@/features/cms/media/media-pages.tsx'), 'MediaListPage'),
});

export const cmsMediaDetailRoute = detailRoute({
  path: 'cms/media/detail',
  title: 'cmsMediaDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await media()).mediaQueryOptions(id)),
  page: lazyPage(() => import('@/features/cms/media/media-pages.tsx'), 'MediaDetailPage'),
});

export const cmsRoutes = [
  cmsPageRoute,
  cmsPageListRoute,
  cmsPageDetailRoute,
  cmsPostRoute,
  cmsPostDetailRoute,
  cmsCategoryRoute,
  cmsCategoryDetailRoute,
  cmsEventRegistrationRoute,
  cmsMediaRoute,
  cmsMediaDetailRoute,
] as const;

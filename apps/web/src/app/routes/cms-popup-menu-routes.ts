import { popupSortFields, popupStates } from '@colophon/contract';
import { optional, sortOf, ZDetailSearch, ZListSearch } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { detailRoute, lazyPage, listRoute } from './screen-routes.ts';

/* The site's popups and menus (issue 14): their code loads with the screen. */

const popups = () => import('@/features/cms/popups/api/popups.ts');
const menus = () => import('@/features/cms/menus/api/menus.ts');

export const ZPopupListSearch = ZListSearch.extend({
  sort: sortOf(popupSortFields),
  state: optional(s.enum(popupStates)),
});

export const cmsPopupRoute = listRoute({
  path: 'cms/popup',
  title: 'cmsPopup',
  search: ZPopupListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await popups()).popupsQueryOptions(query)),
  page: lazyPage(() => import('@/features/cms/popups/popup-pages.tsx'), 'PopupListPage'),
});

export const cmsPopupDetailRoute = detailRoute({
  path: 'cms/popup/detail',
  title: 'cmsPopupDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await popups()).popupQueryOptions(id)),
  page: lazyPage(() => import('@/features/cms/popups/popup-pages.tsx'), 'PopupDetailPage'),
});

/** `?id=` tests that popup; none tests the one the site shows now. */
export const cmsPopupTestRoute = detailRoute({
  path: 'cms/popup/test',
  title: 'cmsPopupTest',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const api = await popups();
    await (id
      ? queryClient.ensureQueryData(api.popupQueryOptions(id))
      : queryClient.fetchQuery(api.sitePopupQueryOptions()));
  },
  page: lazyPage(() => import('@/features/cms/popups/popup-test-page.tsx'), 'PopupTestPage'),
});

/** `?id=` is the menu being built; none shows the first. */
export const cmsMenuRoute = detailRoute({
  path: 'cms/menu',
  title: 'cmsMenu',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const api = await menus();
    const list = await queryClient.ensureQueryData(api.menusQueryOptions());
    const shown = id ?? list[0]?.id;
    if (shown) await queryClient.ensureQueryData(api.menuQueryOptions(shown));
  },
  page: lazyPage(() => import('@/features/cms/menus/menu-page.tsx'), 'MenuPage'),
});

export const cmsPopupMenuRoutes = [
  cmsPopupRoute,
  cmsPopupDetailRoute,
  cmsPopupTestRoute,
  cmsMenuRoute,
] as const;

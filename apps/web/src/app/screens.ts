import { type AnyClaim, claim, MY_ACCOUNT_CLAIM } from '@colophon/contract';
import type { RegisteredRouter } from '@tanstack/react-router';
import type { fr } from '@/i18n/fr.ts';

export type ScreenKey = keyof typeof fr.screens;
export type NavGroup = keyof typeof fr.groups;
/** `*`: anyone signed in may open it (SPEC §6). */
export type ScreenClaim = AnyClaim | '*';
/** A path of the route tree: a screen that names a missing route does not compile. */
export type AppPath = keyof RegisteredRouter['routesByPath'];

export interface Screen {
  path: AppPath;
  title: ScreenKey;
  group: NavGroup;
  claim: ScreenClaim;
  /** Shown in the drawer (list screens); detail screens are reached from their list or the palette. */
  nav: boolean;
  /** Built; the others show an honest "coming soon" body. */
  built: boolean;
}

const s = (
  path: AppPath,
  title: ScreenKey,
  group: NavGroup,
  screenClaim: ScreenClaim,
  options: { nav?: boolean; built?: boolean } = {},
): Screen => ({
  path,
  title,
  group,
  claim: screenClaim,
  nav: options.nav ?? !path.endsWith('/detail'),
  built: options.built ?? false,
});

const built = { built: true };

/**
 * Every signed-in screen of SPEC §2 with its drawer group and claim (SPEC §6). The drawer, the
 * command palette, the home shortcuts and the document title all read this one table.
 */
export const screens: Screen[] = [
  s('/', 'home', 'home', '*', built),
  s('/helloworld', 'helloworld', 'home', '*', built),
  s('/demo/sortable', 'demoSortable', 'home', '*', built),
  s('/profile', 'profile', 'profile', MY_ACCOUNT_CLAIM, built),
  s('/account', 'account', 'management', claim('Management', 'Users'), built),
  s('/account/detail', 'accountDetail', 'management', claim('Management', 'Users'), built),
  s(
    '/settings/backgroundTask',
    'backgroundTask',
    'management',
    claim('Management', 'BackgroundTasks'),
    built,
  ),
  s('/mail/forgotPassword', 'mailForgotPassword', 'management', claim('Management', 'Settings'), built),
  s('/settings/store', 'settingsStore', 'management', claim('Management', 'Settings'), built),
  s('/settings/store/detail', 'settingsStoreDetail', 'management', claim('Management', 'Settings'), {
    ...built,
    nav: false,
  }),
  s('/cms/page', 'cmsPage', 'cms', claim('Cms', 'PagesManage'), built),
  s('/cms/page/list', 'cmsPageList', 'cms', claim('Cms', 'PagesManage'), built),
  s('/cms/page/detail', 'cmsPageDetail', 'cms', claim('Cms', 'PagesManage'), built),
  s('/cms/post', 'cmsPost', 'cms', claim('Cms', 'PostList'), built),
  s('/cms/post/detail', 'cmsPostDetail', 'cms', claim('Cms', 'PostList'), built),
  s('/cms/category', 'cmsCategory', 'cms', claim('Cms', 'PostList'), built),
  s('/cms/category/detail', 'cmsCategoryDetail', 'cms', claim('Cms', 'PostList'), built),
  s('/cms/popup', 'cmsPopup', 'cms', claim('Cms', 'PopupsManage'), built),
  s('/cms/popup/detail', 'cmsPopupDetail', 'cms', claim('Cms', 'PopupsManage'), built),
  s('/cms/popup/test', 'cmsPopupTest', 'cms', claim('Cms', 'PopupsManage'), {
    nav: false,
    built: true,
  }),
  s('/cms/menu', 'cmsMenu', 'cms', claim('Cms', 'MenuManage'), built),
  s('/cms/eventRegistration', 'cmsEventRegistration', 'cms', claim('Cms', 'PostList'), built),
  s('/cms/media', 'cmsMedia', 'cms', claim('Cms', 'PostList'), built),
  s('/cms/media/detail', 'cmsMediaDetail', 'cms', claim('Cms', 'PostList'), built),
  s('/catalog/product', 'catalogProduct', 'catalog', claim('Catalog', 'ProductList'), built),
  s('/catalog/product/detail', 'catalogProductDetail', 'catalog', claim('Catalog', 'ProductList'), built),
  s(
    '/catalog/product/custom/detail',
    'catalogProductCustomDetail',
    'catalog',
    claim('Catalog', 'ProductList'),
    built,
  ),
  s('/catalog/author', 'catalogAuthor', 'catalog', claim('Catalog', 'AuthorList'), built),
  s('/catalog/author/detail', 'catalogAuthorDetail', 'catalog', claim('Catalog', 'AuthorList'), built),
  s('/catalog/review', 'catalogReview', 'catalog', claim('Catalog', 'ReviewList'), built),
  s('/catalog/review/detail', 'catalogReviewDetail', 'catalog', claim('Catalog', 'ReviewList'), built),
  s('/catalog/collection', 'catalogCollection', 'catalog', claim('Catalog', 'CollectionList'), built),
  s(
    '/catalog/collection/detail',
    'catalogCollectionDetail',
    'catalog',
    claim('Catalog', 'CollectionList'),
    built,
  ),
  s('/catalog/restriction', 'catalogRestriction', 'catalog', claim('Catalog', 'RestrictionList'), built),
  s(
    '/catalog/restriction/detail',
    'catalogRestrictionDetail',
    'catalog',
    claim('Catalog', 'RestrictionList'),
    built,
  ),
  s('/public/customer', 'publicCustomer', 'public', claim('Public', 'CustomersManage'), built),
  s('/public/customer/detail', 'publicCustomerDetail', 'public', claim('Public', 'CustomersManage'), built),
  s('/public/document', 'publicDocument', 'public', claim('Public', 'DocumentsManage'), built),
  s('/public/document/detail', 'publicDocumentDetail', 'public', claim('Public', 'DocumentsManage'), built),
  s('/public/message', 'publicMessage', 'public', claim('Public', 'MessageManage'), built),
  s('/public/message/detail', 'publicMessageDetail', 'public', claim('Public', 'MessageManage'), built),
  s('/public/discount', 'publicDiscount', 'public', claim('Public', 'DiscountManage'), built),
  s('/public/discount/detail', 'publicDiscountDetail', 'public', claim('Public', 'DiscountManage'), built),
  s('/public/mail', 'publicMail', 'public', claim('Public', 'MailLog'), built),
  s('/public/mail/detail', 'publicMailDetail', 'public', claim('Public', 'MailLog'), built),
  s('/public/catalogList', 'publicCatalogList', 'public', claim('Cms', 'CatalogManage'), built),
  s('/public/catalogList/detail', 'publicCatalogListDetail', 'public', claim('Cms', 'CatalogManage'), built),
  s('/public/offer/detail', 'publicOfferDetail', 'public', claim('Public', 'DiscountManage'), {
    nav: true,
    built: true,
  }),
  s('/analytics/profiling', 'analyticsProfiling', 'analytics', claim('Analytics', 'Manage'), built),
  s(
    '/analytics/profiling/detail',
    'analyticsProfilingDetail',
    'analytics',
    claim('Analytics', 'Manage'),
    built,
  ),
  s('/analytics/targeting', 'analyticsTargeting', 'analytics', claim('Analytics', 'Manage'), built),
  s(
    '/analytics/targeting/detail',
    'analyticsTargetingDetail',
    'analytics',
    claim('Analytics', 'Manage'),
    built,
  ),
  s('/analytics/analysis', 'analyticsAnalysis', 'analytics', claim('Analytics', 'Manage'), built),
  s('/subscription', 'subscription', 'marketing', claim('Marketing', 'Subscriptions'), built),
  s('/subscription/detail', 'subscriptionDetail', 'marketing', claim('Marketing', 'Subscriptions'), built),
  s('/mailCampain', 'mailCampain', 'marketing', claim('Marketing', 'MailCampain'), built),
  s('/mailCampain/detail', 'mailCampainDetail', 'marketing', claim('Marketing', 'MailCampain'), built),
  s('/cache/product', 'cacheProduct', 'cache', claim('Cache', 'Product'), built),
];

export const navGroups: NavGroup[] = [
  'home',
  'profile',
  'management',
  'cms',
  'catalog',
  'public',
  'analytics',
  'marketing',
  'cache',
];

/** The screens a user may open, from the claims of its access token. */
export const permittedScreens = (claims: readonly string[]) => {
  const held = new Set(claims);
  return screens.filter((screen) => screen.claim === '*' || held.has(screen.claim));
};

/** The drawer: a group shows when the user holds any of its claims, an item when it holds its own. */
export const drawerGroups = (claims: readonly string[]) => {
  const permitted = permittedScreens(claims).filter((screen) => screen.nav);
  return navGroups
    .map((group) => ({ group, items: permitted.filter((screen) => screen.group === group) }))
    .filter((entry) => entry.items.length > 0);
};

export const screenOf = (path: string) => screens.find((screen) => screen.path === path);

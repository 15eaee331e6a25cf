export * from './action-result.ts';
export * from './activity/activity-log.ts';
export * from './analytics/analysis.ts';
export * from './analytics/profiling.ts';
export * from './analytics/targets.ts';
export * from './analytics/tracking.ts';
export * from './auth/authentication.ts';
export * from './catalog/availability.ts';
export * from './catalog/cache.ts';
export * from './catalog/catalog-lists.ts';
export * from './catalog/code-lists.ts';
export * from './catalog/ean.ts';
export * from './catalog/generic-lists.ts';
export * from './catalog/media.ts';
export * from './catalog/money.ts';
export * from './catalog/onix-imports.ts';
export * from './catalog/products.ts';
export * from './catalog/public-limits.ts';
export * from './catalog/publisher-prices.ts';
export * from './catalog/restrictions.ts';
export * from './catalog/search.ts';
export * from './catalog/supplies.ts';
export * from './claims.ts';
export * from './cms/categories.ts';
export * from './cms/event-registrations.ts';
export * from './cms/localized.ts';
export * from './cms/media.ts';
export * from './cms/menus.ts';
export * from './cms/pages.ts';
export * from './cms/popups.ts';
export * from './cms/posts.ts';
export * from './cms/seo.ts';
export * from './cms/tags.ts';
export * from './csv.ts';
export * from './endpoint.ts';
export * from './home/dashboard.ts';
export * from './hosting/client.ts';
export * from './hosting/hosting.ts';
export * from './hosting/seller.ts';
export * from './issues.ts';
export * from './mails/mails.ts';
export * from './marketing/book-price-law.ts';
export * from './marketing/campaigns.ts';
export * from './marketing/discounts.ts';
export * from './marketing/offers.ts';
export * from './marketing/subscriptions.ts';
export * from './messages.ts';
export * from './sales/addresses.ts';
export * from './sales/customers.ts';
export * from './sales/documents.ts';
export * from './sales/documents-machine.ts';
export * from './sales/messages.ts';
export * from './sales/shopping-cart.ts';
export * from './sales/site-sign-in.ts';
export * from './sales/stores.ts';
export * from './tasks/tasks.ts';
export * from './users/current-user.ts';
export * from './users/users.ts';

import { activityEndpoints } from './activity/activity-log.ts';
import { analysisEndpoints } from './analytics/analysis.ts';
import { profilingEndpoints } from './analytics/profiling.ts';
import { targetEndpoints } from './analytics/targets.ts';
import { trackingEndpoints } from './analytics/tracking.ts';
import { authenticationEndpoints } from './auth/authentication.ts';
import { productCacheEndpoints } from './catalog/cache.ts';
import { catalogListEndpoints } from './catalog/catalog-lists.ts';
import {
  authorEndpoints,
  collectionEndpoints,
  genericListEndpoints,
  reviewEndpoints,
} from './catalog/generic-lists.ts';
import { productMediaEndpoints, storedMediaEndpoints } from './catalog/media.ts';
import { onixImportEndpoints } from './catalog/onix-imports.ts';
import { productEndpoints, publicProductEndpoints } from './catalog/products.ts';
import { publisherPriceEndpoints } from './catalog/publisher-prices.ts';
import { restrictionEndpoints } from './catalog/restrictions.ts';
import { productFacetEndpoints, searchEndpoints } from './catalog/search.ts';
import { supplyEndpoints } from './catalog/supplies.ts';
import { categoryEndpoints } from './cms/categories.ts';
import { eventRegistrationEndpoints, publicEventRegistrationEndpoints } from './cms/event-registrations.ts';
import { mediaEndpoints, publicMediaEndpoints } from './cms/media.ts';
import { menuEndpoints, publicMenuEndpoints } from './cms/menus.ts';
import { blocEndpoints, pageEndpoints, pagePreviewEndpoints, publicPageEndpoints } from './cms/pages.ts';
import { popupEndpoints, publicPopupEndpoints } from './cms/popups.ts';
import { postEndpoints, publicPostEndpoints } from './cms/posts.ts';
import { seoEndpoints } from './cms/seo.ts';
import { signatureEndpoints, tagEndpoints } from './cms/tags.ts';
import type { Endpoint } from './endpoint.ts';
import { dashboardEndpoints } from './home/dashboard.ts';
import { hostingEndpoints } from './hosting/hosting.ts';
import { mailEndpoints } from './mails/mails.ts';
import { campaignEndpoints, publicCampaignEndpoints } from './marketing/campaigns.ts';
import { discountEndpoints } from './marketing/discounts.ts';
import { offerEndpoints } from './marketing/offers.ts';
import { publicSubscriptionEndpoints, subscriptionEndpoints } from './marketing/subscriptions.ts';
import { addressEndpoints } from './sales/addresses.ts';
import { customerEndpoints } from './sales/customers.ts';
import { documentEndpoints, labelEndpoints } from './sales/documents.ts';
import { messageEndpoints, publicMessageEndpoints } from './sales/messages.ts';
import { shoppingCartEndpoints } from './sales/shopping-cart.ts';
import { siteSignInEndpoints } from './sales/site-sign-in.ts';
import { storeEndpoints } from './sales/stores.ts';
import { taskEndpoints } from './tasks/tasks.ts';
import { currentUserEndpoints } from './users/current-user.ts';
import { userEndpoints } from './users/users.ts';

/** The endpoint table: every endpoint the API serves, declared once. */
export const endpointGroups = {
  authentication: authenticationEndpoints,
  hosting: hostingEndpoints,
  currentUser: currentUserEndpoints,
  users: userEndpoints,
  tasks: taskEndpoints,
  mails: mailEndpoints,
  activity: activityEndpoints,
  products: productEndpoints,
  publicProducts: publicProductEndpoints,
  supplies: supplyEndpoints,
  publisherPrices: publisherPriceEndpoints,
  catalogSearch: searchEndpoints,
  productFacets: productFacetEndpoints,
  onixImports: onixImportEndpoints,
  genericLists: genericListEndpoints,
  authors: authorEndpoints,
  reviews: reviewEndpoints,
  collections: collectionEndpoints,
  restrictions: restrictionEndpoints,
  catalogLists: catalogListEndpoints,
  productMedia: productMediaEndpoints,
  storedMedia: storedMediaEndpoints,
  productCache: productCacheEndpoints,
  messages: messageEndpoints,
  publicMessages: publicMessageEndpoints,
  dashboard: dashboardEndpoints,
  documents: documentEndpoints,
  labels: labelEndpoints,
  customers: customerEndpoints,
  stores: storeEndpoints,
  addresses: addressEndpoints,
  shoppingCart: shoppingCartEndpoints,
  siteSignIn: siteSignInEndpoints,
  categories: categoryEndpoints,
  tags: tagEndpoints,
  signatures: signatureEndpoints,
  seo: seoEndpoints,
  discounts: discountEndpoints,
  offers: offerEndpoints,
  subscriptions: subscriptionEndpoints,
  publicSubscriptions: publicSubscriptionEndpoints,
  campaigns: campaignEndpoints,
  publicCampaigns: publicCampaignEndpoints,
  posts: postEndpoints,
  publicPosts: publicPostEndpoints,
  pages: pageEndpoints,
  blocs: blocEndpoints,
  pagePreview: pagePreviewEndpoints,
  publicPages: publicPageEndpoints,
  eventRegistrations: eventRegistrationEndpoints,
  publicEventRegistrations: publicEventRegistrationEndpoints,
  tracking: trackingEndpoints,
  targets: targetEndpoints,
  popups: popupEndpoints,
  publicPopups: publicPopupEndpoints,
  media: mediaEndpoints,
  publicMedia: publicMediaEndpoints,
  analysis: analysisEndpoints,
  profiling: profilingEndpoints,
  menus: menuEndpoints,
  publicMenus: publicMenuEndpoints,
} as const;

export const allEndpoints: Endpoint[] = Object.values(endpointGroups).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);

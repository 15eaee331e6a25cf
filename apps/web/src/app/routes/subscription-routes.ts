import {
  subscriberSortFields,
  subscriberStatuses,
  subscriptionSortFields,
  subscriptionTypes,
} from '@colophon/contract';
import { optional, sortOf, ZDetailSearch, ZListSearch } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { detailRoute, lazyPage, listRoute } from './screen-routes.ts';

/* Subscriptions (issue 12): their code loads with the screen. */

const subscriptions = () => import('@/features/marketing/subscriptions/api/subscriptions.ts');
const pages = () => import('@/features/marketing/subscriptions/subscription-pages.tsx');

export const ZSubscriptionListSearch = ZListSearch.extend({
  sort: sortOf(subscriptionSortFields),
  subscriptionType: optional(s.enum(subscriptionTypes)),
});

export const subscriptionRoute = listRoute({
  path: 'subscription',
  title: 'subscription',
  search: ZSubscriptionListSearch,
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await subscriptions()).subscriptionsQueryOptions(query)),
  page: lazyPage(pages, 'SubscriptionListPage'),
});

export const statsPeriods = ['month', 'quarter', 'year'] as const;

/** The subscription's id, then its subscribers' list state and the stats' period: changing them does not reload it. */
export const ZSubscriptionDetailSearch = ZDetailSearch.extend({
  ...ZListSearch.shape,
  sort: sortOf(subscriberSortFields),
  status: optional(s.enum(subscriberStatuses)),
  period: optional(s.enum(statsPeriods)),
});

export const subscriptionDetailRoute = detailRoute({
  path: 'subscription/detail',
  title: 'subscriptionDetail',
  search: ZSubscriptionDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await subscriptions()).subscriptionQueryOptions(id)),
  page: lazyPage(pages, 'SubscriptionDetailPage'),
});

export const subscriptionRoutes = [subscriptionRoute, subscriptionDetailRoute] as const;

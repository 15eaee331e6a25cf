import {
  campaignSortFields,
  campaignStatuses,
  discountSortFields,
  discountTypes,
  mailTargets,
  offerSortFields,
} from '@colophon/contract';
import { optional, sortOf, ZDetailSearch, ZListSearch, ZSearchFlag } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { detailRoute, lazyPage, listRoute } from './screen-routes.ts';

/* Discounts and offers (issue 12): their code loads with the screen. */

const discounts = () => import('@/features/marketing/discounts/api/discounts.ts');
const offers = () => import('@/features/marketing/discounts/api/offers.ts');

export const ZDiscountListSearch = ZListSearch.extend({
  sort: sortOf(discountSortFields),
  discountType: optional(s.enum(discountTypes)),
});

export const publicDiscountRoute = listRoute({
  path: 'public/discount',
  title: 'publicDiscount',
  search: ZDiscountListSearch,
  load: async ({ queryClient, search, query }) =>
    queryClient.ensureQueryData(
      (await discounts()).discountsQueryOptions({
        ...query,
        sort: search.sort,
        ...(search.discountType ? { discountType: search.discountType } : {}),
      }),
    ),
  page: lazyPage(() => import('@/features/marketing/discounts/discount-pages.tsx'), 'DiscountListPage'),
});

export const publicDiscountDetailRoute = detailRoute({
  path: 'public/discount/detail',
  title: 'publicDiscountDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await discounts()).discountQueryOptions(id)),
  page: lazyPage(() => import('@/features/marketing/discounts/discount-pages.tsx'), 'DiscountDetailPage'),
});

/** The offers' one screen: their list without `?id=`, one offer with it, a new one with `?new=true`. */
export const ZOfferSearch = ZListSearch.extend({
  id: s.coerce.number().int().positive().optional().catch(undefined),
  new: ZSearchFlag,
  sort: sortOf(offerSortFields),
});

export const publicOfferDetailRoute = detailRoute({
  path: 'public/offer/detail',
  title: 'publicOfferDetail',
  search: ZOfferSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await offers()).offerQueryOptions(id)),
  page: lazyPage(() => import('@/features/marketing/discounts/offer-pages.tsx'), 'OfferDetailPage'),
});

/* Mail campaigns (issue 12). */

const campaigns = () => import('@/features/marketing/campaigns/api/campaigns.ts');

export const ZCampaignListSearch = ZListSearch.extend({
  sort: sortOf(campaignSortFields),
  status: optional(s.enum(campaignStatuses)),
  mailTarget: optional(s.enum(mailTargets)),
});

export const mailCampainRoute = listRoute({
  path: 'mailCampain',
  title: 'mailCampain',
  search: ZCampaignListSearch,
  load: async ({ queryClient, search, query }) =>
    queryClient.ensureQueryData(
      (await campaigns()).campaignsQueryOptions({
        ...query,
        sort: search.sort,
        ...(search.status ? { status: search.status } : {}),
        ...(search.mailTarget ? { mailTarget: search.mailTarget } : {}),
      }),
    ),
  page: lazyPage(() => import('@/features/marketing/campaigns/campaign-pages.tsx'), 'CampaignListPage'),
});

export const mailCampainDetailRoute = detailRoute({
  path: 'mailCampain/detail',
  title: 'mailCampainDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await campaigns()).campaignQueryOptions(id)),
  page: lazyPage(() => import('@/features/marketing/campaigns/campaign-pages.tsx'), 'CampaignDetailPage'),
});

export const marketingRoutes = [
  mailCampainRoute,
  mailCampainDetailRoute,
  publicDiscountRoute,
  publicDiscountDetailRoute,
  publicOfferDetailRoute,
] as const;

import { z } from 'zod';
import { ZById } from '../action-result.ts';
import { ZLaunchedTask } from '../catalog/cache.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZTopItem } from './analysis.ts';
import { ZTarget } from './targets.ts';

/** Books suggested per profile, and per customer of it. */
export const PROFILE_RECOMMENDATIONS = 20;
export const CUSTOMER_RECOMMENDATIONS = 10;

export const ZCount = z.object({ id: z.string(), label: z.string(), count: z.number().int() });
export type TCount = z.infer<typeof ZCount>;

export const ZRecommendation = z.object({
  productId: z.number().int(),
  ean: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  /** Members of the profile who bought it in the last year. */
  buyers: z.number().int(),
  /** Orders of anyone where it was bought with one of the profile's favourite books. */
  boughtWith: z.number().int(),
  score: z.number(),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

/** A profile: what a target's customers are, what and how they buy, what to suggest to them. */
export const ZTargetProfile = z.object({
  target: ZTarget,
  size: z.number().int(),
  genders: z.array(ZCount),
  ageBands: z.array(ZCount),
  departments: z.array(ZCount),
  customerRoles: z.array(ZCount),
  topCategories: z.array(ZTopItem),
  topAuthors: z.array(ZTopItem),
  topPublishers: z.array(ZTopItem),
  /** Euros, over the last year. */
  averageBasket: z.number(),
  ordersPerCustomer: z.number(),
  /** Days between two orders of a customer, on average (null with too few orders). */
  daysBetweenOrders: z.number().nullable(),
  /** Click-and-collect or delivery, orders of the last year. */
  shipping: z.array(ZCount),
  recommendations: z.array(ZRecommendation),
  recommendationsComputedAt: z.iso.datetime().nullable(),
});
export type TTargetProfile = z.infer<typeof ZTargetProfile>;

/** A mail campaign aimed at a target, and how it went. */
export const ZTargetEmailing = z.object({
  id: z.number().int(),
  name: z.string(),
  sentAt: z.iso.datetime().nullable(),
  recipients: z.number().int(),
  mailsSent: z.number().int(),
});

const manage = claim('Analytics', 'Manage');
const path = '/BackOffice/Analytics';

export const profilingEndpoints = {
  detail: defineEndpoint({
    method: 'GET',
    path: `${path}/DetailTargetProfiling`,
    access: manage,
    summary: 'A target’s profile: its people, what and how they buy, and the books to suggest to them',
    query: ZById,
    response: ZTargetProfile,
  }),
  emailing: defineEndpoint({
    method: 'GET',
    path: `${path}/DetailTargetEmailing`,
    access: manage,
    summary: 'The mail campaigns aimed at a target and their results',
    query: ZById,
    response: z.array(ZTargetEmailing),
  }),
  calculate: defineEndpoint({
    method: 'POST',
    path: `${path}/CalculProfileRecommendations`,
    access: manage,
    summary: 'Launch the background task that works out one profile’s recommendations',
    body: z.object({ id: z.number().int().positive() }),
    response: ZLaunchedTask,
  }),
  calculateAll: defineEndpoint({
    method: 'POST',
    path: `${path}/CalculAllProfileRecommendations`,
    access: manage,
    summary: 'Launch the background task that works out every profile’s recommendations',
    response: ZLaunchedTask,
  }),
};

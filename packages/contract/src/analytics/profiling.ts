import { z } from 'zod';
import { ZById } from '../action-result.ts';
import { ZLaunchedTask } from '../catalog/cache.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZCampaignStatus } from '../marketing/campaigns.ts';
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
  subject: z.string(),
  status: ZCampaignStatus,
  /** When the sending began (null while it waits). */
  startedAt: z.iso.datetime().nullable(),
  /** When its last mail went (null until then). */
  sentAt: z.iso.datetime().nullable(),
  /** Addresses the campaign goes to, once listed. */
  recipients: z.number().int(),
  /** Mails the SMTP server took. */
  mailsSent: z.number().int(),
  /** Mails given up after their last try. */
  failed: z.number().int(),
  /** Mails still to send. */
  pending: z.number().int(),
  /** Recipients who left (their subscription, or every campaign) since it went out. */
  unsubscribed: z.number().int(),
});
export type TTargetEmailing = z.infer<typeof ZTargetEmailing>;

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
    summary:
      'The mail campaigns aimed at a target, newest first, and their results (recipients, sent, failed, pending, unsubscribed since; opens and clicks are not tracked)',
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

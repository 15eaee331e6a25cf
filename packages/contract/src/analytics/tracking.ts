import { z } from 'zod';
import { ZQueryId } from '../action-result.ts';
import { ZEan } from '../catalog/ean.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * What visitors do on the shop's site (docs/clients.md, "Tracking"). The site sends the first four
 * in batches; the API records the last three itself when an order, a subscription or an event
 * registration goes through it, so the site never sends them twice.
 */
export const siteActionTypes = ['ProductViewed', 'Search', 'AddedToCart', 'PostRead'] as const;
export const serverActionTypes = ['OrderPlaced', 'Subscribed', 'EventRegistered'] as const;
export const actionTypes = [...siteActionTypes, ...serverActionTypes] as const;
export const ZActionType = z.enum(actionTypes);
export type TActionType = z.infer<typeof ZActionType>;
export const ZSiteActionType = z.enum(siteActionTypes);

/** A visitor identifier: the `nova-guid` the site keeps in its cookie (a UUID, or any 8 to 64 safe characters). */
export const ZVisitorGuid = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'visitorGuidFormat');

/** Actions one batch may carry, and how old an action may be when it arrives. */
export const TRACK_BATCH_MAX_ACTIONS = 50;
export const TRACK_MAX_AGE_DAYS = 7;
/** Batches a site may send per minute and address (a busy visitor sends one every few seconds). */
export const TRACK_REQUESTS_PER_MINUTE = 120;
/** Raw actions are kept this many days, then added up per day, type and book, and dropped (docs/rules/analytics.md). */
export const ACTION_RETENTION_DAYS = 395;

export const ZTrackedAction = z.object({
  type: ZSiteActionType,
  occurredAt: z.iso.datetime({ offset: true }),
  /** The book seen or put in the cart. */
  ean: ZEan.nullable().default(null),
  /** What was searched. */
  query: z.string().trim().max(200).nullable().default(null),
  /** The post read. */
  postId: z.number().int().positive().nullable().default(null),
});

export const ZTrackBatch = z.object({
  visitorGuid: ZVisitorGuid,
  /** The visitor accepted audience measurement. Without it nothing is stored, and what was stored under this visitor is erased. */
  consent: z.boolean(),
  actions: z.array(ZTrackedAction).max(TRACK_BATCH_MAX_ACTIONS, 'tooManyActions'),
});
export type TTrackBatch = z.input<typeof ZTrackBatch>;

export const ZTrackAnswer = z.object({
  /** Actions stored; actions older than the allowed age or in the future are left out. */
  stored: z.number().int(),
  /** Actions erased because consent was withdrawn. */
  erased: z.number().int(),
});

export const ZActionTypeOption = z.object({ id: ZActionType, label: z.string(), fromSite: z.boolean() });
export const ZErasedActions = z.object({ erased: z.number().int() });

const manage = claim('Analytics', 'Manage');

export const trackingEndpoints = {
  track: defineEndpoint({
    method: 'POST',
    path: '/Public/Analytics/Track',
    access: 'public',
    summary:
      'The site sends a batch of what one visitor did (at most 50 actions, each at most 7 days old); stored only with the visitor’s consent',
    body: ZTrackBatch,
    response: ZTrackAnswer,
    rateLimit: TRACK_REQUESTS_PER_MINUTE,
  }),
  actionTypes: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Analytics/ActionTypes',
    reference: true,
    access: manage,
    summary: 'The kinds of action recorded, named in the caller’s language',
    response: z.array(ZActionTypeOption),
  }),
  eraseCustomer: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Analytics/CustomerActions',
    access: manage,
    summary: 'Erase what was recorded of a customer: their actions and the visitor identifiers tied to them',
    query: z.object({ id: ZQueryId }),
    response: ZErasedActions,
  }),
};

import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZQueryId, ZVersioned } from '../action-result.ts';
import { checkEan, normalizeEan } from '../catalog/ean.ts';
import { claim } from '../claims.ts';
import { localizationsOf, optionalText, ZLocale, ZPair, ZRequiredName } from '../cms/localized.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * A subscription: a list readers join to receive mails — the newsletter, the new books of an author,
 * a collection or a category, the shop's events, a book back in stock (docs/rules/marketing.md,
 * "Subscriptions"). Its `identifier` names what it follows (an author's id, a collection's, an EAN…).
 */
export const subscriptionTypes = [
  'Newsletter',
  'Marketing',
  'AuthorReleases',
  'CollectionReleases',
  'CategoryReleases',
  'Events',
  'AlertSearchNewItems',
  'AlertProductAvailability',
  'PremiumAccount',
] as const;
export const ZSubscriptionType = z.enum(subscriptionTypes);
export type TSubscriptionType = z.infer<typeof ZSubscriptionType>;

export const ZSubscriptionLocalization = z.object({
  locale: ZLocale,
  name: z.string(),
  description: z.string().nullable(),
});

export const ZSubscription = z.object({
  id: z.number().int(),
  version: z.number().int(),
  subscriptionType: ZSubscriptionType,
  identifier: z.string().nullable(),
  localizations: z.array(ZSubscriptionLocalization),
  /** The name in the caller's language, for lists. */
  name: z.string(),
  /** Confirmed subscribers who have not left. */
  activeSubscribers: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

const subscriptionFields = {
  subscriptionType: ZSubscriptionType,
  identifier: z.string().trim().max(200).nullable().default(null),
  localizations: localizationsOf({ name: ZRequiredName, description: optionalText(2000) }),
};

/** The types whose identifier is a book's EAN: checked as the catalogue checks one. */
export const subscriptionTypesByEan: readonly TSubscriptionType[] = ['AlertProductAvailability'];

/** A back-in-stock alert follows one book: its identifier is that book's EAN, kept normalised. */
const checkIdentifier = <T extends { subscriptionType: TSubscriptionType; identifier: string | null }>(
  subscription: T,
  context: z.RefinementCtx,
) => {
  if (!subscriptionTypesByEan.includes(subscription.subscriptionType)) return;
  if (subscription.identifier === null || subscription.identifier === '')
    context.addIssue({ code: 'custom', path: ['identifier'], message: 'required' });
  else checkEan(normalizeEan(subscription.identifier), context, ['identifier']);
};
const normalizedIdentifier = <T extends { subscriptionType: TSubscriptionType; identifier: string | null }>(
  subscription: T,
): T =>
  subscriptionTypesByEan.includes(subscription.subscriptionType) && subscription.identifier
    ? { ...subscription, identifier: normalizeEan(subscription.identifier) }
    : subscription;

export const ZSubscriptionCreate = z
  .object(subscriptionFields)
  .superRefine(checkIdentifier)
  .transform(normalizedIdentifier);
export const ZSubscriptionUpdate = z
  .object({ id: z.number().int(), ...subscriptionFields, ...ZVersioned.shape })
  .superRefine(checkIdentifier)
  .transform(normalizedIdentifier);
export type TSubscriptionCreate = z.input<typeof ZSubscriptionCreate>;
export type TSubscriptionUpdate = z.input<typeof ZSubscriptionUpdate>;

export const subscriptionSortFields = ['name', 'subscriptionType', 'createdAt', 'updatedAt'] as const;
type TSubscriptionSort =
  | (typeof subscriptionSortFields)[number]
  | `-${(typeof subscriptionSortFields)[number]}`;
const ZSubscriptionSort = z.enum(
  subscriptionSortFields.flatMap((field) => [field, `-${field}`]) as [
    TSubscriptionSort,
    ...TSubscriptionSort[],
  ],
);

/** Search looks in the names (every language) and the identifier; filter by type. */
export const ZSubscriptionListQuery = ZListQuery.extend({
  sort: ZSubscriptionSort.optional(),
  subscriptionType: ZSubscriptionType.optional(),
});
export type TSubscriptionListQuery = z.output<typeof ZSubscriptionListQuery>;

/** Subscriptions a reader may ask for, per minute and address: a mail goes out for each. */
export const SUBSCRIBE_REQUESTS_PER_MINUTE = 10;

export const ZSubscribe = z.object({
  subscriptionId: z.number().int().positive(),
  email: z.email('invalidEmail').trim().toLowerCase().max(254),
});
export type TSubscribe = z.input<typeof ZSubscribe>;
export const ZSubscriptionToken = z.object({ token: z.string().trim().min(1, 'required').max(200) });
export const ZForceUnsubscribe = z.object({
  subscriptionId: z.number().int().positive(),
  email: z.string().trim().toLowerCase().min(1, 'required').max(254),
});

const ZDay = z.iso.date();
/** Days of the shop (Paris), `from` and `to` included; at most a year and a half. */
export const ZSubscriptionStatsQuery = z
  .object({ subscriptionId: ZQueryId.optional(), from: ZDay, to: ZDay })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'dateRange' })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 550 * 86_400_000, {
    path: ['from'],
    message: 'dateRange',
  });
export const ZSubscriptionStatsDay = z.object({
  day: ZDay,
  joins: z.number().int(),
  leaves: z.number().int(),
  /** Active subscribers at the end of the day. */
  subscribers: z.number().int(),
});
export const ZSubscriptionStats = z.object({ days: z.array(ZSubscriptionStatsDay) });
export type TSubscriptionStats = z.infer<typeof ZSubscriptionStats>;

/** Where an address stands: waiting for its confirmation, active, or gone (it left or was taken out). */
export const subscriberStatuses = ['Pending', 'Active', 'Unsubscribed'] as const;
export const ZSubscriberStatus = z.enum(subscriberStatuses);
export type TSubscriberStatus = z.infer<typeof ZSubscriberStatus>;

export const ZSubscriber = z.object({
  id: z.number().int(),
  subscriptionId: z.number().int(),
  email: z.string(),
  /** The customer with this address, when there is one. */
  customerId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  status: ZSubscriberStatus,
  createdAt: z.iso.datetime(),
  confirmedAt: z.iso.datetime().nullable(),
  unsubscribedAt: z.iso.datetime().nullable(),
});
export type TSubscriber = z.infer<typeof ZSubscriber>;

export const subscriberSortFields = ['email', 'createdAt', 'confirmedAt', 'unsubscribedAt'] as const;
type TSubscriberSort = (typeof subscriberSortFields)[number] | `-${(typeof subscriberSortFields)[number]}`;
const ZSubscriberSort = z.enum(
  subscriberSortFields.flatMap((field) => [field, `-${field}`]) as [TSubscriberSort, ...TSubscriberSort[]],
);

/** The subscribers of one subscription: search the address and the customer's name, filter by status. */
export const ZSubscriberListQuery = ZListQuery.extend({
  subscriptionId: ZQueryId,
  sort: ZSubscriberSort.optional(),
  status: ZSubscriberStatus.optional(),
});
export type TSubscriberListQuery = z.output<typeof ZSubscriberListQuery>;

/** The export takes the list's filters, every row they keep. */
export const ZSubscriberExportQuery = z.object({
  subscriptionId: ZQueryId,
  search: z.string().max(200).optional(),
  status: ZSubscriberStatus.optional(),
});
export type TSubscriberExportQuery = z.output<typeof ZSubscriberExportQuery>;

const manageSubscriptions = claim('Marketing', 'Subscriptions');
const path = '/BackOffice/Subscription';

export const subscriptionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${path}/Subscriptions`,
    access: manageSubscriptions,
    summary: 'Subscriptions, paged; search the names and identifier, filter by type, sort',
    query: ZSubscriptionListQuery,
    response: ZPage(ZSubscription),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/Subscription`,
    access: manageSubscriptions,
    summary: 'One subscription, both languages',
    query: ZById,
    response: ZSubscription,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${path}/Subscription`,
    access: manageSubscriptions,
    summary: 'Create a subscription',
    body: ZSubscriptionCreate,
    response: ZSubscription,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/Subscription`,
    access: manageSubscriptions,
    summary: 'Update a subscription; a stale version is refused (409)',
    body: ZSubscriptionUpdate,
    response: ZSubscription,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/Subscription`,
    access: manageSubscriptions,
    summary: 'Delete subscriptions and their subscribers (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
  pairs: defineEndpoint({
    method: 'GET',
    path: `${path}/SubscriptionPairs`,
    access: manageSubscriptions,
    summary: 'Every subscription as an id and its name in the caller’s language, for pickers',
    response: z.array(ZPair),
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: `${path}/Stats`,
    access: manageSubscriptions,
    summary: 'Joins, leaves and active subscribers per day, of one subscription or all',
    query: ZSubscriptionStatsQuery,
    response: ZSubscriptionStats,
  }),
  subscribers: defineEndpoint({
    method: 'GET',
    path: `${path}/Subscribers`,
    access: manageSubscriptions,
    summary:
      'The addresses of one subscription, paged; search the address and the customer’s name, filter by status, sort',
    query: ZSubscriberListQuery,
    response: ZPage(ZSubscriber),
  }),
  exportSubscribers: defineEndpoint({
    method: 'GET',
    path: `${path}/ExportSubscribers`,
    access: manageSubscriptions,
    summary: 'The subscribers the list filters keep, as a CSV file (UTF-8 with BOM, `;`)',
    query: ZSubscriberExportQuery,
    response: z.string(),
  }),
  forceUnsubscribe: defineEndpoint({
    method: 'POST',
    path: `${path}/ForceUnSubscribe`,
    access: manageSubscriptions,
    summary:
      'Unsubscribe an address from a subscription, on its owner’s word, kept in the activity log (404 when it is not subscribed)',
    body: ZForceUnsubscribe,
    response: ZNothing,
  }),
};

/** What the shop's site and mail clients call: double opt-in and one-click unsubscribe (RFC 8058). */
export const publicSubscriptionEndpoints = {
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/Public/Subscription/Subscribe',
    access: 'public',
    summary:
      'Ask to join a subscription: a confirmation mail goes to the address; the answer is the same whether it was already subscribed or not',
    body: ZSubscribe,
    response: ZNothing,
    rateLimit: SUBSCRIBE_REQUESTS_PER_MINUTE,
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/Public/Subscription/Confirm',
    access: 'public',
    summary: 'Confirm an address with the single-use token of its confirmation mail',
    body: ZSubscriptionToken,
    response: ZNothing,
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/Public/Subscription/Unsubscribe',
    access: 'public',
    summary:
      'One-click unsubscribe (RFC 8058): the signed link of a subscription mail, posted by the mail client or the site',
    query: ZSubscriptionToken,
    response: ZNothing,
  }),
};

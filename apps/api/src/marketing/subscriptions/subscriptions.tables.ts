import type { TSubscriptionType } from '@colophon/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ByLocale } from '../../cms/categories/categories.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';

export type SubscriptionText = { name: string; description: string | null };

/** A subscription readers may join (see ZSubscription); its texts side by side by language. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    subscriptionType: text('subscription_type').$type<TSubscriptionType>().notNull(),
    identifier: text('identifier'),
    localizations: jsonb('localizations').$type<ByLocale<SubscriptionText>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_type_idx').on(table.subscriptionType, table.id)],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * One address on a subscription (always lower-cased): a customer's or a plain one. Pending until the
 * address confirms (double opt-in), active from `confirmed_at`, gone from `unsubscribed_at`.
 */
export const subscribers = pgTable(
  'subscription_subscribers',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The SHA-256 of the pending confirmation token; cleared once used (single use). */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the last confirmation mail was queued: none again before SUBSCRIPTION_CONFIRMATION_MINUTES. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscription_subscribers_address_key').on(table.subscriptionId, table.email),
    uniqueIndex('subscription_subscribers_confirm_token_key').on(table.confirmTokenHash),
    index('subscription_subscribers_confirmed_idx').on(table.confirmedAt),
    index('subscription_subscribers_unsubscribed_idx').on(table.unsubscribedAt),
  ],
);
export type SubscriberRow = typeof subscribers.$inferSelect;

/** Each join (a confirmation) and leave (an unsubscription) of a subscriber, for statistics. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => subscribers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'join' | 'leave'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_events_at_idx').on(table.subscriptionId, table.at)],
);

import type { TActionType } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../../catalog/products/products.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';

/**
 * A visitor of the site, known by the `nova-guid` its browser keeps, who consented to audience
 * measurement. `customerId` ties it to the customer once an order names them.
 */
export const visitors = pgTable(
  'analytics_visitors',
  {
    guid: text('guid').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_visitors_customer_idx').on(table.customerId)],
);

/**
 * What visitors and customers did, one row per action, kept ACTION_RETENTION_DAYS then added up in
 * `action_days`. Sized for millions of rows: a BRIN index on the time (rows arrive in time order)
 * and b-trees for a customer's actions and for one type over a period.
 */
export const actions = pgTable(
  'analytics_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    type: text('type').$type<TActionType>().notNull(),
    visitorGuid: text('visitor_guid'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    query: text('query'),
    postId: integer('post_id'),
    /** The order, subscription or event post the server recorded it for (one action each). */
    sourceId: integer('source_id'),
  },
  (table) => [
    index('analytics_actions_time_brin').using('brin', table.occurredAt),
    index('analytics_actions_customer_idx')
      .on(table.customerId, table.occurredAt)
      .where(sql`${table.customerId} is not null`),
    // The customer too, so that a target's action rule counts each customer's actions of a type over
    // a period from the index alone (an index-only scan, target-rules.sql.ts).
    index('analytics_actions_type_time_idx').on(table.type, table.occurredAt, table.customerId),
    index('analytics_actions_visitor_idx').on(table.visitorGuid),
    index('analytics_actions_product_idx').on(table.productId).where(sql`${table.productId} is not null`),
  ],
);
export type ActionRow = typeof actions.$inferSelect;

/** Actions older than the retention period, added up per day, type and book: no one is identified. */
export const actionDays = pgTable(
  'analytics_action_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').$type<TActionType>().notNull(),
    /** 0 when the action named no book. */
    productId: integer('product_id').notNull().default(0),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.type, table.productId] })],
);

/**
 * Every action of each past Paris day counted per type, book and search (lower-cased), no one
 * identified: what the analysis of every customer reads for whole past days, so that a year of
 * millions of actions is a few hundred thousand rows. Written each night by `analytics-action-rollup`
 * (the last TRACK_MAX_AGE_DAYS + 1 days counted again, late batches included); the actions of the
 * days after the last one rolled up are read raw.
 */
export const actionRollup = pgTable(
  'analytics_action_rollup',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').$type<TActionType>().notNull(),
    /** 0 when the action named no book. */
    productId: integer('product_id').notNull().default(0),
    /** What a search typed, lower-cased; '' for other actions. */
    query: text('query').notNull().default(''),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.type, table.productId, table.query] }),
    index('analytics_action_rollup_type_day_idx').on(table.type, table.day),
  ],
);

/** The same count per whole month, type and book (searches stay per day): what a year's tops read. */
export const actionMonthRollup = pgTable(
  'analytics_action_month_rollup',
  {
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').$type<TActionType>().notNull(),
    productId: integer('product_id').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.month, table.productId] })],
);

/** The same nightly count per day and type only: what the key figures and the evolution read. */
export const actionDayTotals = pgTable(
  'analytics_action_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    type: text('type').$type<TActionType>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.type] })],
);

import { bigint, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';

/**
 * The sales of each past Paris day, no one identified, written each night by the
 * `analytics-action-rollup` job beside the actions' (docs/rules/analytics.md, "Analysis and
 * profiles"). Orders placed and neither failed nor cancelled; a day changed since it was counted is
 * named in `salesStaleDays` and read from the orders until the next night counts it again.
 */

/** One row per day counted, orders or not: the last one says up to where the rollup goes. */
export const salesDayTotals = pgTable('analytics_sales_day_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  orders: integer('orders').notNull(),
  /** Totals less refunds, in cents. */
  cents: bigint('cents', { mode: 'number' }).notNull(),
});

/** Lines not cancelled, per day and book (lines whose book is gone are left out, as the tops do). */
export const salesRollup = pgTable(
  'analytics_sales_rollup',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Quantity × unit price less the line's discount, in cents. */
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.productId] })],
);

/** The same per month and book, for the whole months counted with no day changed since. */
export const salesMonthRollup = pgTable(
  'analytics_sales_month_rollup',
  {
    month: date('month', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.month, table.productId] })],
);

/**
 * Buyers, counted exactly over any span of days: each customer's day with an order, beside their
 * previous day with an order (null for their first), counted per pair of days. The customers who
 * bought between two days are those whose day within is the first, that is whose previous day is
 * before the span (or none).
 */
export const salesBuyerDays = pgTable(
  'analytics_sales_buyer_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    /** '0001-01-01' for a customer's first day with an order. */
    previousDay: date('previous_day', { mode: 'string' }).notNull(),
    buyers: integer('buyers').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.previousDay] })],
);

/**
 * Days whose orders changed after they were counted (written by triggers on `documents` and
 * `document_items`, migrations 0028 and 0035): read from the orders until the nightly job counts them
 * again. A change of an order's status also names its customer's next day with an order, whose
 * previous day it changes. Only days the rollup already counted are named, and a day may be named
 * more than once: no key, so that two transactions changing orders of one day never wait on each
 * other (readers take the distinct days).
 */
export const salesStaleDays = pgTable(
  'analytics_sales_stale_days',
  { day: date('day', { mode: 'string' }).notNull() },
  (table) => [index('analytics_sales_stale_days_day_idx').on(table.day)],
);

import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A popup of the shop's site (see ZPopup): a null start or end leaves its window open on that side. */
export const popups = pgTable(
  'popups',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    html: text('html').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    cookieDurationDays: integer('cookie_duration_days').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('popups_active_idx').on(table.isActive, table.startTime)],
);
export type PopupRow = typeof popups.$inferSelect;

import type { Locale } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { posts } from '../posts/posts.tables.ts';

/** A visitor's registration to an Event post (SPEC §3 Event registration). */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    comments: text('comments'),
    buyBook: boolean('buy_book').notNull().default(false),
    /** The language the visitor registered in: its reminder is written in it. */
    locale: text('locale', { enum: ['fr', 'en'] })
      .$type<Locale>()
      .notNull()
      .default('fr'),
    /** When its reminder was written to the mail log; null until then (one reminder per registration). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
  },
  (table) => [
    index('event_registrations_event_idx').on(table.eventId, table.createdAt),
    index('event_registrations_reminder_idx').on(table.eventId).where(sql`"reminder_sent_at" is null`),
    // One seat per address and event, whatever its case: two posts at once cannot both take one.
    uniqueIndex('event_registrations_email_key').on(table.eventId, sql`lower(${table.email})`),
  ],
);

export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;

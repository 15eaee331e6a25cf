import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { discounts } from '../discounts/discounts.tables.ts';

/** An offer of the shop's site (see ZOffer): its books in order, its text (sanitised HTML), its picture, its discount. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    text: text('text'),
    pictureUrl: text('picture_url'),
    isPublished: boolean('is_published').notNull().default(true),
    startTime: timestamp('start_time', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('offers_name_idx').on(sql`lower(${table.name})`, table.id)],
);
export type OfferRow = typeof offers.$inferSelect;

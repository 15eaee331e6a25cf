import type { TAddress } from '@colophon/contract';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The shop's physical stores. */
export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  name: text('name').notNull(),
  address: jsonb('address').$type<TAddress>().notNull(),
  openingHours: text('opening_hours').notNull().default(''),
  email: text('email'),
  isPickupPoint: boolean('is_pickup_point').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StoreRow = typeof stores.$inferSelect;

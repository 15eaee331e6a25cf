import type { TRestrictionType } from '@colophon/contract';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A rule of the public catalogue (see ZRestriction); prices in cents. */
export const catalogRestrictions = pgTable('catalog_restrictions', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  type: text('type').$type<TRestrictionType>().notNull(),
  label: text('label').notNull(),
  value: text('value'),
  isExcluded: boolean('is_excluded').notNull().default(true),
  minimumPrice: integer('minimum_price'),
  maximumPrice: integer('maximum_price'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RestrictionRow = typeof catalogRestrictions.$inferSelect;

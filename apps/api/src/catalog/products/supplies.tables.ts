import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products.tables.ts';

/**
 * A book's supply history: the stock it started with, each reception and each correction, with the
 * day it happened and who recorded it when. The Loi Lang's exemption (art. 5) reads the last supply
 * here (`products.last_supply_date` keeps it at hand): docs/rules/prices-and-book-laws.md.
 */
export const productSupplies = pgTable(
  'product_supplies',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['initial', 'reception', 'correction'] }).notNull(),
    /** Copies added (negative for a correction down). */
    quantity: integer('quantity').notNull(),
    stockAfter: integer('stock_after').notNull(),
    /** The shop's day the copies came (or were counted). */
    suppliedOn: date('supplied_on', { mode: 'string' }).notNull(),
    note: text('note'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedById: integer('recorded_by_id'),
    recordedBy: text('recorded_by'),
  },
  (table) => [index('product_supplies_product_idx').on(table.productId, table.suppliedOn, table.id)],
);

export type ProductSupplyRow = typeof productSupplies.$inferSelect;

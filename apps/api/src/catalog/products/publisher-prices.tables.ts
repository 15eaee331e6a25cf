import { date, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products.tables.ts';

export type { ScheduledPrice } from './products.tables.ts';

/**
 * The publisher's prices of a product, each with the day it took effect and where it came from: the
 * feed's price at an import (`feed`), a price of the feed that took effect on its day (`schedule`), or
 * the price staff set for a product the feed does not price (`staff`). Décret n° 81-1068 art. 1: a
 * change of the publisher's price is shown with the day it takes effect.
 */
export const publisherPrices = pgTable(
  'publisher_prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceWithTax: integer('price_with_tax'),
    taxRate: doublePrecision('tax_rate').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    source: text('source', { enum: ['feed', 'schedule', 'staff'] }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedById: integer('recorded_by_id'),
    recordedBy: text('recorded_by'),
  },
  (table) => [index('publisher_prices_product_idx').on(table.productId, table.effectiveOn, table.id)],
);

export type PublisherPriceRow = typeof publisherPrices.$inferSelect;

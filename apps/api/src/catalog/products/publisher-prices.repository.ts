import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/database.ts';
import { type ProductRow, products } from './products.tables.ts';
import { publisherPrices } from './publisher-prices.tables.ts';

export type PublisherPriceValues = typeof publisherPrices.$inferInsert;

export const insertPublisherPrices = async (executor: Executor, values: PublisherPriceValues[]) => {
  if (values.length > 0) await executor.insert(publisherPrices).values(values);
};

/** A product's publisher's prices, the latest first. */
export const publisherPriceRows = (executor: Executor, productId: number) =>
  executor
    .select()
    .from(publisherPrices)
    .where(eq(publisherPrices.productId, productId))
    .orderBy(desc(publisherPrices.effectiveOn), desc(publisherPrices.id));

/**
 * Up to `limit` products whose price schedule changes on or before `today`, locked for the caller's
 * transaction; those another run holds are skipped.
 */
export const productsWithPriceDue = (tx: Tx, today: string, limit: number) =>
  tx
    .select()
    .from(products)
    .where(and(isNotNull(products.nextPriceChangeOn), lte(products.nextPriceChangeOn, today)))
    .orderBy(asc(products.id))
    .limit(limit)
    .for('update', { skipLocked: true });

/** Writes a product's schedule (and its prices when they changed, moving it to its next version). */
export const writePriceChange = (
  tx: Tx,
  id: number,
  values: Pick<
    Partial<ProductRow>,
    'priceSchedule' | 'nextPriceChangeOn' | 'feed' | 'priceWithTax' | 'priceNoTax' | 'taxRate'
  >,
  newVersion: boolean,
) =>
  tx
    .update(products)
    .set(newVersion ? { ...values, version: sql`${products.version} + 1`, updatedAt: new Date() } : values)
    .where(eq(products.id, id));

import { type TPublisherPrice, toEuros } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import { bookLawFacts } from './book-law-facts.ts';
import type { FeedRow, ProductRow } from './products.tables.ts';
import { insertPublisherPrices, publisherPriceRows } from './publisher-prices.repository.ts';
import type { PublisherPriceRow } from './publisher-prices.tables.ts';

/** A publisher's price to keep in the history: the product, the price with tax, the day it took effect, whence. */
export interface PublisherPriceEntry {
  productId: number;
  priceWithTax: number;
  taxRate: number;
  effectiveOn: string;
  source: 'feed' | 'schedule' | 'staff';
}

export const recordPublisherPrices = async (
  executor: Executor,
  entries: readonly PublisherPriceEntry[],
  by: SignedInUser | null,
) => {
  await insertPublisherPrices(
    executor,
    entries.map((entry) => ({ ...entry, recordedById: by?.id ?? null, recordedBy: by?.userName ?? null })),
  );
};

/** A product's publisher's prices, the latest first. */
export const publisherPricesOf = async (executor: Executor, productId: number): Promise<TPublisherPrice[]> =>
  (await publisherPriceRows(executor, productId)).map((row: PublisherPriceRow) => ({
    priceWithTax: row.priceWithTax === null ? null : toEuros(row.priceWithTax),
    taxRate: row.taxRate,
    effectiveOn: row.effectiveOn,
    source: row.source,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedBy,
  }));

/**
 * The publisher's price in force, in cents: the feed's when the feed prices the product; else the
 * price staff set (the shop's own products, a feed record without a price for France).
 */
export const publisherPriceCents = (product: {
  feed: Pick<FeedRow, 'priceWithTax'> | null;
  priceWithTax: number | null;
}) => product.feed?.priceWithTax ?? product.priceWithTax;

/**
 * Whether the law fixes the selling price at the publisher's: an ebook (loi n° 2011-590 art. 2) or a
 * new book (loi n° 81-766 art. 1) that the feed prices, in a shop bound by the law. Staff's price of a
 * product the feed does not price is itself the publisher's price, so it never departs from it.
 */
export const priceFixedByLaw = (
  product: Pick<ProductRow, 'productForm' | 'taxRate' | 'secondHand' | 'releaseDate' | 'lastSupplyDate'> & {
    feed: Pick<FeedRow, 'priceWithTax' | 'releaseDate'> | null;
  },
  today: string,
  lawApplies: boolean,
) => {
  if (!lawApplies || product.feed?.priceWithTax === null || product.feed?.priceWithTax === undefined)
    return false;
  const facts = bookLawFacts({ ...product, feedReleaseDate: product.feed.releaseDate }, today);
  return facts.nature === 'ebook' || (facts.nature === 'book' && facts.isNewBook);
};

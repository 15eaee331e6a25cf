import { priceNoTaxCents } from '@colophon/contract';
import { recordActivities } from '../../activity/activity-log.ts';
import type { Tx } from '../../db/database.ts';
import type { Services } from '../../services.ts';
import { shopDay } from '../../shop/shop-days.ts';
import { nextPriceChange, priceInForce, pricesNotEnded } from './price-schedule.ts';
import type { ProductRow } from './products.tables.ts';
import { productsWithPriceDue, writePriceChange } from './publisher-prices.repository.ts';
import { type PublisherPriceEntry, recordPublisherPrices } from './publisher-prices.ts';

const BATCH = 200;

/**
 * Puts in force the feed's price of `today` for one product whose schedule changes (its row locked by
 * the caller): the feed's price moves, and the price in force with it unless staff overrode it (an
 * exempt book); the change is logged and kept in the publisher's prices. Answers whether it changed.
 */
const applyOne = async (tx: Tx, row: ProductRow, today: string, changes: PublisherPriceEntry[]) => {
  const kept = pricesNotEnded(row.priceSchedule, today);
  const next = nextPriceChange(kept, today);
  const schedule = { priceSchedule: next === null ? [] : kept, nextPriceChangeOn: next };
  const feed = row.feed;
  const inForce = priceInForce(row.priceSchedule, today);
  const priceWithTax = inForce?.priceWithTax ?? null;
  const taxRate = inForce?.taxRate ?? feed?.taxRate ?? row.taxRate;
  if (!feed || (feed.priceWithTax === priceWithTax && feed.taxRate === taxRate)) {
    await writePriceChange(tx, row.id, schedule, false);
    return false;
  }
  const prices = {
    priceWithTax,
    priceNoTax: priceWithTax === null ? null : priceNoTaxCents(priceWithTax, taxRate),
    taxRate,
  };
  const overridden = 'priceWithTax' in row.overrides;
  await writePriceChange(
    tx,
    row.id,
    { ...schedule, feed: { ...feed, ...prices }, ...(overridden ? {} : prices) },
    true,
  );
  if (priceWithTax !== null)
    changes.push({ productId: row.id, priceWithTax, taxRate, effectiveOn: today, source: 'schedule' });
  await recordActivities(tx, null, [
    {
      entity: 'Product',
      entityId: row.id,
      action: 'priceChange',
      before: { priceWithTax: feed.priceWithTax, taxRate: feed.taxRate },
      after: { priceWithTax, taxRate, effectiveOn: today },
    },
  ]);
  return true;
};

/**
 * Puts in force the feed's prices whose day has come (or whose period ended) on the shop's day of
 * `now`. Each product is read locked (`for update skip locked`) and its next change moves past
 * today in the same transaction, so a run that comes again, or at the same time, finds nothing left:
 * each price takes effect once, logged once. Answers how many prices changed.
 */
export const applyDuePrices = async (services: Pick<Services, 'db'>, now: Date) => {
  const today = shopDay(now);
  let changed = 0;
  for (;;) {
    const seen = await services.db.transaction(async (tx) => {
      const rows = await productsWithPriceDue(tx, today, BATCH);
      const entries: PublisherPriceEntry[] = [];
      for (const row of rows) if (await applyOne(tx, row, today, entries)) changed++;
      await recordPublisherPrices(tx, entries, null);
      return rows.length;
    });
    if (seen < BATCH) return changed;
  }
};

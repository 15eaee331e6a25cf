import type { ScheduledPrice } from './products.tables.ts';

/** Whether a period (days included, open when null) takes in `day`. */
const runsOn = (price: ScheduledPrice, day: string) =>
  (price.from === null || price.from <= day) && (price.until === null || day <= price.until);

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The publisher's price in force on `day` among the feed's: the one whose period takes in the day
 * (of several, the one that started last, as a later notice replaces an earlier one); null when none does.
 */
export const priceInForce = (schedule: readonly ScheduledPrice[], day: string) =>
  schedule
    .filter((price) => runsOn(price, day))
    .sort((a, b) => (b.from ?? '').localeCompare(a.from ?? ''))[0] ?? null;

/** The prices still to keep on `day`: those whose period has not ended. */
export const pricesNotEnded = (schedule: readonly ScheduledPrice[], day: string) =>
  schedule.filter((price) => price.until === null || day <= price.until);

/** The next day after `day` on which the price in force may change: a period starts, or one ends the day before. */
export const nextPriceChange = (schedule: readonly ScheduledPrice[], day: string) =>
  schedule
    .flatMap((price) => [price.from, price.until === null ? null : dayAfter(price.until)])
    .filter((change): change is string => change !== null && change > day)
    .sort()[0] ?? null;

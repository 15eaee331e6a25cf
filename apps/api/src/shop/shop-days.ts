/**
 * The shop's days. A French bookshop's day runs from midnight to midnight in Paris, not in UTC: an
 * order placed at 00:30 on 1 January belongs to the new day and year (its number, its invoice's, the
 * day's sales), and a list filtered "from 24 November" starts at midnight in Paris.
 */
export const SHOP_TIME_ZONE = 'Europe/Paris';

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The shop's day of an instant, as `YYYY-MM-DD`. */
export const shopDay = (instant: Date) => dayParts.format(instant);

/** The shop's year of an instant (document numbers count per year). */
export const shopYear = (instant: Date) => Number(shopDay(instant).slice(0, 4));

/** How far Paris's clock is ahead of UTC at an instant, in ms. */
const offsetAt = (instant: Date) => {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
};

/** The instant a shop's day (`YYYY-MM-DD`) begins: midnight in Paris (clocks never change at midnight there). */
export const shopDayStart = (day: string) => {
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  return new Date(midnightUtc.getTime() - offsetAt(midnightUtc));
};

/** The instant the day after `day` begins, the end (excluded) of a range that includes `day`. */
export const shopDayEnd = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return shopDayStart(next.toISOString().slice(0, 10));
};

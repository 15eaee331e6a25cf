import { describe, expect, it } from 'vitest';
import { shopDay, shopDayEnd, shopDayStart, shopYear } from './shop-days.ts';

describe('the shop’s days, in Paris', () => {
  it('when an order comes at 00:30 in Paris on 1 January, then it is of the new day and year', () => {
    const instant = new Date('2026-12-31T23:30:00Z');
    expect(shopDay(instant)).toBe('2027-01-01');
    expect(shopYear(instant)).toBe(2027);
  });

  it('when a day is asked, then it runs from midnight to midnight in Paris, summer and winter', () => {
    expect(shopDayStart('2026-11-24').toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(shopDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(shopDayStart('2026-07-14').toISOString()).toBe('2026-07-13T22:00:00.000Z');
    // The night the clocks go forward, the day is 23 hours long.
    expect(shopDayEnd('2026-03-29').getTime() - shopDayStart('2026-03-29').getTime()).toBe(23 * 3600 * 1000);
  });
});

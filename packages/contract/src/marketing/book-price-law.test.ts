import { describe, expect, it } from 'vitest';
import { isNewBook, monthsBeforeDay } from './book-price-law.ts';

describe('a new book in the sense of the Loi Lang (art. 5)', () => {
  const today = '2026-08-31';

  it('when both dates are known and old enough, then the book is old; the day after the limits it is still new', () => {
    expect(isNewBook({ releaseDate: '2024-08-30', lastSupplyDate: '2026-02-27', today })).toBe(false);
    // Exactly two years, or exactly six months (28 February, August 31 having no 31 February): not "more than".
    expect(isNewBook({ releaseDate: '2024-08-31', lastSupplyDate: '2026-02-27', today })).toBe(true);
    expect(isNewBook({ releaseDate: '2024-08-30', lastSupplyDate: '2026-02-28', today })).toBe(true);
  });

  it('when the publication date or the last supply is not known, then the book is new', () => {
    expect(isNewBook({ releaseDate: null, lastSupplyDate: '2020-01-01', today })).toBe(true);
    expect(isNewBook({ releaseDate: '1990-01-01', lastSupplyDate: null, today })).toBe(true);
  });

  it('when a month has fewer days, then the day before is its last', () => {
    expect(monthsBeforeDay('2026-08-31', 6)).toBe('2026-02-28');
    expect(monthsBeforeDay('2028-08-31', 6)).toBe('2028-02-29');
    expect(monthsBeforeDay('2026-03-15', 24)).toBe('2024-03-15');
    expect(monthsBeforeDay('2026-01-10', 1)).toBe('2025-12-10');
  });
});

import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './date-fields.tsx';

describe('a date typed by staff', () => {
  it('reads day first, as French staff write it', () => {
    expect(parseTypedDate('14/07/2026')).toBe('2026-07-14');
    expect(parseTypedDate('5/3/2026')).toBe('2026-03-05');
    expect(parseTypedDate('05.03.26')).toBe('2026-03-05');
    expect(parseTypedDate('2026-03-05')).toBe('2026-03-05');
  });

  it('refuses a day that does not exist, never rolling it over to the next month', () => {
    expect(parseTypedDate('31/02/2026')).toBeNull();
    expect(parseTypedDate('03/13/2026')).toBeNull();
    expect(parseTypedDate('demain')).toBeNull();
  });

  it('reads a time after the day when the field takes one', () => {
    expect(parseTypedDate('25/12/2026 14:30', true)).toBe('2026-12-25 14:30:00');
    expect(parseTypedDate('25/12/2026 9h05', true)).toBe('2026-12-25 09:05:00');
    expect(parseTypedDate('25/12/2026', true)).toBe('2026-12-25 00:00:00');
    expect(parseTypedDate('25/12/2026 24:00', true)).toBeNull();
  });
});

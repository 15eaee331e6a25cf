import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatPrice } from './format.ts';

describe('formatters', () => {
  it('when a date is shown, then it reads DD/MM/YYYY', () => {
    expect(formatDate('2026-03-07')).toBe('07/03/2026');
    expect(formatDate('2026-12-31T10:00:00Z')).toBe('31/12/2026');
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('2026-03-07T09:05:00')).toBe('07/03/2026 09:05');
  });

  it('when a price is shown, then it has two decimals, a comma and the euro sign', () => {
    expect(formatPrice(12.5)).toBe('12,50 €');
    expect(formatPrice(1234)).toBe('1 234,00 €');
    expect(formatPrice(0)).toBe('0,00 €');
  });

  it('when a percentage is shown, then it has no decimals', () => {
    expect(formatPercent(0.125)).toBe('13 %');
    expect(formatPercent(0.5, 'en')).toBe('50%');
    expect(formatPercent(null)).toBe('');
  });

  it('when a date, a time or a whole number is shown, then it reads as the locale writes it', () => {
    const day = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    for (const moment of ['2026-01-05T00:00:00', '1999-12-31T23:59:00', '2026-07-14T12:07:00']) {
      const date = new Date(moment);
      const expected = `${new Intl.DateTimeFormat('fr-FR', day).format(date)} ${new Intl.DateTimeFormat('fr-FR', time).format(date)}`;
      expect(formatDateTime(moment)).toBe(expected);
    }
    for (const value of [0, 7, -5, 999, 1000, 12_345, -1234, 1_234_567]) {
      expect(formatNumber(value)).toBe(
        new Intl.NumberFormat('fr-FR').format(value).replace(/\u202f|\u00a0/g, ' '),
      );
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-GB').format(value));
    }
    expect(formatNumber(2.5)).toBe('2,5');
  });
});

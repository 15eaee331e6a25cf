import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPercent, formatPrice } from './format.ts';

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
});

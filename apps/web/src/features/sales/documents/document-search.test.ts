import { describe, expect, it } from 'vitest';
import { joined, listOf, ZDocumentListSearch } from './document-search.ts';

describe('the order list’s state in the URL', () => {
  it('when the home links to several statuses and a day, then the list reads them as the API takes them', () => {
    expect(
      ZDocumentListSearch.parse({
        status: 'AwaitingPayment,PaymentFailed',
        shippingMethod: 'Pickup',
        from: '2026-11-23',
        customerId: '12',
      }),
    ).toEqual({
      status: 'AwaitingPayment,PaymentFailed',
      shippingMethod: 'Pickup',
      from: '2026-11-23',
      customerId: 12,
    });
  });

  it('when a URL holds a status, sort or day that does not exist, then that filter is dropped, not the page', () => {
    expect(
      ZDocumentListSearch.parse({
        status: 'Processing,Lost',
        sort: '-weight',
        to: '23/11/2026',
        paymentStatus: 'Paid',
      }),
    ).toEqual({ status: undefined, sort: undefined, to: undefined, paymentStatus: 'Paid' });
  });

  it('when filters are picked and cleared, then they go to and from the URL as comma-separated values', () => {
    expect(listOf(joined(['Processing', 'Shipped']))).toEqual(['Processing', 'Shipped']);
    expect(joined([])).toBeUndefined();
    expect(listOf(undefined)).toEqual([]);
  });
});

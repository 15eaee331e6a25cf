import { documentEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoCreditNotes } from './demo-credit-notes.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { insertDemoProducts } from './demo-products.ts';

const today = new Date();

describe('the demo credit notes', () => {
  let api: TestApp;
  let made = 0;
  beforeAll(async () => {
    api = await startTestApp();
    await insertDemoProducts(api.services.db, { count: 200, seed: 5, today });
    await seedDemoOrders(api.services.db, { orders: 300, customers: 100, seed: 5, today });
    made = await seedDemoCreditNotes(api.services.db, { every: 10, today });
  });
  afterAll(() => api.close());
  const asAdmin = () => ({ token: api.adminToken });

  it('when the demo shop is seeded, then some delivered orders came back refunded, each invoice credited once, numbered without a gap', async () => {
    expect(made).toBeGreaterThan(0);
    const notes = (
      await api.call(documentEndpoints.list, {
        query: { documentType: 'CreditNote', pageSize: 200, sort: 'number' },
        ...asAdmin(),
      })
    ).output.items;
    expect(notes).toHaveLength(made);
    const byYear = new Map<string, number[]>();
    for (const note of notes) {
      const [, year, serial] = note.number.split('-');
      byYear.set(year ?? '', [...(byYear.get(year ?? '') ?? []), Number(serial)]);
    }
    for (const serials of byYear.values()) expect(serials).toEqual(serials.map((_, index) => index + 1));
    const note = await api.call(documentEndpoints.full, { query: { id: notes[0]?.id ?? 0 }, ...asAdmin() });
    const { creditedInvoice, total, parentId } = note.output;
    expect(creditedInvoice?.total).toBe(total);
    const order = (await api.call(documentEndpoints.get, { query: { id: parentId ?? 0 }, ...asAdmin() }))
      .output;
    expect(order.paymentStatus).toBe('Refunded');
  });
});

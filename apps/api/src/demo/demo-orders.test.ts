import { customerEndpoints, documentEndpoints, storeEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { insertDemoProducts } from './demo-products.ts';

const today = new Date();

describe('the demo orders', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await insertDemoProducts(api.services.db, { count: 300, seed: 5, today });
    await seedDemoOrders(api.services.db, { orders: 400, customers: 120, seed: 5, today });
  });
  afterAll(() => api.close());
  const asAdmin = () => ({ token: api.adminToken });

  it('when the demo shop is seeded, then its orders take every path, delivered and collected, some cancelled', async () => {
    const count = async (query: Record<string, string>) =>
      (await api.call(documentEndpoints.list, { query: { ...query, pageSize: 1 }, ...asAdmin() })).output
        .totalCount;
    expect(await count({})).toBe(400);
    for (const status of ['AwaitingPayment', 'Processing', 'Shipped', 'Complete', 'Cancelled'])
      expect(await count({ status }), status).toBeGreaterThan(0);
    expect(await count({ paymentStatus: 'PartiallyRefunded' })).toBeGreaterThan(0);
    expect(await count({ shippingMethod: 'Pickup', status: 'Complete' })).toBeGreaterThan(0);
    expect(await count({ documentType: 'Invoice' })).toBeGreaterThan(0);
  });

  it('when a delivered demo order is opened, then it has its package, its invoice and nothing left to ship, cancel or deliver', async () => {
    const [order] = (
      await api.call(documentEndpoints.list, {
        query: { status: 'Complete', shippingMethod: 'Home', pageSize: 1 },
        ...asAdmin(),
      })
    ).output.items;
    const detail = (await api.call(documentEndpoints.full, { query: { id: order?.id ?? 0 }, ...asAdmin() }))
      .output;
    expect(detail.packages.map((parcel) => parcel.status)).toEqual(['Delivered']);
    expect(detail.relatedDocuments.map((document) => document.documentType).sort()).toEqual([
      'Delivery',
      'Invoice',
    ]);
    const moves = ['ValidatePayment', 'ShippItems', 'CancelItems', 'DeliveryPackage', 'NotifyPicking'];
    expect(detail.allowedActions.filter((action) => moves.includes(action))).toEqual([]);
  });

  it('when the demo shop is seeded, then customers carry their orders and the stores are there', async () => {
    const [best] = (
      await api.call(customerEndpoints.list, { query: { sort: '-totalSpent', pageSize: 1 }, ...asAdmin() })
    ).output.items;
    expect(best?.ordersCount).toBeGreaterThan(0);
    expect(best?.totalSpent).toBeGreaterThan(0);
    expect((await api.call(storeEndpoints.list, asAdmin())).output).toHaveLength(2);
  });
});

import {
  claim,
  dashboardEndpoints,
  messageEndpoints,
  productEndpoints,
  publicMessageEndpoints,
  shoppingCartEndpoints,
  type TPaymentMethod,
  type TShippingMethod,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook, tokenWithClaims } from '../catalog/testing/catalog-fixtures.ts';
import { stores } from '../sales/stores/stores.tables.ts';
import { startTestApp, type TestApp } from '../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
});
afterAll(() => api.close());

const tokenWith = (claims: string[]) => tokenWithClaims(api, claims);

const dashboard = async (token: string) => (await api.call(dashboardEndpoints.get, { token })).output;

describe("the shop's day", () => {
  it('when visitors write and staff take one message in hand, then the home counts the waiting and the in-progress ones', async () => {
    for (const email of ['one.dash@example.org', 'two.dash@example.org']) {
      await api.call(publicMessageEndpoints.send, {
        body: {
          question: 'Other',
          lastName: 'Petit',
          firstName: 'Jules',
          email,
          subject: 'Bonjour',
          message: 'Une question.',
        },
      });
    }
    const [first] = (await api.call(messageEndpoints.list, { token: api.adminToken, query: { pageSize: 1 } }))
      .output.items;
    await api.call(messageEndpoints.update, {
      token: api.adminToken,
      body: { id: first?.id ?? 0, version: first?.version ?? 0, status: 'Progress' },
    });
    expect((await dashboard(api.adminToken)).messages).toEqual({ pending: 1, progress: 1 });
  });

  it('when a user holds only the messages claim, then the home shows the messages block and no other', async () => {
    const figures = await dashboard(await tokenWith([claim('Public', 'MessageManage')]));
    expect(Object.keys(figures)).toEqual(['messages']);
  });

  it('when a user holds none of the lists, then the home has no figure, and a visitor without a session is refused', async () => {
    expect(await dashboard(await tokenWith([]))).toEqual({});
    expect((await api.call(dashboardEndpoints.get)).status).toBe(401);
  });

  it('when the administrator opens the home, then every block is there', async () => {
    const figures = await dashboard(api.adminToken);
    expect(Object.keys(figures).sort()).toEqual([
      'mails',
      'messages',
      'orders',
      'outOfStock',
      'reviews',
      'sales',
      'tasks',
    ]);
    expect(figures.reviews).toEqual({ pending: 0 });
    expect(figures.tasks).toEqual({ failed: 0 });
  });
});

const address = {
  firstName: 'Jeanne',
  lastName: 'Martin',
  address1: '3 place du Marché',
  postalCode: '35000',
  city: 'Rennes',
  country: 'FR',
};
let orderKeys = 0;
const order = async (
  ean: string,
  quantity: number,
  paymentMethod: TPaymentMethod,
  shippingMethod: TShippingMethod,
  storeId: number | null = null,
) => {
  orderKeys += 1;
  const answer = await api.call(shoppingCartEndpoints.order, {
    body: {
      idempotencyKey: `dashboard-test-${orderKeys}`,
      email: `dashboard${orderKeys}@example.org`,
      paymentMethod,
      shippingMethod,
      storeId,
      billingAddress: address,
      shippingAddress: shippingMethod === 'Pickup' ? null : address,
      items: [{ ean, quantity }],
    },
  });
  return answer.output;
};

describe("the shop's day: orders and sales", () => {
  it('when orders come in, then the home counts those waiting for payment, to ship and to hand over, and the day’s sales', async () => {
    const ean = withCheckDigit('978420000001');
    const lastCopies = withCheckDigit('978420000002');
    for (const book of [
      aBook({ ean, title: 'Les Années', priceWithTax: 20, stock: 50 }),
      aBook({ ean: lastCopies, title: 'L’Événement', priceWithTax: 8, stock: 2 }),
    ])
      await api.call(productEndpoints.create, { body: book, token: api.adminToken });
    const before = await dashboard(api.adminToken);

    await order(ean, 1, 'Check', 'Home');
    await order(ean, 2, 'FictiveValid', 'Home');
    await order(lastCopies, 2, 'FictiveValid', 'Relay');
    const [store] = await api.services.db
      .insert(stores)
      .values({
        name: 'Librairie du Marché',
        address: { ...address, company: null, address2: null, address3: null, phone: null },
      })
      .returning();
    const storeId = store?.id ?? null;
    await order(ean, 1, 'ManualAtPickup', 'Pickup', storeId);

    const after = await dashboard(api.adminToken);
    expect(after.orders).toEqual({
      awaitingPayment: (before.orders?.awaitingPayment ?? 0) + 1,
      toShip: (before.orders?.toShip ?? 0) + 2,
      toHandOver: (before.orders?.toHandOver ?? 0) + 1,
    });
    // The cheque is not paid yet: today's sales are the three accepted orders.
    const today = new Date().toISOString().slice(0, 10);
    expect(after.sales?.today.current).toMatchObject({ from: today, to: today, orders: 3 });
    expect(after.sales?.today.current.amount).toBeGreaterThanOrEqual(40 + 16 + 20);
    expect(after.sales?.today.lastYear).toMatchObject({ orders: 0, amount: 0 });
    expect(after.sales?.today.lastYear.from).toBe(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
    expect(after.sales?.month.current.from).toBe(`${today.slice(0, 8)}01`);
    expect(after.sales?.month.current.orders).toBeGreaterThanOrEqual(3);
    // Its last two copies sold, L’Événement is the book to order again.
    expect(after.outOfStock).toEqual({
      count: 1,
      books: [{ productId: expect.any(Number), ean: lastCopies, title: 'L’Événement', ordered: 2 }],
    });
  });

  it('when a user holds only the orders claim, then the home shows the orders, the sales and the books out of stock, nothing else', async () => {
    const figures = await dashboard(await tokenWith([claim('Public', 'DocumentsManage')]));
    expect(Object.keys(figures).sort()).toEqual(['orders', 'outOfStock', 'sales']);
    const noOrders = await dashboard(await tokenWith([claim('Public', 'CustomersManage')]));
    expect(noOrders).toEqual({});
  });
});

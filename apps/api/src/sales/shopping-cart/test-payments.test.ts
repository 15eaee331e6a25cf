import { shoppingCartEndpoints } from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { documents } from '../documents/documents.tables.ts';
import { anOrder, bookShelf, placeOrder } from '../testing/order-fixtures.ts';

let shop: TestApp;
let testSite: TestApp;
beforeAll(async () => {
  [shop, testSite] = await Promise.all([startTestApp(), startTestApp({ TEST_PAYMENT_METHODS: 'true' })]);
});
afterAll(() => Promise.all([shop.close(), testSite.close()]));

describe('the test payment methods', () => {
  it('when the API starts with no setting, then the test payments are off', () => {
    expect(loadConfig({}).TEST_PAYMENT_METHODS).toBe(false);
  });

  it('when an anonymous buyer pays with FictiveValid, then the order is refused at paymentMethod, nothing is taken and nothing is paid', async () => {
    const book = await bookShelf(shop, '9784011')({ priceWithTax: 30, stock: 1 });
    for (const paymentMethod of ['FictiveValid', 'FictiveInvalid'] as const) {
      const answer = await placeOrder(shop, anOrder([book.ean], { paymentMethod }));
      expect(answer.status).toBe(400);
      expect(answer.body.propertiesErrorMessages).toEqual([
        { propertyName: 'paymentMethod', errorMessage: 'This payment method is not offered.' },
      ]);
    }
    expect(await shop.services.db.select().from(documents).where(eq(documents.type, 'Order'))).toEqual([]);
    const honest = await placeOrder(shop, anOrder([book.ean]));
    expect(honest.output.status).toBe('AwaitingPayment');
  });

  it('when the site asks for the payment methods or prices with a test payment, then they are not offered', async () => {
    const methods = (await shop.call(shoppingCartEndpoints.paymentMethods)).output.map((method) => method.id);
    expect(methods).not.toContain('FictiveValid');
    expect(methods).not.toContain('FictiveInvalid');
    const book = await bookShelf(shop, '9784012')();
    const priced = await shop.call(shoppingCartEndpoints.price, {
      body: {
        items: [{ ean: book.ean, quantity: 1 }],
        shippingMethod: 'Home',
        paymentMethod: 'FictiveValid',
      },
    });
    expect(priced.status).toBe(400);
    expect(priced.body.propertiesErrorMessages[0]?.propertyName).toBe('paymentMethod');
  });

  it('when the shop turns TEST_PAYMENT_METHODS on, then they are offered, FictiveValid is paid at once and FictiveInvalid refused', async () => {
    const methods = (await testSite.call(shoppingCartEndpoints.paymentMethods)).output.map(
      (method) => method.id,
    );
    expect(methods).toEqual(expect.arrayContaining(['FictiveValid', 'FictiveInvalid']));
    const book = await bookShelf(testSite, '9784013')();
    const paid = await placeOrder(testSite, anOrder([book.ean], { paymentMethod: 'FictiveValid' }));
    expect([paid.output.status, paid.output.paymentStatus]).toEqual(['Processing', 'Paid']);
    const refused = await placeOrder(testSite, anOrder([book.ean], { paymentMethod: 'FictiveInvalid' }));
    expect(refused.output.paymentStatus).toBe('Refused');
  });
});

import { productEndpoints, shoppingCartEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { anOrder, bookShelf, placeOrder } from '../testing/order-fixtures.ts';

/* What one anonymous order may ask, and what the site learns of the stock (docs/rules/public-intake.md). */

let api: TestApp;
let book: ReturnType<typeof bookShelf>;
beforeAll(async () => {
  api = await startTestApp({
    CART_MAX_COPIES_PER_LINE: '4',
    CART_MAX_COPIES_PER_ORDER: '6',
    CART_FEW_LEFT_COPIES: '2',
  });
  book = bookShelf(api, '9784031');
});
afterAll(() => api.close());

const stockOf = async (id: number) =>
  (await api.call(productEndpoints.get, { query: { id }, token: api.adminToken })).output.stock;
const price = (items: { ean: string; quantity: number }[]) =>
  api.call(shoppingCartEndpoints.price, { body: { items, shippingMethod: 'Home' } });

describe('the quantities one anonymous order may ask', () => {
  it('when the API starts with no setting, then 5 copies a book, 20 an order, and "few left" at 3 copies', () => {
    const config = loadConfig({});
    expect([
      config.CART_MAX_COPIES_PER_LINE,
      config.CART_MAX_COPIES_PER_ORDER,
      config.CART_FEW_LEFT_COPIES,
    ]).toEqual([5, 20, 3]);
  });

  it('an anonymous buyer cannot take a whole stock in one line: more copies than the per-line cap is 400 at the line, priced or ordered, and nothing is taken', async () => {
    const shelf = await book({ stock: 30 });
    const items = [{ ean: shelf.ean, quantity: 5 }];
    const priced = await price(items);
    expect(priced.status).toBe(400);
    expect(priced.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'items.0.quantity',
        errorMessage: 'At most 4 copies of a book per order on the site: for more, contact the shop.',
      },
    ]);
    const ordered = await placeOrder(api, anOrder([shelf.ean], { items }));
    expect(ordered.status).toBe(400);
    expect(ordered.body.propertiesErrorMessages[0]?.propertyName).toBe('items.0.quantity');
    expect(await stockOf(shelf.id)).toBe(30);
    expect(
      (await placeOrder(api, anOrder([shelf.ean], { items: [{ ean: shelf.ean, quantity: 4 }] }))).status,
    ).toBe(200);
  });

  it('an anonymous buyer cannot spread a hoard over many lines: more copies together than the per-order cap is 400 at items', async () => {
    const [a, b] = [await book({ stock: 30 }), await book({ stock: 30 })];
    const items = [
      { ean: a.ean, quantity: 4 },
      { ean: b.ean, quantity: 3 },
    ];
    const ordered = await placeOrder(api, anOrder([a.ean, b.ean], { items }));
    expect(ordered.status).toBe(400);
    expect(ordered.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'items',
        errorMessage: 'At most 6 copies per order on the site (7 here): for more, contact the shop.',
      },
    ]);
    expect((await price(items)).status).toBe(400);
    expect(await stockOf(a.id)).toBe(30);
  });
});

describe('what the site learns of the stock', () => {
  it('the public price never tells the exact stock: in stock, few left or to order, whatever the quantity asked', async () => {
    const [plenty, few, none] = [
      await book({ stock: 17 }),
      await book({ stock: 2 }),
      await book({ stock: 0 }),
    ];
    const words = async (quantity: number) =>
      (
        await price([
          { ean: plenty.ean, quantity },
          { ean: few.ean, quantity },
          { ean: none.ean, quantity },
        ])
      ).output.lines.map((line) => [line.availability, line.availabilityLabel]);
    const one = await words(1);
    expect(one).toEqual([
      ['InStock', 'In stock'],
      ['FewLeft', 'Few left'],
      ['ToOrder', 'To order'],
    ]);
    expect(await words(2)).toEqual(one);
    const answer = await api.call(shoppingCartEndpoints.price, {
      body: { items: [{ ean: few.ean, quantity: 1 }], shippingMethod: 'Home' },
      headers: { 'accept-language': 'fr' },
    });
    expect(answer.output.lines[0]?.availabilityLabel).toBe('Plus que quelques exemplaires');
    expect(Object.keys(answer.output.lines[0] ?? {})).not.toContain('inStock');
    expect(JSON.stringify(answer.body)).not.toMatch(/"(inStock|stock)":/);
  });

  it('an order refused for too few copies does not tell how many are left', async () => {
    const few = await book({ stock: 2 });
    const refused = await placeOrder(api, anOrder([few.ean], { items: [{ ean: few.ean, quantity: 3 }] }));
    expect(refused.status).toBe(409);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'items.0.quantity', errorMessage: 'Not enough copies of this book for this quantity.' },
    ]);
    expect(refused.body.errors).toEqual(['Not enough copies of this book for this quantity.']);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activityEndpoints,
  discountEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  supplyEndpoints,
  type TDiscountCreate,
  type TProduct,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook, createSuppliedOn, monthsAgo } from '../testing/catalog-fixtures.ts';
import { onixMessage, onixProduct } from '../testing/onix-builder.ts';
import { importOnix } from '../testing/onix-uploads.ts';

/*
 * The Loi Lang's exemption (loi n° 81-766 art. 5) must be proven: a book is new unless it is known to
 * be published more than two years ago and last supplied more than six months ago, the last supply
 * read from the book's supply history (initial stock, receptions, corrections).
 */

let api: TestApp;
const storage = mkdtempSync(join(tmpdir(), 'colophon-exemptions-'));
beforeAll(async () => {
  api = await startTestApp({ STORAGE_DIR: storage });
});
afterAll(async () => {
  await api.close();
  rmSync(storage, { recursive: true, force: true });
});

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const nextEan = () => withCheckDigit(`979128${String(serial++).padStart(6, '0')}`);
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const tenPercentOff = (product: { id: number }): TDiscountCreate => ({
  name: `Dix pour cent ${serial++}`,
  discountType: 'AppliesToItems',
  discountPercentage: 0.1,
  assignedToProducts: [product.id],
});
const saveDiscount = (discount: TDiscountCreate) =>
  api.call(discountEndpoints.create, { body: discount, ...asAdmin() });
const read = async (id: number) =>
  (await api.call(productEndpoints.get, { query: { id }, ...asAdmin() })).output;
const record = (
  product: TProduct,
  entry: { kind: 'initial' | 'reception' | 'correction'; quantity: number; suppliedOn?: string | null },
) =>
  api.call(supplyEndpoints.record, {
    body: { productId: product.id, version: product.version, ...entry },
    ...asAdmin(),
  });

describe('a book is new until its exemption is proven', () => {
  it('when a book without a publication date was last supplied a year ago, then 10 % off it is refused: it is a new book', async () => {
    const book = await createSuppliedOn(
      api,
      aBook({ ean: nextEan(), releaseDate: null, stock: 4 }),
      monthsAgo(12),
    );
    expect(book).toMatchObject({ releaseDate: null, lastSupplyDate: monthsAgo(12), isNewBook: true });
    const refused = await saveDiscount(tenPercentOff(book));
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('discountPercentage');
  });

  it('when a 2015 title comes in with copies today, then its initial stock is a supply and 10 % off it is refused', async () => {
    const created = await api.call(productEndpoints.create, {
      body: aBook({ ean: nextEan(), releaseDate: '2015-03-05', stock: 6 }),
      ...asAdmin(),
    });
    expect(created.output).toMatchObject({ lastSupplyDate: today(), isNewBook: true });
    expect((await saveDiscount(tenPercentOff(created.output))).status).toBe(400);
  });

  it('when a 2015 title with no supply recorded sits in a category, then 20 % off the category is refused', async () => {
    await api.call(productEndpoints.create, {
      body: aBook({
        ean: nextEan(),
        releaseDate: '2015-03-05',
        stock: 0,
        categories: [{ code: '3442', label: 'Policier' }],
      }),
      ...asAdmin(),
    });
    const refused = await saveDiscount({
      name: 'Polars',
      discountType: 'AppliesToItems',
      discountPercentage: 0.2,
      assignedToCategories: ['3442'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('discountPercentage');
  });

  it('when a 2015 title was last supplied eight months ago, then 30 % off is saved and applied; a reception today makes it new and the cart caps it at 5 %', async () => {
    const book = await createSuppliedOn(
      api,
      aBook({ ean: nextEan(), releaseDate: '2015-03-05', priceWithTax: 20, stock: 5 }),
      monthsAgo(8),
    );
    expect(book.isNewBook).toBe(false);
    const couponCode = `FONDS${serial++}`;
    const saved = await saveDiscount({
      ...tenPercentOff(book),
      discountPercentage: 0.3,
      requiresCouponCode: true,
      couponCode,
    });
    expect(saved.status).toBe(200);
    const priced = async () =>
      (
        await api.call(shoppingCartEndpoints.price, {
          body: {
            items: [{ ean: book.ean, quantity: 1 }],
            shippingMethod: 'Home',
            couponCodes: [couponCode],
          },
        })
      ).output;
    expect((await priced()).discountTotal).toBe(6);
    const received = await record(book, { kind: 'reception', quantity: 3 });
    expect(received.output).toMatchObject({ stock: 8, lastSupplyDate: today(), isNewBook: true });
    expect(await priced()).toMatchObject({
      discountTotal: 1,
      discounts: [expect.objectContaining({ cappedByLaw: true })],
    });
  });

  it('when staff type a 2010 publication date over the feed’s recent one, then the book stays new', async () => {
    const ean = withCheckDigit('978284100001');
    const published = monthsAgo(10).replaceAll('-', '');
    await importOnix(api, onixMessage([onixProduct({ ean, title: 'Récent', price: '18.00', published })]));
    const imported = (await api.call(productEndpoints.byEan, { query: { ean }, ...asAdmin() })).output;
    const old = await record(imported, { kind: 'initial', quantity: 2, suppliedOn: monthsAgo(9) });
    const overridden = await api.call(productEndpoints.update, {
      body: { ...old.output, releaseDate: '2010-01-01' },
      ...asAdmin(),
    });
    expect(overridden.output).toMatchObject({ releaseDate: '2010-01-01', isNewBook: true });
    expect((await saveDiscount(tenPercentOff(imported))).status).toBe(400);
  });
});

describe('the supply history', () => {
  it('when staff record an initial stock, a reception and corrections, then each is listed with its day and author, and the last supply follows the copies that came in', async () => {
    const created = (
      await api.call(productEndpoints.create, {
        body: aBook({ ean: nextEan(), releaseDate: '2012-06-01', stock: 0 }),
        ...asAdmin(),
      })
    ).output;
    expect(created).toMatchObject({ stock: 0, lastSupplyDate: null, isNewBook: true });
    let product = (await record(created, { kind: 'initial', quantity: 10, suppliedOn: monthsAgo(14) }))
      .output;
    expect(product).toMatchObject({ stock: 10, lastSupplyDate: monthsAgo(14), isNewBook: false });
    product = (await record(product, { kind: 'correction', quantity: -2 })).output;
    expect(product).toMatchObject({ stock: 8, lastSupplyDate: monthsAgo(14), isNewBook: false });
    product = (await record(product, { kind: 'reception', quantity: 5, suppliedOn: daysAgo(3) })).output;
    expect(product).toMatchObject({ stock: 13, lastSupplyDate: daysAgo(3), isNewBook: true });
    // A stock typed in the product form is a correction too.
    product = (await api.call(productEndpoints.update, { body: { ...product, stock: 12 }, ...asAdmin() }))
      .output;
    const history = (await api.call(supplyEndpoints.list, { query: { productId: product.id }, ...asAdmin() }))
      .output;
    expect(
      history.map((entry) => [
        entry.kind,
        entry.quantity,
        entry.stockAfter,
        entry.suppliedOn,
        entry.isSupply,
      ]),
    ).toEqual([
      ['correction', -1, 12, today(), false],
      ['correction', -2, 8, today(), false],
      ['reception', 5, 13, daysAgo(3), true],
      ['initial', 10, 10, monthsAgo(14), true],
    ]);
    expect(history.every((entry) => entry.recordedBy === 'admin')).toBe(true);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Product', entityId: String(product.id), pageSize: 20 },
        ...asAdmin(),
      })
    ).output.items;
    expect(log.filter((entry) => entry.action === 'update')).toHaveLength(4);
  });

  it('when a supply is dated in the future, a reception 40 days back, a second initial stock or a correction below zero, then each is refused at its field', async () => {
    const product = (
      await record(
        (
          await api.call(productEndpoints.create, { body: aBook({ ean: nextEan(), stock: 0 }), ...asAdmin() })
        ).output,
        { kind: 'initial', quantity: 2, suppliedOn: monthsAgo(3) },
      )
    ).output;
    const refusals = [
      [{ kind: 'reception' as const, quantity: 1, suppliedOn: daysAgo(-1) }, 'suppliedOn', /after today/],
      [
        { kind: 'reception' as const, quantity: 1, suppliedOn: daysAgo(40) },
        'suppliedOn',
        /at most 31 days back/,
      ],
      [{ kind: 'initial' as const, quantity: 1 }, 'kind', /history has begun/],
      [{ kind: 'correction' as const, quantity: -3 }, 'quantity', /cannot go below 0 \(2 copies now\)/],
      [{ kind: 'reception' as const, quantity: -1 }, 'quantity', /above 0/],
    ] as const;
    for (const [entry, propertyName, message] of refusals) {
      const answer = await record(product, entry);
      expect(answer.status).toBe(400);
      expect(answer.body.propertiesErrorMessages).toEqual([
        { propertyName, errorMessage: expect.stringMatching(message) },
      ]);
    }
    expect((await read(product.id)).stock).toBe(2);
    expect(
      (await record({ ...product, version: product.version - 1 }, { kind: 'reception', quantity: 1 })).status,
    ).toBe(409);
  });
});

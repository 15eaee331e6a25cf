import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  activityEndpoints,
  productEndpoints,
  publisherPriceEndpoints,
  shoppingCartEndpoints,
  supplyEndpoints,
  type TProduct,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDay } from '../../shop/shop-days.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook, monthsAgo } from '../testing/catalog-fixtures.ts';
import { onixMessage, onixPrice, onixProduct } from '../testing/onix-builder.ts';
import { importOnix } from '../testing/onix-uploads.ts';
import { createPublisherPricesJob, PUBLISHER_PRICES_CRON } from './publisher-prices.jobs.ts';
import { applyDuePrices } from './publisher-prices.service.ts';

/*
 * The publisher's price is the price (loi n° 81-766 art. 1, décret n° 81-1068 art. 1, loi n° 2011-590
 * art. 2): the feed's fixed price of the day, a price to come put in force on its day by a job, staff
 * kept from pricing a new book away from it, and the shop's own products priced by staff, each change
 * kept with its day.
 */

let api: TestApp;
const storage = mkdtempSync(join(tmpdir(), 'colophon-publisher-price-'));
beforeAll(async () => {
  api = await startTestApp({ STORAGE_DIR: storage });
});
afterAll(async () => {
  await api.close();
  rmSync(storage, { recursive: true, force: true });
});

const asAdmin = () => ({ token: api.adminToken });
/** The shop's day `days` from today, as ONIX writes it (YYYYMMDD) and as the API answers it. */
const day = (days: number) => shopDay(new Date(Date.now() + days * 86_400_000));
const onixDay = (days: number) => day(days).replaceAll('-', '');
let serial = 1;
const nextEan = () => withCheckDigit(`978285${String(serial++).padStart(6, '0')}`);

const productOf = async (ean: string) =>
  (await api.call(productEndpoints.byEan, { query: { ean }, ...asAdmin() })).output;
const historyOf = async (productId: number) =>
  (await api.call(publisherPriceEndpoints.list, { query: { productId }, ...asAdmin() })).output;
/** Saves the product as the form does; a price typed leaves the price without tax to the API. */
const put = (product: TProduct, changes: Partial<TProduct>, locale = 'en') =>
  api.call(productEndpoints.update, {
    body: { ...product, ...('priceWithTax' in changes ? { priceNoTax: null } : {}), ...changes },
    headers: { 'accept-language': locale },
    ...asAdmin(),
  });
/** A book of the feed at 18,00 €, published `published` (YYYYMMDD), in the given form. */
const feedBook = async (fields: { published?: string; form?: string; prices?: string } = {}) => {
  const ean =
    fields.form?.startsWith('B') === false
      ? withCheckDigit(`376013${String(serial++).padStart(6, '0')}`)
      : nextEan();
  await importOnix(
    api,
    onixMessage([
      onixProduct({
        ean,
        idType: fields.form?.startsWith('B') === false ? '03' : '15',
        title: `Livre ${ean}`,
        published: fields.published ?? onixDay(-90),
        ...(fields.form ? { form: fields.form } : {}),
        prices:
          fields.prices ?? onixPrice({ amount: '18.00', taxPercent: fields.form === 'ZZ' ? '20' : '5.5' }),
      }),
    ]),
  );
  return productOf(ean);
};
const priceOfCart = async (ean: string) =>
  (
    await api.call(shoppingCartEndpoints.price, {
      body: { items: [{ ean, quantity: 1 }], shippingMethod: 'Home', couponCodes: [] },
    })
  ).output;

describe('the publisher’s price from the feed, period by period', () => {
  let book: TProduct;
  beforeAll(async () => {
    book = await feedBook({
      prices: [
        onixPrice({ amount: '15.00', from: onixDay(-400), until: onixDay(-31) }),
        onixPrice({ amount: '18.00', from: onixDay(-30), until: onixDay(0) }),
        onixPrice({ amount: '19.50', from: onixDay(1) }),
      ].join(''),
    });
  });

  it('when the feed gives an old price, today’s and one from tomorrow, then today’s is in force and tomorrow’s is kept', async () => {
    expect(book).toMatchObject({ priceWithTax: 18, publisherPrice: 18, priceFixedByLaw: true });
    expect(book.scheduledPrices).toEqual([
      { priceWithTax: 18, taxRate: 0.055, from: day(-30), until: day(0) },
      { priceWithTax: 19.5, taxRate: 0.055, from: day(1), until: null },
    ]);
    expect(
      (await historyOf(book.id)).map((price) => [price.priceWithTax, price.source, price.effectiveOn]),
    ).toEqual([[18, 'feed', day(0)]]);
  });

  it('when tomorrow comes, then the scheduled job puts the new price in force once, logged once, even run twice at once', async () => {
    const schedules = await api.services.jobs.boss.getSchedules('publisher-prices');
    expect(schedules.map((schedule) => [schedule.cron, schedule.timezone])).toEqual([
      [PUBLISHER_PRICES_CRON, 'Europe/Paris'],
    ]);
    const asOf = new Date(`${day(1)}T12:00:00Z`).toISOString();
    await Promise.all(
      [1, 2].map(() =>
        api.services.db.transaction((tx) =>
          api.services.jobs.enqueue(tx, createPublisherPricesJob(api.services), { asOf }),
        ),
      ),
    );
    await api.drainJobs();
    expect(await applyDuePrices(api.services, new Date(asOf))).toBe(0);
    const after = await productOf(book.ean);
    expect(after).toMatchObject({ priceWithTax: 19.5, publisherPrice: 19.5, scheduledPrices: [] });
    expect(after.feed?.priceWithTax).toBe(19.5);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Product', entityId: String(book.id), pageSize: 50 },
        ...asAdmin(),
      })
    ).output.items.filter((entry) => entry.action === 'priceChange');
    expect(log).toHaveLength(1);
    expect(
      (await historyOf(book.id)).map((price) => [price.priceWithTax, price.source, price.effectiveOn]),
    ).toEqual([
      [19.5, 'schedule', day(1)],
      [18, 'feed', day(0)],
    ]);
  });
});

describe('staff and the publisher’s price', () => {
  it('when staff price a new book of the feed under its publisher’s price, then it is refused at the field, which names the price', async () => {
    const book = await feedBook();
    for (const [locale, price] of [
      ['en', /€18\.00/],
      ['fr', /18,00\s€/],
    ] as const) {
      const refused = await put(book, { priceWithTax: 15 }, locale);
      expect(refused.status).toBe(400);
      expect(refused.body.propertiesErrorMessages).toEqual([
        { propertyName: 'priceWithTax', errorMessage: expect.stringMatching(price) },
      ]);
    }
    expect((await put(book, { priceWithTax: 15 })).body.propertiesErrorMessages[0]?.errorMessage).toMatch(
      /^Loi Lang \(loi n° 81-766, art\. 1\): a new book is sold at its publisher’s price/,
    );
    const ebook = await feedBook({ form: 'ED' });
    expect((await put(ebook, { priceWithTax: 17 })).body.propertiesErrorMessages[0]?.errorMessage).toMatch(
      /^Loi n° 2011-590 \(art\. 2\): an ebook is sold at its publisher’s price, €18\.00/,
    );
  });

  it('when staff price a second-hand copy, an old book or a tote bag of the feed, then the price is theirs to set', async () => {
    const copy = await feedBook();
    expect((await put(copy, { priceWithTax: 9, secondHand: true })).output).toMatchObject({
      priceWithTax: 9,
      publisherPrice: 18,
      priceFixedByLaw: false,
    });
    const old = await feedBook({ published: '20150305' });
    const supplied = (
      await api.call(supplyEndpoints.record, {
        body: {
          productId: old.id,
          version: old.version,
          kind: 'initial',
          quantity: 3,
          suppliedOn: monthsAgo(8),
        },
        ...asAdmin(),
      })
    ).output;
    expect(supplied.priceFixedByLaw).toBe(false);
    expect((await put(supplied, { priceWithTax: 9 })).status).toBe(200);
    const bag = await feedBook({ form: 'ZZ' });
    expect((await put(bag, { priceWithTax: 12, taxRate: 0.2 })).status).toBe(200);
  });

  it('when an old book sold at a lower price gets new copies, then the cart charges its publisher’s price again', async () => {
    const old = await feedBook({ published: '20150305' });
    let product = (
      await api.call(supplyEndpoints.record, {
        body: {
          productId: old.id,
          version: old.version,
          kind: 'initial',
          quantity: 3,
          suppliedOn: monthsAgo(8),
        },
        ...asAdmin(),
      })
    ).output;
    product = (await put(product, { priceWithTax: 10 })).output;
    expect((await priceOfCart(product.ean)).itemsTotal).toBe(10);
    await api.call(supplyEndpoints.record, {
      body: { productId: product.id, version: product.version, kind: 'reception', quantity: 2 },
      ...asAdmin(),
    });
    expect(await priceOfCart(product.ean)).toMatchObject({
      itemsTotal: 18,
      lines: [expect.objectContaining({ unitPrice: 18 })],
    });
  });

  it('when the shop’s own book changes price, then that price is its publisher’s price and each change is kept with its day', async () => {
    const created = (
      await api.call(productEndpoints.create, {
        body: aBook({ ean: nextEan(), priceWithTax: 12 }),
        ...asAdmin(),
      })
    ).output;
    expect(created).toMatchObject({ publisherPrice: 12, priceFixedByLaw: false });
    const changed = (await put(created, { priceWithTax: 14 })).output;
    expect(changed.publisherPrice).toBe(14);
    expect(
      (await historyOf(created.id)).map((price) => [
        price.priceWithTax,
        price.source,
        price.effectiveOn,
        price.recordedBy,
      ]),
    ).toEqual([
      [14, 'staff', day(0), 'admin'],
      [12, 'staff', day(0), 'admin'],
    ]);
  });

  it('when a client sends its own price with a cart, then the catalogue’s price is charged', async () => {
    const book = await feedBook();
    const answer = await api.call(shoppingCartEndpoints.price, {
      body: JSON.stringify({
        items: [{ ean: book.ean, quantity: 1, priceWithTax: 1, unitPrice: 1 }],
        shippingMethod: 'Home',
        couponCodes: [],
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.output.itemsTotal).toBe(18);
  });
});

import {
  analysisEndpoints,
  productEndpoints,
  profilingEndpoints,
  targetEndpoints,
  taskEndpoints,
  trackingEndpoints,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../catalog/products/products.tables.ts';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { shopDay } from '../../shop/shop-days.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { placeOrder } from '../testing/analytics-fixtures.ts';
import { createTrackingService } from '../tracking/tracking.service.ts';
import { actionRollup, actions } from '../tracking/tracking.tables.ts';
import { customerRecommendations } from './profiling.tables.ts';

let api: TestApp;
const asAdmin = () => ({ token: api.adminToken });
const book = (n: number) => withCheckDigit(`97844000000${n}`);
const [maigret, poirot, alcools, hidden, outOfPrint, unsold] = [1, 2, 3, 4, 5, 6].map(book) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const today = shopDay(new Date());

beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
  const titles: [string, string, string][] = [
    [maigret, 'Maigret', 'Georges Simenon'],
    [poirot, 'Poirot', 'Agatha Christie'],
    [alcools, 'Alcools', 'Guillaume Apollinaire'],
    [hidden, 'Caché', 'Anonyme'],
    [outOfPrint, 'Épuisé', 'Inconnu'],
    [unsold, 'Invendu', 'Personne'],
  ];
  for (const [ean, title, author] of titles)
    await api.call(productEndpoints.create, {
      body: aBook({ ean, title, authors: [{ name: author, role: 'A01' }], stock: 100 }),
      ...asAdmin(),
    });
  await placeOrder(api, { email: 'un@example.org', lastName: 'Un', eans: [maigret, poirot, hidden] });
  await placeOrder(api, {
    email: 'deux@example.org',
    lastName: 'Deux',
    eans: [maigret, alcools, outOfPrint],
  });
  await placeOrder(api, { email: 'trois@example.org', lastName: 'Trois', eans: [maigret] });
  await placeOrder(api, {
    email: 'quatre@example.org',
    lastName: 'Quatre',
    eans: [poirot, hidden, outOfPrint],
  });
  await api.services.db.update(products).set({ isVisible: false }).where(eq(products.ean, hidden));
  await api.services.db.update(products).set({ availability: '51' }).where(eq(products.ean, outOfPrint));
  await api.call(trackingEndpoints.track, {
    body: {
      visitorGuid: 'visitor-profile-0001',
      consent: true,
      actions: [
        { type: 'ProductViewed', occurredAt: new Date().toISOString(), ean: unsold },
        { type: 'ProductViewed', occurredAt: new Date().toISOString(), ean: unsold },
        { type: 'ProductViewed', occurredAt: new Date().toISOString(), ean: alcools },
        { type: 'Search', occurredAt: new Date().toISOString(), query: 'Simenon' },
      ],
    },
  });
});
afterAll(() => api.close());

const waitForTask = (taskId: string) =>
  expect
    .poll(
      async () =>
        (await api.call(taskEndpoints.list, { query: { search: taskId }, ...asAdmin() })).output.items[0]
          ?.state,
      { timeout: 30_000, interval: 200 },
    )
    .toBe('completed');

describe('analytics profiling and analysis', () => {
  it('when recommendations are worked out, then no customer is offered a book they ordered, a hidden book or one out of print', async () => {
    const target = (
      await api.call(targetEndpoints.create, {
        body: { name: 'Tous les lecteurs', rules: { groups: [] } },
        ...asAdmin(),
      })
    ).output;
    const { taskId } = (
      await api.call(profilingEndpoints.calculate, { body: { id: target.id }, ...asAdmin() })
    ).output;
    await waitForTask(taskId);

    const profile = (
      await api.call(profilingEndpoints.detail, {
        query: { id: target.id },
        ...asAdmin(),
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(profile.size).toBe(4);
    const suggested = profile.recommendations.map((recommendation) => recommendation.ean);
    expect(suggested[0]).toBe(maigret);
    expect(suggested).toEqual(expect.arrayContaining([maigret, poirot, alcools]));
    expect(suggested).not.toContain(hidden);
    expect(suggested).not.toContain(outOfPrint);
    expect(profile.recommendationsComputedAt).not.toBeNull();
    expect(profile.shipping).toContainEqual({ id: 'delivery', label: 'Livraison', count: 4 });
    expect(profile.topAuthors[0]).toMatchObject({ id: 'Georges Simenon', count: 3 });
    expect(profile.departments).toContainEqual({ id: '69', label: '69', count: 4 });

    const { db } = api.services;
    const lists = await db
      .select({ email: customers.email, ean: products.ean })
      .from(customerRecommendations)
      .innerJoin(customers, eq(customers.id, customerRecommendations.customerId))
      .innerJoin(products, eq(products.id, customerRecommendations.productId));
    const bought = await db
      .select({ email: customers.email, ean: documentItems.ean })
      .from(documentItems)
      .innerJoin(documents, eq(documents.id, documentItems.documentId))
      .innerJoin(customers, eq(customers.id, documents.customerId));
    expect(lists.length).toBeGreaterThan(0);
    for (const line of lists) {
      expect(bought).not.toContainEqual(line);
      expect([hidden, outOfPrint]).not.toContain(line.ean);
    }
    // « Trois » bought Maigret only: Poirot and Alcools are for them, Maigret is not.
    expect(
      lists
        .filter((line) => line.email === 'trois@example.org')
        .map((line) => line.ean)
        .sort(),
    ).toEqual([poirot, alcools].sort());

    const all = (await api.call(profilingEndpoints.calculateAll, asAdmin())).output;
    await waitForTask(all.taskId);
    expect(
      (await api.call(profilingEndpoints.emailing, { query: { id: target.id }, ...asAdmin() })).output,
    ).toEqual([]);
    expect((await api.call(profilingEndpoints.detail, { query: { id: 99_999 }, ...asAdmin() })).status).toBe(
      404,
    );
  });

  it('when staff analyse every customer or a target over a period, then figures, tops and the evolution agree with the orders', async () => {
    const period = { from: today, to: today };
    const stats = (await api.call(analysisEndpoints.stats, { query: period, ...asAdmin() })).output;
    // One action per book of each order (10), and the four the site sent.
    expect(stats).toMatchObject({ customers: 4, buyers: 4, orders: 4, actions: 14 });
    expect(stats.averageBasket).toBeCloseTo(stats.revenue / 4, 2);

    const books = (
      await api.call(analysisEndpoints.tops, { query: { ...period, kind: 'books' }, ...asAdmin() })
    ).output;
    expect(books[0]).toMatchObject({ id: maigret, label: 'Maigret', count: 3 });
    const authors = (
      await api.call(analysisEndpoints.tops, {
        query: { ...period, kind: 'authors', limit: 2 },
        ...asAdmin(),
      })
    ).output;
    expect(authors.map((author) => author.id)).toEqual(['Georges Simenon', 'Agatha Christie']);

    const viewed = (
      await api.call(analysisEndpoints.topsByActionType, {
        query: { ...period, actionType: 'ProductViewed' },
        ...asAdmin(),
      })
    ).output;
    expect(viewed.map((item) => [item.id, item.count])).toEqual([
      [unsold, 2],
      [alcools, 1],
    ]);
    const searched = (
      await api.call(analysisEndpoints.topsByActionType, {
        query: { ...period, actionType: 'Search' },
        ...asAdmin(),
      })
    ).output;
    expect(searched).toEqual([{ id: 'simenon', label: 'Simenon', count: 1, revenue: 0 }]);

    const overTime = (
      await api.call(analysisEndpoints.overTime, { query: { ...period, granularity: 'day' }, ...asAdmin() })
    ).output;
    expect(overTime).toEqual([{ period: today, orders: 4, buyers: 4, revenue: stats.revenue, actions: 14 }]);

    const target = (
      await api.call(targetEndpoints.create, {
        body: {
          name: 'Lecteurs de Simenon',
          rules: { groups: [{ conditions: [{ field: 'boughtAuthor', values: ['Georges Simenon'] }] }] },
        },
        ...asAdmin(),
      })
    ).output;
    const targeted = (
      await api.call(analysisEndpoints.stats, { query: { ...period, targetId: target.id }, ...asAdmin() })
    ).output;
    expect(targeted).toMatchObject({ customers: 3, buyers: 3, orders: 3 });
    const past = (
      await api.call(analysisEndpoints.stats, {
        query: { from: '2020-01-01', to: '2020-12-31' },
        ...asAdmin(),
      })
    ).output;
    expect(past).toMatchObject({ orders: 0, revenue: 0, averageBasket: 0 });
    const reversed = await api.call(analysisEndpoints.stats, {
      query: { from: today, to: '2020-01-01' },
      ...asAdmin(),
    });
    expect(reversed.status).toBe(400);
  });
  it('when the nightly rollup has counted the past days, then the analysis of every customer answers the same, late actions included once counted again', async () => {
    const { db } = api.services;
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const [unsoldBook] = await db.select({ id: products.id }).from(products).where(eq(products.ean, unsold));
    await db.insert(actions).values([
      {
        occurredAt: threeDaysAgo,
        type: 'ProductViewed',
        visitorGuid: 'visitor-rollup-00001',
        productId: unsoldBook?.id,
      },
      {
        occurredAt: threeDaysAgo,
        type: 'ProductViewed',
        visitorGuid: 'visitor-rollup-00001',
        productId: unsoldBook?.id,
      },
      { occurredAt: threeDaysAgo, type: 'Search', visitorGuid: 'visitor-rollup-00001', query: 'Vargas' },
    ]);
    const period = { from: shopDay(new Date(Date.now() - 5 * 86_400_000)), to: today };
    const read = async () => ({
      stats: (await api.call(analysisEndpoints.stats, { query: period, ...asAdmin() })).output,
      viewed: (
        await api.call(analysisEndpoints.topsByActionType, {
          query: { ...period, actionType: 'ProductViewed' },
          ...asAdmin(),
        })
      ).output,
      searched: (
        await api.call(analysisEndpoints.topsByActionType, {
          query: { ...period, actionType: 'Search' },
          ...asAdmin(),
        })
      ).output,
      overTime: (
        await api.call(analysisEndpoints.overTime, { query: { ...period, granularity: 'day' }, ...asAdmin() })
      ).output,
    });
    const raw = await read();
    expect(raw.stats.actions).toBe(17);
    expect(raw.viewed[0]).toMatchObject({ id: unsold, count: 4 });
    expect(raw.overTime.find((point) => point.period === shopDay(threeDaysAgo))?.actions).toBe(3);

    const tracking = createTrackingService(api.services);
    expect(await tracking.rollUpActions()).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(actionRollup)).reduce((sum, row) => sum + row.count, 0)).toBe(3);
    const rolled = await read();
    expect(rolled.stats).toEqual(raw.stats);
    expect(rolled.viewed).toEqual(raw.viewed);
    expect(rolled.overTime).toEqual(raw.overTime);
    expect(rolled.searched.map((item) => [item.id, item.count])).toEqual(
      raw.searched.map((item) => [item.id, item.count]),
    );

    // A batch may bring actions a few days old: counted once the next night counts the day again.
    await db.insert(actions).values({
      occurredAt: threeDaysAgo,
      type: 'Search',
      visitorGuid: 'visitor-rollup-00002',
      query: 'vargas',
    });
    await tracking.rollUpActions();
    const late = await read();
    expect(late.stats.actions).toBe(18);
    expect(late.searched.find((item) => item.id === 'vargas')?.count).toBe(2);
  });
});

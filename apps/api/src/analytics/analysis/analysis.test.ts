import { analysisEndpoints, productEndpoints, targetEndpoints, withCheckDigit } from '@colophon/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../catalog/products/products.tables.ts';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { shopDay, shopDayStart } from '../../shop/shop-days.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { replaceMembers } from '../targets/targets.repository.ts';
import { targets } from '../targets/targets.tables.ts';
import { placeOrder } from '../testing/analytics-fixtures.ts';
import { createTrackingService } from '../tracking/tracking.service.ts';
import { actions } from '../tracking/tracking.tables.ts';
import { rollUpSalesDays } from './analysis.service.ts';
import {
  salesBuyerDays,
  salesDayTotals,
  salesMonthRollup,
  salesRollup,
  salesStaleDays,
} from './sales-rollup.tables.ts';

let api: TestApp;
const asAdmin = () => ({ token: api.adminToken });
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => shopDay(new Date(Date.now() - days * DAY_MS));
const [vargas, pennac] = [1, 2].map((n) => withCheckDigit(`97844100000${n}`)) as [string, string];
/** The orders placed, by who and how many days ago. */
const placed: { email: string; daysAgo: number; eans: string[]; id?: number }[] = [
  { email: 'anne@example.org', daysAgo: 40, eans: [vargas] },
  { email: 'anne@example.org', daysAgo: 9, eans: [vargas, pennac] },
  { email: 'anne@example.org', daysAgo: 5, eans: [pennac] },
  { email: 'anne@example.org', daysAgo: 2, eans: [vargas] },
  { email: 'anne@example.org', daysAgo: 0, eans: [vargas] },
  { email: 'bruno@example.org', daysAgo: 9, eans: [vargas] },
  { email: 'carla@example.org', daysAgo: 3, eans: [pennac] },
];

beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
  for (const [ean, title, author] of [
    [vargas, "L'Homme à l'envers", 'Fred Vargas'],
    [pennac, 'Au bonheur des ogres', 'Daniel Pennac'],
  ] as const)
    await api.call(productEndpoints.create, {
      body: aBook({ ean, title, authors: [{ name: author, role: 'A01' }], stock: 100 }),
      ...asAdmin(),
    });
  for (const order of placed) {
    const answer = await placeOrder(api, {
      email: order.email,
      lastName: order.email.split('@')[0] ?? 'X',
      eans: order.eans,
    });
    const [row] = await api.services.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.number, answer?.number ?? ''));
    order.id = row?.id;
    // Two views of each book, a day before the order.
    const [book] = await api.services.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.ean, order.eans[0] ?? ''));
    const viewedAt = new Date(shopDayStart(daysAgo(order.daysAgo + 1)).getTime() + 10 * 3_600_000);
    await api.services.db.insert(actions).values(
      [1, 2].map(() => ({
        occurredAt: viewedAt,
        type: 'ProductViewed' as const,
        visitorGuid: `visitor-analysis-${order.email}`,
        productId: book?.id,
      })),
    );
    // Placed at noon (Paris) that many days ago.
    if (order.daysAgo > 0 && order.id)
      await api.services.db
        .update(documents)
        .set({ createdAt: new Date(shopDayStart(daysAgo(order.daysAgo)).getTime() + 12 * 3_600_000) })
        .where(eq(documents.id, order.id));
  }
});
afterAll(() => api.close());

const periods = [
  { from: daysAgo(60), to: daysAgo(0) },
  { from: daysAgo(7), to: daysAgo(0) },
  { from: daysAgo(9), to: daysAgo(4) },
  { from: daysAgo(6), to: daysAgo(1) },
];
const read = async (targetId?: number) => {
  const answers = [];
  for (const period of periods) {
    const query = { ...period, ...(targetId === undefined ? {} : { targetId }) };
    answers.push({
      stats: (await api.call(analysisEndpoints.stats, { query, ...asAdmin() })).output,
      books: (await api.call(analysisEndpoints.tops, { query: { ...query, kind: 'books' }, ...asAdmin() }))
        .output,
      viewed: (
        await api.call(analysisEndpoints.topsByActionType, {
          query: { ...query, actionType: 'ProductViewed' },
          ...asAdmin(),
        })
      ).output,
      authors: (
        await api.call(analysisEndpoints.tops, { query: { ...query, kind: 'authors' }, ...asAdmin() })
      ).output,
      byDay: (
        await api.call(analysisEndpoints.overTime, { query: { ...query, granularity: 'day' }, ...asAdmin() })
      ).output,
      byWeek: (
        await api.call(analysisEndpoints.overTime, { query: { ...query, granularity: 'week' }, ...asAdmin() })
      ).output,
      byMonth: (
        await api.call(analysisEndpoints.overTime, {
          query: { ...query, granularity: 'month' },
          ...asAdmin(),
        })
      ).output,
    });
  }
  return answers;
};
/** What the orders alone answer: the rollup emptied, every day read live. */
const live = async () => {
  const { db } = api.services;
  for (const table of [salesDayTotals, salesRollup, salesMonthRollup, salesBuyerDays, salesStaleDays])
    await db.delete(table);
  return read();
};

describe('analysis of every customer over the sales rollup', () => {
  it('when the nightly rollups have counted the past days and months, then the figures, tops and evolution are those of the orders and actions, today read live', async () => {
    const expected = await live();
    // Seven orders by three buyers over 60 days; from 7 days ago: Anne (three times) and Carla.
    expect(expected[0]?.stats).toMatchObject({ orders: 7, buyers: 3 });
    expect(expected[1]?.stats).toMatchObject({ orders: 4, buyers: 2 });
    expect(expected[2]?.stats).toMatchObject({ orders: 3, buyers: 2 });
    expect(expected[3]?.stats).toMatchObject({ orders: 3, buyers: 2 });
    expect(expected[0]?.books.map((book) => [book.id, book.count])).toEqual([
      [vargas, 5],
      [pennac, 3],
    ]);
    expect(
      expected[1]?.byDay
        .filter((point) => point.orders > 0)
        .map((point) => [point.period, point.orders, point.buyers]),
    ).toEqual([
      [daysAgo(5), 1, 1],
      [daysAgo(3), 1, 1],
      [daysAgo(2), 1, 1],
      [daysAgo(0), 1, 1],
    ]);

    expect(expected[0]?.viewed.map((book) => [book.id, book.count])).toEqual([
      [vargas, 10],
      [pennac, 4],
    ]);

    // Tonight's job: the actions' rollup (per day and per whole month), then the sales'.
    await createTrackingService(api.services).rollUpActions();
    expect(await rollUpSalesDays(api.services)).toBeGreaterThanOrEqual(40);
    const { db } = api.services;
    expect((await db.select().from(salesRollup)).length).toBeGreaterThan(0);
    expect(await db.select().from(salesStaleDays)).toEqual([]);
    expect(await read()).toEqual(expected);
  });

  it('when past orders change after the rollup counted them, then the analysis answers the orders as they are now, before and after the next night', async () => {
    const { db } = api.services;
    await live();
    await rollUpSalesDays(api.services);
    // Anne's order of 5 days ago is cancelled: her order of 2 days ago, counted by the rollup after
    // that one, is now her first since 6 days ago. Bruno's order is refunded in part and a line of
    // Anne's order of 9 days ago is cancelled.
    const [anne5, anne9, bruno9] = [placed[2], placed[1], placed[5]].map((order) => order?.id ?? 0) as [
      number,
      number,
      number,
    ];
    await db.update(documents).set({ status: 'Cancelled' }).where(eq(documents.id, anne5));
    await db.update(documents).set({ refundedCents: 100 }).where(eq(documents.id, bruno9));
    const [line] = await db
      .select({ id: documentItems.id })
      .from(documentItems)
      .where(eq(documentItems.documentId, anne9))
      .orderBy(documentItems.position)
      .limit(1);
    await db
      .update(documentItems)
      .set({ status: 'Cancelled' })
      .where(inArray(documentItems.id, [line?.id ?? 0]));
    // Day 9 is named twice (two changes): the days are read once each.
    expect([...new Set((await db.select().from(salesStaleDays)).map((row) => row.day))].sort()).toEqual(
      [daysAgo(9), daysAgo(5), daysAgo(2)].sort(),
    );
    const changed = await read();
    expect(changed[1]?.stats).toMatchObject({ orders: 3, buyers: 2 });
    expect(changed[2]?.stats).toMatchObject({ orders: 2, buyers: 2 });
    expect(changed[3]?.stats).toMatchObject({ orders: 2, buyers: 2 });

    await rollUpSalesDays(api.services);
    expect(await read()).toEqual(changed);
    expect(await live()).toEqual(changed);
  });

  it("when a target's members were worked out, then its analysis reads them and answers as its rules did", async () => {
    const target = (
      await api.call(targetEndpoints.create, {
        body: {
          name: 'Lecteurs de Pennac',
          rules: { groups: [{ conditions: [{ field: 'boughtAuthor', values: ['Daniel Pennac'] }] }] },
        },
        ...asAdmin(),
      })
    ).output;
    const { db } = api.services;
    await db.update(targets).set({ membersComputedAt: null }).where(eq(targets.id, target.id));
    const byRules = await read(target.id);
    const [row] = await db.select().from(targets).where(eq(targets.id, target.id));
    if (!row) throw new Error('no target');
    await replaceMembers(db, row, new Date(row.updatedAt.getTime() + 1));
    const byMembers = await read(target.id);
    expect(byMembers).toEqual(byRules);
    expect(byMembers[0]?.stats).toMatchObject({ customers: 2 });
  });

  it('when orders are taken and changed today, then no day is named for the next night (today is read live), nor when a past line changes in what the rollup does not count', async () => {
    const { db } = api.services;
    await rollUpSalesDays(api.services);
    const today = await placeOrder(api, { email: 'dora@example.org', lastName: 'Dora', eans: [pennac] });
    await db
      .update(documents)
      .set({ refundedCents: 50 })
      .where(eq(documents.number, today?.number ?? ''));
    expect(await db.select().from(salesStaleDays)).toEqual([]);
    // A past order's line retitled: nothing the rollup counts changed, no day is named.
    await db
      .update(documentItems)
      .set({ title: 'Titre corrigé' })
      .where(eq(documentItems.documentId, placed[0]?.id ?? 0));
    expect(await db.select().from(salesStaleDays)).toEqual([]);
  });
});

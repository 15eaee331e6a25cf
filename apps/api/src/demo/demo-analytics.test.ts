import { analysisEndpoints, profilingEndpoints, targetEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoAnalytics } from './demo-analytics.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { insertDemoProducts } from './demo-products.ts';

const today = new Date();
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('the demo analytics', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await insertDemoProducts(api.services.db, { count: 300, seed: 5, today });
    await seedDemoOrders(api.services.db, { orders: 600, customers: 150, seed: 5, today });
    await seedDemoPosts(api.services);
    await seedDemoAnalytics(api.services.db, { today });
  }, 240_000);
  afterAll(() => api.close());
  const asAdmin = () => ({ token: api.adminToken });

  it('when the demo shop is seeded, then a year of actions goes with its orders: every order of the year is an action, books are viewed, searched, put in the cart', async () => {
    const period = { from: day(new Date(today.getTime() - 364 * 86_400_000)), to: day(today) };
    const stats = (await api.call(analysisEndpoints.stats, { query: period, ...asAdmin() })).output;
    expect(stats.orders).toBeGreaterThan(0);
    expect(stats.actions).toBeGreaterThan(stats.orders * 3);
    for (const actionType of ['ProductViewed', 'AddedToCart', 'OrderPlaced'] as const) {
      const tops = (
        await api.call(analysisEndpoints.topsByActionType, { query: { ...period, actionType }, ...asAdmin() })
      ).output;
      expect(tops.length, actionType).toBeGreaterThan(0);
    }
    const searched = (
      await api.call(analysisEndpoints.topsByActionType, {
        query: { ...period, actionType: 'Search' },
        ...asAdmin(),
      })
    ).output;
    expect(searched.length).toBeGreaterThan(0);
    const over = (
      await api.call(analysisEndpoints.overTime, { query: { ...period, granularity: 'month' }, ...asAdmin() })
    ).output;
    expect(over.filter((point) => point.actions > 0).length).toBeGreaterThan(10);
  });

  it('when the demo shop is seeded, then its targets tell their story: young crime readers, lapsed customers, event goers, big readers, each with members and suggested books', async () => {
    const targets = (await api.call(targetEndpoints.list, { query: {}, ...asAdmin() })).output;
    expect(targets.map((target) => target.name)).toEqual([
      'Jeunes lecteurs de polars',
      'Clients perdus de vue',
      'Habitués des rencontres',
      'Grands lecteurs',
    ]);
    for (const target of targets) expect(target.membersCount, target.name).toBeGreaterThan(0);
    const young = targets[0];
    const profile = (
      await api.call(profilingEndpoints.detail, { query: { id: young?.id ?? 0 }, ...asAdmin() })
    ).output;
    expect(profile.size).toBe(young?.membersCount);
    expect(profile.recommendations.length).toBeGreaterThan(0);
    expect(profile.topCategories.map((category) => category.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/policiers|Thriller/)]),
    );
  });
});

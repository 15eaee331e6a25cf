import { productEndpoints, searchEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../db/match-count.ts';
import { insertDemoProducts } from '../../demo/demo-products.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
  await insertDemoProducts(api.services.db, {
    count: 1500,
    seed: 11,
    today: new Date('2026-11-20T00:00:00Z'),
  });
});
afterAll(() => api.close());

const search = async (query: Record<string, string | number>) =>
  (await api.call(searchEndpoints.search, { query })).output;

describe('searching a catalogue larger than the exact count', () => {
  it('when more than 1000 products match, then the total says so and the pages neither overlap nor skip', async () => {
    const first = await search({ pageSize: 100, page: 1 });
    expect(first.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    const pages = [first];
    for (let page = 2; page <= 15; page++) pages.push(await search({ pageSize: 100, page }));
    const eans = pages.flatMap((page) => page.items.map((item) => item.ean));
    expect(new Set(eans).size).toBe(eans.length);
    // 1500 products, about 3 % hidden: every visible one is listed once.
    expect(eans.length).toBeGreaterThan(1400);
    expect(eans.length).toBeLessThan(1500);
  });

  it('when staff list the whole catalogue, then the estimated total is near the real one', async () => {
    const list = await api.call(productEndpoints.list, { query: { pageSize: 10 }, token: api.adminToken });
    expect(list.output.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(list.output.totalCount).toBeGreaterThan(1350);
    expect(list.output.totalCount).toBeLessThan(1650);
  });

  it('when the list has no words, then the available books come first, the latest releases first among them', async () => {
    const { items } = await search({ pageSize: 50 });
    const available = items.filter((item) => ['20', '21'].includes(item.availability ?? ''));
    expect(available).toHaveLength(50);
    const dates = items.map((item) => item.releaseDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('when fewer than 1000 products match, then the total is exact', async () => {
    const word = (await search({ pageSize: 1 })).items[0]!.authors[0]!.name;
    const found = await search({ search: `"${word}"`, pageSize: 200 });
    expect(found.totalCount).toBeLessThanOrEqual(EXACT_COUNT_LIMIT);
    expect(found.items).toHaveLength(found.totalCount);
  });
});

import { catalogListEndpoints, genericListEndpoints, type TReview } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoCatalogExtras } from './demo-catalog-extras.ts';
import { insertDemoProducts } from './demo-products.ts';

const today = new Date();

describe('the demo catalogue extras', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await insertDemoProducts(api.services.db, { count: 600, seed: 5, today });
    await seedDemoCatalogExtras(api.services.db, { seed: 5, today });
  });
  afterAll(() => api.close());
  const asAdmin = () => ({ token: api.adminToken });

  it('when the demo shop is seeded, then its authors are those of its books and collections those of its publishers', async () => {
    const authors = (
      await api.call(genericListEndpoints.list, {
        query: { kind: 'Author', sort: '-productsCount' },
        ...asAdmin(),
      })
    ).output;
    expect(authors.totalCount).toBeGreaterThan(10);
    expect(authors.items.every((author) => author.kind === 'Author' && author.productsCount > 0)).toBe(true);
    const collections = (
      await api.call(genericListEndpoints.list, {
        query: { kind: 'Collection', publisher: 'Gallimard' },
        ...asAdmin(),
      })
    ).output;
    expect(collections.totalCount).toBe(4);
  });

  it('when the demo shop is seeded, then reviews wait for moderation beside approved ones, rated 1 to 5', async () => {
    const page = (
      await api.call(genericListEndpoints.list, { query: { kind: 'Review', pageSize: 200 }, ...asAdmin() })
    ).output;
    const statuses = new Set(page.items.map((review) => (review as TReview).status));
    expect(statuses).toEqual(new Set(['Approved', 'Pending', 'Rejected']));
    expect(
      page.items.every((review) => (review as TReview).rating >= 1 && (review as TReview).rating <= 5),
    ).toBe(true);
  });

  it('when the demo shop is seeded, then each catalogue list is filled by its type', async () => {
    const lists = (await api.call(catalogListEndpoints.list, asAdmin())).output;
    expect(lists.items.map((list) => [list.catalogListType, list.productsCount > 0]).sort()).toEqual([
      ['BestSellers', true],
      ['News', true],
      ['ToRelease', true],
    ]);
  });
});

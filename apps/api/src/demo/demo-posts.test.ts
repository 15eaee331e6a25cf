import { categoryEndpoints, postEndpoints, publicPostEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { insertDemoProducts } from './demo-products.ts';
import { seedDemoStaff } from './demo-staff.ts';

describe('the demo posts', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await seedDemoStaff(api.services, 3);
    await insertDemoProducts(api.services.db, { count: 200, seed: 5 });
    await seedDemoPosts(api.services);
  });
  afterAll(() => api.close());

  it('when the demo shop is seeded, then its posts cover every type and status, and the site reads the published ones in both languages', async () => {
    const all = (await api.call(postEndpoints.list, { query: { pageSize: 200 }, token: api.adminToken }))
      .output;
    expect(new Set(all.items.map((post) => post.postType)).size).toBe(12);
    expect(new Set(all.items.map((post) => post.postStatus)).size).toBe(6);

    const french = (await api.call(publicPostEndpoints.list, { headers: { 'accept-language': 'fr' } }))
      .output;
    const english = (await api.call(publicPostEndpoints.list, { headers: { 'accept-language': 'en' } }))
      .output;
    expect(french.totalCount).toBeGreaterThanOrEqual(6);
    expect(english.items.some((post) => post.locale === 'en')).toBe(true);
    const event = english.items.find((post) => post.postType === 'Event');
    expect(event?.products.length).toBe(1);

    const tree = (await api.call(categoryEndpoints.tree, { headers: { 'accept-language': 'fr' } })).output;
    expect(tree.map((node) => node.name)).toEqual(['Romans', 'Jeunesse', 'Agenda de la librairie']);
  });
});

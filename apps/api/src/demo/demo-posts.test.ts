import {
  categoryEndpoints,
  eventRegistrationEndpoints,
  mediaEndpoints,
  postEndpoints,
  publicPostEndpoints,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { seedDemoMedia } from './demo-media.ts';
import { seedDemoPosts } from './demo-posts.ts';
import { insertDemoProducts } from './demo-products.ts';
import { seedDemoStaff } from './demo-staff.ts';

describe('the demo posts', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
    await seedDemoStaff(api.services, 3);
    await insertDemoProducts(api.services.db, { count: 200, seed: 5 });
    await seedDemoMedia(api.services);
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

  it('when the demo shop is seeded, then its pictures are used by posts and its event has registrations in both languages', async () => {
    const token = api.adminToken;
    const library = (await api.call(mediaEndpoints.list, { query: { kind: 'Image' }, token })).output;
    const used = library.items.filter((item) => item.usagesCount > 0);
    expect(used.length).toBeGreaterThanOrEqual(3);
    const [first] = used;
    const detail = (await api.call(mediaEndpoints.get, { query: { id: first?.id ?? 0 }, token })).output;
    expect(detail.usages[0]?.entity).toBe('Post');

    const site = (await api.call(publicPostEndpoints.list, { headers: { 'accept-language': 'fr' } })).output;
    const article = site.items.find((post) => post.postType === 'Article');
    expect(article?.media[0]?.kind).toBe('Image');
    expect(article?.description).toMatch(
      /<img src="http[^"]+\/Common\/Media\/File\?id=\d+&amp;rendition=medium"/,
    );

    const [event] = (await api.call(eventRegistrationEndpoints.events, { token })).output;
    expect(event).toMatchObject({ eventCapacity: 40, registrationsCount: 8 });
    const registrations = (
      await api.call(eventRegistrationEndpoints.list, { query: { eventId: event?.id ?? 0 }, token })
    ).output;
    expect(registrations.items.some((item) => item.email === 'elise.durand@example.org')).toBe(true);
  });
});

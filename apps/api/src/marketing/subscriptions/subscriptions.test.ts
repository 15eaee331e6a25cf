import { claim, subscriptionEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });

describe('subscriptions', () => {
  it('when staff create a subscription following an author, then it reads back in both languages, lists, pairs, updates once, and deletes', async () => {
    const created = await api.call(subscriptionEndpoints.create, {
      body: {
        subscriptionType: 'AuthorReleases',
        identifier: 'author-42',
        localizations: [
          { locale: 'fr', name: 'Nouveautés d’Annie Ernaux', description: 'Ses nouveaux livres' },
          { locale: 'en', name: 'New books by Annie Ernaux', description: null },
        ],
      },
      ...asAdmin(),
      headers: { 'accept-language': 'en' },
    });
    expect(created.status).toBe(200);
    const subscription = created.output;
    expect(subscription).toMatchObject({
      subscriptionType: 'AuthorReleases',
      identifier: 'author-42',
      name: 'New books by Annie Ernaux',
      activeSubscribers: 0,
    });
    expect(subscription.localizations.map((text) => text.locale)).toEqual(['fr', 'en']);

    const other = (
      await api.call(subscriptionEndpoints.create, {
        body: { subscriptionType: 'Newsletter', localizations: [{ locale: 'fr', name: 'Lettre du mois' }] },
        ...asAdmin(),
      })
    ).output;

    const found = (await api.call(subscriptionEndpoints.list, { query: { search: 'ernaux' }, ...asAdmin() }))
      .output;
    expect(found.items.map((item) => item.id)).toEqual([subscription.id]);
    const byIdentifier = (
      await api.call(subscriptionEndpoints.list, { query: { search: 'author-42' }, ...asAdmin() })
    ).output;
    expect(byIdentifier.items.map((item) => item.id)).toEqual([subscription.id]);
    const newsletters = (
      await api.call(subscriptionEndpoints.list, {
        query: { subscriptionType: 'Newsletter', pageSize: 200 },
        ...asAdmin(),
      })
    ).output;
    expect(newsletters.items.every((item) => item.subscriptionType === 'Newsletter')).toBe(true);
    expect(newsletters.items.map((item) => item.id)).toContain(other.id);
    const sorted = (
      await api.call(subscriptionEndpoints.list, {
        query: { sort: '-name', pageSize: 1, page: 1 },
        ...asAdmin(),
      })
    ).output;
    expect(sorted.items).toHaveLength(1);
    expect(sorted.totalCount).toBeGreaterThanOrEqual(2);

    const pairs = (
      await api.call(subscriptionEndpoints.pairs, { ...asAdmin(), headers: { 'accept-language': 'fr' } })
    ).output;
    expect(pairs).toContainEqual({ id: subscription.id, name: 'Nouveautés d’Annie Ernaux' });
    // A subscription named only in French is named so in English too.
    const englishPairs = (
      await api.call(subscriptionEndpoints.pairs, { ...asAdmin(), headers: { 'accept-language': 'en' } })
    ).output;
    expect(englishPairs).toContainEqual({ id: other.id, name: 'Lettre du mois' });

    const updated = (
      await api.call(subscriptionEndpoints.update, {
        body: { ...subscription, subscriptionType: 'CollectionReleases', identifier: 'folio' },
        ...asAdmin(),
      })
    ).output;
    expect(updated).toMatchObject({
      subscriptionType: 'CollectionReleases',
      identifier: 'folio',
      version: 2,
    });
    const stale = await api.call(subscriptionEndpoints.update, {
      body: { ...subscription, identifier: 'late' },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);

    expect(
      (await api.call(subscriptionEndpoints.remove, { query: { id: subscription.id }, ...asAdmin() })).status,
    ).toBe(200);
    expect(
      (await api.call(subscriptionEndpoints.get, { query: { id: subscription.id }, ...asAdmin() })).status,
    ).toBe(404);
  });

  it('when a subscription has no name, an unknown type or a language twice, then each is refused at its field', async () => {
    const answer = await api.call(subscriptionEndpoints.create, {
      body: {
        subscriptionType: 'Newsletter',
        localizations: [
          { locale: 'fr', name: ' ' },
          { locale: 'fr', name: 'Bis' },
        ],
      },
      ...asAdmin(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName).sort()).toEqual([
      'localizations.0.name',
      'localizations.1.locale',
    ]);
    const unknownType = await api.call(subscriptionEndpoints.create, {
      // @ts-expect-error: a type the contract does not know
      body: { subscriptionType: 'Horoscope', localizations: [{ locale: 'fr', name: 'Astres' }] },
      ...asAdmin(),
    });
    expect(unknownType.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
      'subscriptionType',
    ]);
  });

  it('when a user without the subscriptions permission asks, then every subscription endpoint is refused', async () => {
    const other = await tokenWithClaims(api, [claim('Public', 'DiscountManage')]);
    const allowed = await tokenWithClaims(api, [claim('Marketing', 'Subscriptions')]);
    expect((await api.call(subscriptionEndpoints.list, { query: {}, token: other })).status).toBe(403);
    expect((await api.call(subscriptionEndpoints.pairs, { token: other })).status).toBe(403);
    expect(
      (
        await api.call(subscriptionEndpoints.stats, {
          query: { from: '2026-11-01', to: '2026-11-02' },
          token: other,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await api.call(subscriptionEndpoints.create, {
          body: { subscriptionType: 'Events', localizations: [{ locale: 'fr', name: 'Rencontres' }] },
          token: other,
        })
      ).status,
    ).toBe(403);
    expect((await api.call(subscriptionEndpoints.list, { query: {} })).status).toBe(401);
    expect((await api.call(subscriptionEndpoints.list, { query: {}, token: allowed })).status).toBe(200);
  });
});

import { claim, seoEndpoints, signatureEndpoints, tagEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
let reader: string;
beforeAll(async () => {
  api = await startTestApp();
  reader = await tokenWithClaims(api, [claim('Cms', 'PostList')]);
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });

describe('tags', () => {
  it('when tags are named in both languages, then lists and pairs answer in the caller’s language', async () => {
    const tag = (
      await api.call(tagEndpoints.create, {
        body: {
          localizations: [
            { locale: 'fr', name: 'Rentrée littéraire' },
            { locale: 'en', name: 'Autumn releases' },
          ],
        },
        ...asAdmin(),
      })
    ).output;
    await api.call(tagEndpoints.create, {
      body: { localizations: [{ locale: 'fr', name: 'Polar' }] },
      ...asAdmin(),
    });

    const french = (
      await api.call(tagEndpoints.localizedList, {
        query: { search: 'rentr' },
        token: reader,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(french.items).toEqual([{ id: tag.id, name: 'Rentrée littéraire', postsCount: 0 }]);
    const pairs = (await api.call(tagEndpoints.pairs, { token: reader })).output;
    // The tag without English shows its French name.
    expect(pairs.map((pair) => pair.name)).toEqual(['Autumn releases', 'Polar']);
  });

  it('when a tag name is already used in a language, then the name of that language is refused', async () => {
    await api.call(tagEndpoints.create, {
      body: { localizations: [{ locale: 'fr', name: 'Poésie' }] },
      ...asAdmin(),
    });
    const refused = await api.call(tagEndpoints.create, {
      body: {
        localizations: [
          { locale: 'en', name: 'Poetry' },
          { locale: 'fr', name: 'poésie' },
        ],
      },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'localizations.1.name', errorMessage: expect.any(String) },
    ]);
  });
});

describe('signatures', () => {
  it('when a signature is saved, then it is answered with its role in the caller’s language, and a stale save is 409', async () => {
    const created = (
      await api.call(signatureEndpoints.create, {
        body: {
          localizations: [
            { locale: 'fr', name: 'Claire Martin', role: 'Libraire jeunesse' },
            { locale: 'en', name: 'Claire Martin', role: 'Children’s bookseller' },
          ],
          pictureUrl: 'https://example.org/claire.jpg',
        },
        ...asAdmin(),
      })
    ).output;
    const localized = (
      await api.call(signatureEndpoints.localized, {
        query: { id: created.id },
        token: reader,
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(localized).toMatchObject({ name: 'Claire Martin', role: 'Libraire jeunesse' });

    const body = {
      id: created.id,
      version: created.version,
      localizations: [{ locale: 'fr' as const, name: 'Claire Martin', role: 'Directrice' }],
      pictureUrl: null,
    };
    expect((await api.call(signatureEndpoints.update, { body, ...asAdmin() })).status).toBe(200);
    expect((await api.call(signatureEndpoints.update, { body, ...asAdmin() })).status).toBe(409);
    const pairs = (await api.call(signatureEndpoints.pairs, { token: reader })).output;
    expect(pairs).toContainEqual({ id: created.id, name: 'Claire Martin' });
  });
});

describe('SEO', () => {
  it('when a French title is given, then its slug folds accents, ligatures and apostrophes', async () => {
    const slug = async (text: string) =>
      (await api.call(seoEndpoints.textToSeo, { query: { text, locale: 'fr' }, token: reader })).output
        .relativeUrl;
    expect(await slug('L’Œuvre au noir de Marguerite Yourcenar')).toBe(
      'l-oeuvre-au-noir-de-marguerite-yourcenar',
    );
    expect(await slug("Ex æquo : l'été où « Ça » fut lu & relu !")).toBe(
      'ex-aequo-l-ete-ou-ca-fut-lu-et-relu',
    );
    expect(await slug('Noël à la librairie — Rencontre')).toBe('noel-a-la-librairie-rencontre');
  });
});

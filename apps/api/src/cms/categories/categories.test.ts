import { activityEndpoints, categoryEndpoints, claim, type TCategoryCreate } from '@colophon/contract';
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
const named = (fr: string, en: string, changes: Partial<TCategoryCreate> = {}): TCategoryCreate => ({
  localizations: [
    { locale: 'fr', name: fr, description: null },
    { locale: 'en', name: en, description: null },
  ],
  ...changes,
});
const create = (body: TCategoryCreate) =>
  api.call(categoryEndpoints.create, { body, ...asAdmin() }).then((answer) => answer.output);

describe('categories', () => {
  it('when a tree is built, then the whole tree comes in one read, children in order, in every language', async () => {
    const novels = await create(named('Romans', 'Novels'));
    const crime = await create(named('Policiers', 'Crime', { parentId: novels.id }));
    const classics = await create(named('Classiques', 'Classics', { parentId: novels.id, position: 0 }));

    const tree = (await api.call(categoryEndpoints.fullTree, { token: reader })).output;
    const root = tree.find((node) => node.id === novels.id);
    expect(root?.children.map((child) => child.id)).toEqual([classics.id, crime.id]);
    expect(root?.localizations.map((item) => item.name)).toEqual(['Romans', 'Novels']);

    const french = (await api.call(categoryEndpoints.tree, { headers: { 'accept-language': 'fr' } })).output;
    expect(french.find((node) => node.id === novels.id)?.children.map((child) => child.name)).toEqual([
      'Classiques',
      'Policiers',
    ]);
    const branch = (await api.call(categoryEndpoints.tree, { query: { rootId: crime.id } })).output;
    expect(branch).toEqual([{ id: crime.id, name: 'Crime', description: null, children: [] }]);

    const pairs = (
      await api.call(categoryEndpoints.pairs, { token: reader, headers: { 'accept-language': 'fr' } })
    ).output;
    expect(pairs).toContainEqual({ id: crime.id, name: 'Romans › Policiers' });
    const localized = (
      await api.call(categoryEndpoints.localized, { query: { id: crime.id }, token: reader })
    ).output;
    expect(localized).toMatchObject({ name: 'Crime', path: ['Novels', 'Crime'] });
  });

  it('when a branch is moved under another category, then its subcategories follow it', async () => {
    const youth = await create(named('Jeunesse', 'Children'));
    const comics = await create(named('BD', 'Comics'));
    const manga = await create(named('Mangas', 'Manga', { parentId: comics.id }));

    const moved = (
      await api.call(categoryEndpoints.update, {
        body: { ...named('BD', 'Comics', { parentId: youth.id }), id: comics.id, version: comics.version },
        ...asAdmin(),
      })
    ).output;
    expect(moved).toMatchObject({ parentId: youth.id, version: 2 });
    const localized = (
      await api.call(categoryEndpoints.localized, { query: { id: manga.id }, token: reader })
    ).output;
    expect(localized.path).toEqual(['Children', 'Comics', 'Manga']);
  });

  it('when a category would go under itself or one of its descendants, then it is refused and nothing moves', async () => {
    const essays = await create(named('Essais', 'Essays'));
    const history = await create(named('Histoire', 'History', { parentId: essays.id }));
    const antiquity = await create(named('Antiquité', 'Antiquity', { parentId: history.id }));

    for (const parentId of [essays.id, antiquity.id]) {
      const refused = await api.call(categoryEndpoints.update, {
        body: { ...named('Essais', 'Essays', { parentId }), id: essays.id, version: essays.version },
        ...asAdmin(),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.propertiesErrorMessages).toEqual([
        { propertyName: 'parentId', errorMessage: expect.stringContaining('under itself') },
      ]);
    }
    const unchanged = (await api.call(categoryEndpoints.get, { query: { id: essays.id }, ...asAdmin() }))
      .output;
    expect(unchanged).toMatchObject({ parentId: null, version: 1 });
  });

  it('when two staff save the same category, then the second gets 409 and the log keeps the first', async () => {
    const poetry = await create(named('Poésie', 'Poetry'));
    const body = { ...named('Poésie contemporaine', 'Contemporary poetry'), id: poetry.id, version: 1 };
    expect((await api.call(categoryEndpoints.update, { body, ...asAdmin() })).status).toBe(200);
    expect((await api.call(categoryEndpoints.update, { body, ...asAdmin() })).status).toBe(409);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Category', entityId: String(poetry.id) },
        ...asAdmin(),
      })
    ).output;
    expect(log.items.map((item) => item.action).sort()).toEqual(['create', 'update']);
  });

  it('when a category still has subcategories, then it cannot be deleted; once empty it can', async () => {
    const travel = await create(named('Voyages', 'Travel'));
    const guides = await create(named('Guides', 'Guides', { parentId: travel.id }));
    expect(
      (await api.call(categoryEndpoints.remove, { query: { id: travel.id }, ...asAdmin() })).status,
    ).toBe(409);
    expect(
      (await api.call(categoryEndpoints.remove, { query: { id: guides.id }, ...asAdmin() })).status,
    ).toBe(200);
    expect(
      (await api.call(categoryEndpoints.remove, { query: { id: travel.id }, ...asAdmin() })).status,
    ).toBe(200);
  });

  it('when a selection holds a category and its subcategory, then one request deletes both, all or none', async () => {
    const arts = await create(named('Beaux-arts', 'Fine arts'));
    const painting = await create(named('Peinture', 'Painting', { parentId: arts.id }));
    const music = await create(named('Musique', 'Music'));
    const missing = music.id + 1_000;

    const refused = await api.call(categoryEndpoints.remove, {
      query: { id: [arts.id, painting.id, music.id, missing] },
      ...asAdmin(),
    });
    expect(refused.status).toBe(404);
    const stillThere = (await api.call(categoryEndpoints.get, { query: { id: painting.id }, ...asAdmin() }))
      .status;
    expect(stillThere).toBe(200);

    const deleted = await api.call(categoryEndpoints.remove, {
      query: { id: [arts.id, painting.id, music.id] },
      ...asAdmin(),
    });
    expect(deleted.status).toBe(200);
    for (const id of [arts.id, painting.id, music.id])
      expect((await api.call(categoryEndpoints.get, { query: { id }, ...asAdmin() })).status).toBe(404);
  });

  it('when a reader without PostCreateEditAll writes a category, then it is refused (403)', async () => {
    const refused = await api.call(categoryEndpoints.create, { body: named('Art', 'Art'), token: reader });
    expect(refused.status).toBe(403);
  });

  it('when a language is given twice or none, then the field says so', async () => {
    const twice = await api.call(categoryEndpoints.create, {
      body: {
        localizations: [
          { locale: 'fr', name: 'A', description: null },
          { locale: 'fr', name: 'B', description: null },
        ],
      },
      ...asAdmin(),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.propertiesErrorMessages[0]?.propertyName).toBe('localizations.1.locale');
    const none = await api.call(categoryEndpoints.create, { body: { localizations: [] }, ...asAdmin() });
    expect(none.body.propertiesErrorMessages[0]?.propertyName).toBe('localizations');
  });
});

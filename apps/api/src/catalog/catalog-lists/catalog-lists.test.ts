import {
  activityEndpoints,
  catalogListEndpoints,
  productEndpoints,
  restrictionEndpoints,
  type TCatalogListCreate,
  type TProductCreate,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';
import { CATALOG_LISTS_CRON } from './catalog-lists.jobs.ts';
import { regenerateDueLists } from './catalog-lists.service.ts';
import { productSales } from './catalog-lists.tables.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const DAY = 24 * 3600 * 1000;
/** The day `offset` days from today, YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let serial = 1;
const addBook = async (title: string, changes: Partial<TProductCreate> = {}) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit(`978300${String(serial++).padStart(6, '0')}`), title, ...changes }),
      ...asAdmin(),
    })
  ).output;
const createList = async (input: Partial<TCatalogListCreate> & Pick<TCatalogListCreate, 'catalogListType'>) =>
  (
    await api.call(catalogListEndpoints.create, {
      body: { name: 'Liste', maxProducts: 200, ...input },
      ...asAdmin(),
    })
  ).output;
const titlesOf = async (listId: number, among: { id: number }[]) => {
  const ids = new Set(among.map((product) => product.id));
  const list = (await api.call(catalogListEndpoints.get, { query: { id: listId }, ...asAdmin() })).output;
  return list.products.filter((product) => ids.has(product.id)).map((product) => product.title);
};

describe('generating catalogue lists', () => {
  it('when News are regenerated, then the releases of the last 90 days come, newest first', async () => {
    const books = [
      await addBook('Sorti il y a dix jours', { releaseDate: day(-10) }),
      await addBook('Sorti hier', { releaseDate: day(-1) }),
      await addBook('Sorti il y a quatre mois', { releaseDate: day(-120) }),
      await addBook('Pas encore sorti', { releaseDate: day(20) }),
      await addBook('Sorti mais masqué', { releaseDate: day(-3), isVisible: false }),
    ];
    const list = await createList({ name: 'Nouveautés', catalogListType: 'News' });
    await regenerateDueLists(api.services, new Date());
    expect(await titlesOf(list.id, books)).toEqual(['Sorti hier', 'Sorti il y a dix jours']);
  });

  it('when ToRelease is regenerated, then the forthcoming titles come, soonest first', async () => {
    const books = [
      await addBook('Dans un mois', { releaseDate: day(30) }),
      await addBook('La semaine prochaine', { releaseDate: day(7) }),
      await addBook('Déjà paru', { releaseDate: day(-7) }),
      await addBook('Sans date', { releaseDate: null }),
    ];
    const list = await createList({ name: 'À paraître', catalogListType: 'ToRelease' });
    await regenerateDueLists(api.services, new Date());
    expect(await titlesOf(list.id, books)).toEqual(['La semaine prochaine', 'Dans un mois']);
  });

  it('when BestSellers are regenerated, then the most sold over the last 30 days come first', async () => {
    const steady = await addBook('Vendu chaque semaine');
    const hit = await addBook('Succès du mois');
    const old = await addBook('Succès de l’an passé');
    const unsold = await addBook('Jamais vendu');
    await api.services.db.insert(productSales).values([
      { productId: steady.id, soldOn: day(-2), quantity: 3 },
      { productId: steady.id, soldOn: day(-9), quantity: 3 },
      { productId: hit.id, soldOn: day(-1), quantity: 40 },
      { productId: old.id, soldOn: day(-45), quantity: 500 },
    ]);
    const list = await createList({ name: 'Meilleures ventes', catalogListType: 'BestSellers' });
    await regenerateDueLists(api.services, new Date());
    expect(await titlesOf(list.id, [steady, hit, old, unsold])).toEqual([
      'Succès du mois',
      'Vendu chaque semaine',
    ]);
  });

  it('when a restriction excludes a product, then no list proposes it', async () => {
    const kept = await addBook('Nouveauté permise', { releaseDate: day(-2), publishers: ['Permis'] });
    const banned = await addBook('Nouveauté exclue', { releaseDate: day(-2), publishers: ['Exclu'] });
    await api.call(restrictionEndpoints.create, {
      body: { type: 'Publisher', label: 'Exclu', value: 'Exclu', isExcluded: true },
      ...asAdmin(),
    });
    const candidates = (
      await api.call(catalogListEndpoints.candidates, {
        query: { catalogListType: 'News', maxProducts: 200 },
        ...asAdmin(),
      })
    ).output;
    const ids = candidates.map((product) => product.id);
    expect(ids).toContain(kept.id);
    expect(ids).not.toContain(banned.id);
  });

  it('when a list has a next update time to come, then the daily run leaves its products as staff put them', async () => {
    const pick = await addBook('Choix du libraire', { releaseDate: '1990-01-01' });
    const list = await createList({
      catalogListType: 'News',
      nextUpdateTime: new Date(Date.now() + 7 * DAY).toISOString(),
      productIds: [pick.id],
    });
    await regenerateDueLists(api.services, new Date());
    const read = (await api.call(catalogListEndpoints.get, { query: { id: list.id }, ...asAdmin() })).output;
    expect(read.products.map((product) => product.title)).toEqual(['Choix du libraire']);
    expect(read.version).toBe(1);
  });

  it('when a list whose time has come is regenerated, then it gets a new version and goes back to daily updates', async () => {
    const list = await createList({
      catalogListType: 'ToRelease',
      nextUpdateTime: new Date(Date.now() - DAY).toISOString(),
    });
    await regenerateDueLists(api.services, new Date());
    const read = (await api.call(catalogListEndpoints.get, { query: { id: list.id }, ...asAdmin() })).output;
    expect(read).toMatchObject({ version: 2, nextUpdateTime: null });
    expect(read.lastGeneratedAt).not.toBeNull();
  });

  it('when candidates are asked, then they come without changing any list', async () => {
    await addBook('Candidat', { releaseDate: day(3) });
    const list = await createList({ catalogListType: 'ToRelease' });
    const candidates = (
      await api.call(catalogListEndpoints.candidates, {
        query: { catalogListType: 'ToRelease', maxProducts: 1 },
        ...asAdmin(),
      })
    ).output;
    expect(candidates).toHaveLength(1);
    const read = (await api.call(catalogListEndpoints.get, { query: { id: list.id }, ...asAdmin() })).output;
    expect(read.products).toEqual([]);
  });

  it('when the app starts, then the regeneration is scheduled once a day', async () => {
    const schedules = await api.services.jobs.boss.getSchedules('catalog-lists-regeneration');
    expect(schedules.map((schedule) => [schedule.cron, schedule.timezone])).toEqual([
      [CATALOG_LISTS_CRON, 'Europe/Paris'],
    ]);
  });
});

describe('editing catalogue lists', () => {
  it('when products are dragged into a new order, then the list reads back in that order', async () => {
    const [a, b, c] = [await addBook('Alpha'), await addBook('Bêta'), await addBook('Gamma')];
    const list = await createList({ catalogListType: 'BestSellers', productIds: [a.id, b.id, c.id] });
    const reordered = (
      await api.call(catalogListEndpoints.update, {
        body: {
          id: list.id,
          version: list.version,
          name: list.name,
          catalogListType: list.catalogListType,
          page: '/accueil',
          maxProducts: list.maxProducts,
          nextUpdateTime: list.nextUpdateTime,
          productIds: [c.id, a.id, b.id],
        },
        ...asAdmin(),
      })
    ).output;
    expect(reordered.products.map((product) => product.title)).toEqual(['Gamma', 'Alpha', 'Bêta']);
    expect(reordered).toMatchObject({ version: 2, page: '/accueil' });
  });

  it('when a list is saved from a stale version, then 409', async () => {
    const list = await createList({ catalogListType: 'News' });
    const body = { ...list, productIds: [] };
    await api.call(catalogListEndpoints.update, { body: { ...body, name: 'Rentrée' }, ...asAdmin() });
    expect(
      (await api.call(catalogListEndpoints.update, { body: { ...body, name: 'Noël' }, ...asAdmin() })).status,
    ).toBe(409);
  });

  it('when a product is unknown or given twice, then 400 on productIds', async () => {
    const book = await addBook('Doublon');
    const twice = await api.call(catalogListEndpoints.create, {
      body: { name: 'x', catalogListType: 'News', productIds: [book.id, book.id] },
      ...asAdmin(),
    });
    expect(twice.body.propertiesErrorMessages).toEqual([
      { propertyName: 'productIds', errorMessage: 'A product appears twice in the list.' },
    ]);
    const unknown = await api.call(catalogListEndpoints.create, {
      body: { name: 'x', catalogListType: 'News', productIds: [999_999] },
      ...asAdmin(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['Some of these products do not exist: 999999.']);
  });

  it('when a list is created, reordered, saved stale and deleted, then the log tells each change once, with the products', async () => {
    const [first, second] = [await addBook('Premier'), await addBook('Second')];
    const list = await createList({
      name: 'Sélection',
      catalogListType: 'News',
      productIds: [first.id, second.id],
    });
    const saved = await api.call(catalogListEndpoints.update, {
      body: { ...list, productIds: [second.id, first.id] },
      ...asAdmin(),
    });
    expect(saved.status).toBe(200);
    const stale = await api.call(catalogListEndpoints.update, {
      body: { ...list, name: 'Trop tard', productIds: [] },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
    expect(
      (await api.call(catalogListEndpoints.remove, { query: { id: list.id }, ...asAdmin() })).status,
    ).toBe(200);

    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'CatalogList', entityId: String(list.id) },
        ...asAdmin(),
      })
    ).output;
    expect(log.items.map((entry) => [entry.action, entry.changes.productIds])).toEqual([
      ['delete', { before: [second.id, first.id], after: null }],
      ['update', { before: [first.id, second.id], after: [second.id, first.id] }],
      ['create', { before: null, after: [first.id, second.id] }],
    ]);
    expect(log.items[2]?.changes.name).toEqual({ before: null, after: 'Sélection' });
  });

  it('when lists are asked by type, then each comes with its count of products, and the types are labelled', async () => {
    const book = await addBook('Compté');
    await createList({ name: 'Coups de cœur', catalogListType: 'BestSellers', productIds: [book.id] });
    const page = (
      await api.call(catalogListEndpoints.list, {
        query: { search: 'cœur', catalogListType: 'BestSellers' },
        ...asAdmin(),
      })
    ).output;
    expect(page.items.map((item) => [item.name, item.productsCount])).toEqual([['Coups de cœur', 1]]);
    const types = (
      await api.call(catalogListEndpoints.types, { headers: { 'accept-language': 'fr' }, ...asAdmin() })
    ).output;
    expect(types).toEqual([
      { id: 'News', label: 'Nouveautés' },
      { id: 'ToRelease', label: 'À paraître' },
      { id: 'BestSellers', label: 'Meilleures ventes' },
    ]);
  });
});

import {
  catalogListEndpoints,
  pageEndpoints,
  postEndpoints,
  productEndpoints,
  publicPageEndpoints,
  publicPostEndpoints,
  publicProductEndpoints,
  restrictionEndpoints,
  shoppingCartEndpoints,
  type TBlocInput,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regenerateDueLists } from '../../catalog/catalog-lists/catalog-lists.service.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { anOrder, bookShelf, placeOrder } from '../testing/order-fixtures.ts';

let api: TestApp;
let addBook: ReturnType<typeof bookShelf>;
beforeAll(async () => {
  api = await startTestApp();
  addBook = bookShelf(api, '9784021');
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
/** Staff keep every book of a publisher off the public catalogue (an embargo, a publisher's demand). */
const embargo = async (publisher: string) =>
  (
    await api.call(restrictionEndpoints.create, {
      body: { type: 'Publisher', label: `Embargo ${publisher}`, value: publisher, isExcluded: true },
      ...asAdmin(),
    })
  ).output;
const price = (ean: string) =>
  api.call(shoppingCartEndpoints.price, { body: { items: [{ ean, quantity: 1 }], shippingMethod: 'Home' } });
const stockOf = async (id: number) =>
  (await api.call(productEndpoints.get, { query: { id }, ...asAdmin() })).output.stock;
const publicPage = async (relativeUrl: string) =>
  (
    await api.call(publicPageEndpoints.byRelativeUrl, {
      query: { relativeUrl },
      headers: { 'accept-language': 'fr' },
    })
  ).output;
const titlesOf = (page: Awaited<ReturnType<typeof publicPage>>, index: number) =>
  page.blocs[index]?.products.map((product) => product.title) ?? [];
const bloc = (blocType: TBlocInput['blocType'], changes: Partial<TBlocInput> = {}): TBlocInput => ({
  blocType,
  width: 100,
  localizations: [{ locale: 'fr', title: blocType }],
  ...changes,
});

describe('books the public catalogue does not show', () => {
  it('when a buyer prices or orders by its EAN a book a restriction keeps off the catalogue, then it is not sold and no copy leaves', async () => {
    const embargoed = await addBook({ title: 'Sous embargo', publishers: ['Éditions Secrètes'], stock: 5 });
    await embargo('Éditions Secrètes');
    expect((await api.call(publicProductEndpoints.byEan, { query: { ean: embargoed.ean } })).status).toBe(
      404,
    );
    const priced = await price(embargoed.ean);
    expect(priced.status).toBe(400);
    expect(priced.body.propertiesErrorMessages).toEqual([
      { propertyName: 'items.0.ean', errorMessage: 'This book is not sold here.' },
    ]);
    const ordered = await placeOrder(api, anOrder([embargoed.ean]));
    expect(ordered.status).toBe(400);
    expect(ordered.body.propertiesErrorMessages[0]?.propertyName).toBe('items.0.ean');
    expect(await stockOf(embargoed.id)).toBe(5);
  });

  it('when a buyer prices or orders a hidden book by its EAN, then it is not sold either', async () => {
    const hidden = await addBook({ title: 'Masqué', isVisible: false, stock: 5 });
    expect((await price(hidden.ean)).status).toBe(400);
    expect((await placeOrder(api, anOrder([hidden.ean]))).status).toBe(400);
    expect(await stockOf(hidden.id)).toBe(5);
  });

  it('when a page bloc names restricted or hidden books, or its catalogue list held one before the restriction, then the site’s page leaves them out, cached or not', async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const shown = await addBook({ title: 'En vitrine', releaseDate: lastWeek });
    await addBook({ title: 'Masqué en vitrine', isVisible: false, releaseDate: lastWeek });
    const later = await addBook({
      title: 'Bientôt sous embargo',
      publishers: ['Éditions Tardives'],
      releaseDate: lastWeek,
    });
    const restricted = await addBook({ title: 'Déjà sous embargo', publishers: ['Éditions Fermées'] });
    await embargo('Éditions Fermées');
    const news = (
      await api.call(catalogListEndpoints.create, {
        body: { name: 'Nouveautés', catalogListType: 'News', maxProducts: 50 },
        ...asAdmin(),
      })
    ).output;
    await regenerateDueLists(api.services, new Date());
    const saved = await api.call(pageEndpoints.create, {
      body: {
        name: 'Vitrine',
        isPublished: true,
        localizations: [{ locale: 'fr', title: 'Vitrine' }],
        blocs: [
          bloc('HardCodedProducts', { productEans: [shown.ean, restricted.ean, later.ean] }),
          bloc('HardCodedNewProducts', { catalogListId: news.id, maximum: 20 }),
        ],
      },
      ...asAdmin(),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const before = await publicPage('vitrine');
    expect(titlesOf(before, 0)).toEqual(['En vitrine', 'Bientôt sous embargo']);
    expect(titlesOf(before, 1)).toEqual(expect.arrayContaining(['En vitrine', 'Bientôt sous embargo']));
    expect(titlesOf(before, 1)).not.toContain('Masqué en vitrine');

    await embargo('Éditions Tardives');
    const after = await publicPage('vitrine');
    expect(titlesOf(after, 0)).toEqual(['En vitrine']);
    expect(titlesOf(after, 1)).toContain('En vitrine');
    expect(titlesOf(after, 1)).not.toContain('Bientôt sous embargo');
  });

  it('when a published post links a restricted book, then the site’s post leaves it out', async () => {
    const shown = await addBook({ title: 'Coup de cœur' });
    const restricted = await addBook({ title: 'Coup de cœur interdit', publishers: ['Éditions Closes'] });
    await embargo('Éditions Closes');
    let written = (
      await api.call(postEndpoints.create, {
        body: {
          postType: 'ProductList',
          productEans: [shown.ean, restricted.ean],
          localizations: [{ locale: 'fr', title: 'Nos coups de cœur', lead: '<p>À lire.</p>' }],
        },
        ...asAdmin(),
      })
    ).output;
    for (const action of ['Submit', 'Validate', 'Publish'] as const)
      written = (
        await api.call(postEndpoints.transition, {
          body: { id: written.id, version: written.version, action, reason: null },
          ...asAdmin(),
        })
      ).output;
    const read = (
      await api.call(publicPostEndpoints.byRelativeUrl, {
        query: { relativeUrl: written.localizations[0]?.seo?.relativeUrl ?? '' },
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(read.products.map((book) => book.title)).toEqual(['Coup de cœur']);
  });
});

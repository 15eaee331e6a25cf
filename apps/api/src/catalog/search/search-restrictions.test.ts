import {
  productEndpoints,
  productFacetEndpoints,
  publicProductEndpoints,
  restrictionEndpoints,
  searchEndpoints,
  type TProductCreate,
  type TRestrictionCreate,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { catalogRestrictions } from '../restrictions/restrictions.tables.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const addBook = async (changes: Partial<TProductCreate>) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit(`979102${String(serial++).padStart(6, '0')}`), ...changes }),
      ...asAdmin(),
    })
  ).output;
const addRule = async (rule: TRestrictionCreate) =>
  (await api.call(restrictionEndpoints.create, { body: rule, ...asAdmin() })).output;

type Book = Awaited<ReturnType<typeof addBook>>;
let garden: Book;
let sea: Book;
let town: Book;
beforeAll(async () => {
  api = await startTestApp();
  garden = await addBook({
    title: 'Zéphyrin au jardin',
    publishers: ['Éditions Bannies'],
    categories: [{ code: '3435', label: 'Jeunesse' }],
  });
  sea = await addBook({
    title: 'Zéphyrin à la mer',
    publishers: ['Gallimard'],
    categories: [{ code: '3435', label: 'Jeunesse' }],
  });
  town = await addBook({
    title: 'Zéphyrin en ville',
    publishers: ['Gallimard'],
    categories: [{ code: '3802', label: 'Bande dessinée' }],
  });
});
afterAll(() => api.close());
beforeEach(async () => {
  // Each test states the rules in force: the public catalogue depends on all of them.
  await api.services.db.delete(catalogRestrictions);
});

const titles = (items: { title: string }[]) => items.map((item) => item.title).sort();
const counts = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.map((value) => [value.value, value.count]));

/** Everything the public side answers about the three books. */
const publicView = async () => {
  const query = { search: 'zephyrin' };
  const search = (await api.call(searchEndpoints.search, { query })).output;
  const withFacets = (await api.call(searchEndpoints.searchWithFacets, { query })).output;
  const facets = (await api.call(searchEndpoints.facets, { query: {} })).output;
  const ids = [garden.id, sea.id, town.id];
  const eans = [garden.ean, sea.ean, town.ean];
  const found = async (book: Book) => ({
    byEan: (await api.call(publicProductEndpoints.byEan, { query: { ean: book.ean } })).status,
    byId: (await api.call(publicProductEndpoints.byId, { query: { id: book.id } })).status,
  });
  return {
    search: { titles: titles(search.items), totalCount: search.totalCount },
    withFacets: {
      titles: titles(withFacets.items),
      totalCount: withFacets.totalCount,
      publishers: counts(withFacets.facets.publisher),
      categories: counts(withFacets.facets.category),
    },
    facets: { publishers: counts(facets.publisher), categories: counts(facets.category) },
    byEans: titles(
      (await api.call(publicProductEndpoints.byEans, { query: { eans: eans.join(',') } })).output,
    ),
    byIds: titles((await api.call(publicProductEndpoints.byIds, { query: { ids: ids.join(',') } })).output),
    garden: await found(garden),
    town: await found(town),
  };
};

const all = ['Zéphyrin au jardin', 'Zéphyrin en ville', 'Zéphyrin à la mer'];

describe('restrictions applied to search', () => {
  it('when there is no restriction, then the public side shows every visible book', async () => {
    const view = await publicView();
    expect(view.search).toEqual({ titles: all, totalCount: 3 });
    expect(view.withFacets.publishers).toEqual({ 'Éditions Bannies': 1, Gallimard: 2 });
    expect(view.byIds).toEqual(all);
    expect(view.garden).toEqual({ byEan: 200, byId: 200 });
  });

  it('when a publisher is excluded, then its books leave the search, the facet counts and the reads by EAN or id', async () => {
    await addRule({ type: 'Publisher', label: 'Pas cet éditeur', value: 'Éditions Bannies' });
    const view = await publicView();
    const kept = ['Zéphyrin en ville', 'Zéphyrin à la mer'];
    expect(view.search).toEqual({ titles: kept, totalCount: 2 });
    expect(view.withFacets).toEqual({
      titles: kept,
      totalCount: 2,
      publishers: { Gallimard: 2 },
      categories: { '3435': 1, '3802': 1 },
    });
    expect(view.facets).toEqual({ publishers: { Gallimard: 2 }, categories: { '3435': 1, '3802': 1 } });
    expect(view.byEans).toEqual(kept);
    expect(view.byIds).toEqual(kept);
    expect(view.garden).toEqual({ byEan: 404, byId: 404 });
    const filtered = await api.call(searchEndpoints.search, { query: { publisher: 'Éditions Bannies' } });
    expect(filtered.output).toEqual({ items: [], totalCount: 0 });
  });

  it('when an EAN is excluded, then that book is gone from the public side, even searched by its EAN', async () => {
    await addRule({ type: 'Ean', label: 'Retiré', value: town.ean });
    const view = await publicView();
    const kept = ['Zéphyrin au jardin', 'Zéphyrin à la mer'];
    expect(view.search).toEqual({ titles: kept, totalCount: 2 });
    expect(view.withFacets.totalCount).toBe(2);
    expect(view.withFacets.categories).toEqual({ '3435': 2 });
    expect(view.facets.categories).toEqual({ '3435': 2 });
    expect(view.byEans).toEqual(kept);
    expect(view.byIds).toEqual(kept);
    expect(view.town).toEqual({ byEan: 404, byId: 404 });
    expect((await api.call(searchEndpoints.search, { query: { search: town.ean } })).output.items).toEqual(
      [],
    );
  });

  it('when a category is included, then the public side shows only the books of that category', async () => {
    await addRule({ type: 'Category', label: 'Jeunesse seulement', value: '3435', isExcluded: false });
    const view = await publicView();
    const kept = ['Zéphyrin au jardin', 'Zéphyrin à la mer'];
    expect(view.search).toEqual({ titles: kept, totalCount: 2 });
    expect(view.withFacets.categories).toEqual({ '3435': 2 });
    expect(view.facets.categories).toEqual({ '3435': 2 });
    expect(view.byIds).toEqual(kept);
    expect(view.town).toEqual({ byEan: 404, byId: 404 });
  });

  it('when a restriction is deactivated, then it no longer applies', async () => {
    const rule = await addRule({ type: 'Publisher', label: 'En pause', value: 'Éditions Bannies' });
    expect((await publicView()).search.totalCount).toBe(2);
    await api.call(restrictionEndpoints.update, { body: { ...rule, isActive: false }, ...asAdmin() });
    const view = await publicView();
    expect(view.search).toEqual({ titles: all, totalCount: 3 });
    expect(view.facets.publishers).toEqual({ 'Éditions Bannies': 1, Gallimard: 2 });
    expect(view.garden).toEqual({ byEan: 200, byId: 200 });
  });

  it('when staff list the products in the back office, then the restrictions do not hide any', async () => {
    await addRule({ type: 'Publisher', label: 'Pas cet éditeur', value: 'Éditions Bannies' });
    await addRule({ type: 'Ean', label: 'Retiré', value: town.ean });
    const page = (await api.call(productEndpoints.list, { query: { search: 'zephyrin' }, ...asAdmin() }))
      .output;
    expect(titles(page.items)).toEqual(all);
    const byEans = await api.call(productEndpoints.byEans, {
      query: { eans: [garden.ean, town.ean].join(',') },
      ...asAdmin(),
    });
    expect(byEans.output).toHaveLength(2);
  });

  it("when staff filter the product list, then the back office's facets count the restricted and hidden books too", async () => {
    await addRule({ type: 'Publisher', label: 'Pas cet éditeur', value: 'Éditions Bannies' });
    const hidden = await addBook({ title: 'Zéphyrin caché', publishers: ['Gallimard'], isVisible: false });
    const backOffice = async (query: Record<string, string>) =>
      (await api.call(productFacetEndpoints.facets, { query, ...asAdmin() })).output;
    const everything = await backOffice({ search: 'zephyrin' });
    expect(counts(everything.publisher)).toEqual({ 'Éditions Bannies': 1, Gallimard: 3 });
    expect(counts(everything.visibility)).toEqual({ visible: 3, hidden: 1 });
    // The visibility facet counts without its own filter, so that the other choice keeps its count.
    const onlyHidden = await backOffice({ search: 'zephyrin', isVisible: 'false' });
    expect(counts(onlyHidden.visibility)).toEqual({ visible: 3, hidden: 1 });
    expect(counts(onlyHidden.publisher)).toEqual({ Gallimard: 1 });
    const publicFacets = (await api.call(searchEndpoints.facets, { query: { search: 'zephyrin' } })).output;
    expect(counts(publicFacets.publisher)).toEqual({ Gallimard: 2 });
    expect(counts(publicFacets.visibility)).toEqual({ visible: 2, hidden: 0 });
    const refused = await api.call(productFacetEndpoints.facets, { query: {} });
    expect(refused.status).toBe(401);
    await api.call(productEndpoints.remove, { query: { id: hidden.id }, ...asAdmin() });
  });
});

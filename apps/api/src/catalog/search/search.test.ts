import { productEndpoints, searchEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
  const books = [
    aBook({
      ean: '9782070409228',
      title: 'Les Misérables',
      authors: [{ name: 'Victor Hugo', role: 'A01' }],
      availability: '31',
      priceWithTax: 9.9,
      categories: [{ code: '2312', label: 'Romans contemporains' }],
    }),
    aBook({
      ean: '9782253096344',
      title: 'Notre-Dame de Paris',
      authors: [{ name: 'Victor Hugo', role: 'A01' }],
      publishers: ['Le Livre de Poche'],
      collections: ['Classiques'],
      availability: '21',
      priceWithTax: 7.9,
      stock: 0,
    }),
    aBook({
      ean: '9782070360024',
      title: "L'Étranger",
      authors: [{ name: 'Albert Camus', role: 'A01' }],
      availability: '21',
      priceWithTax: 7.5,
      summary: '<p>Aujourd’hui, maman est morte, à Alger.</p>',
      categories: [{ code: '2312', label: 'Romans contemporains' }],
    }),
    aBook({
      ean: '9782070368228',
      title: 'La Peste',
      authors: [{ name: 'Albert Camus', role: 'A01' }],
      availability: '51',
      priceWithTax: 24,
      releaseDate: '2099-01-01',
    }),
    aBook({
      ean: '9782070413119',
      title: 'Le Mythe de Sisyphe',
      authors: [{ name: 'Albert Camus', role: 'A01' }],
      isVisible: false,
    }),
  ];
  for (const book of books) await api.call(productEndpoints.create, { token: api.adminToken, body: book });
});
afterAll(() => api.close());

const search = async (query: Record<string, string | number>) =>
  (await api.call(searchEndpoints.search, { query })).output;
const titles = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

describe('searching the catalogue', () => {
  it('when words are typed without accents or with other endings, then the French titles are found', async () => {
    expect(titles(await search({ search: 'miserable' }))).toEqual(['Les Misérables']);
    expect(titles(await search({ search: 'etranger' }))).toEqual(["L'Étranger"]);
    expect(titles(await search({ search: 'alger' }))).toEqual(["L'Étranger"]);
  });

  it('when a word is misspelt, then trigram similarity still finds the title or the author', async () => {
    expect(titles(await search({ search: 'Miserabels' }))).toEqual(['Les Misérables']);
    expect(titles(await search({ search: 'Victr Hugo' })).sort()).toEqual([
      'Les Misérables',
      'Notre-Dame de Paris',
    ]);
  });

  it('when an EAN is searched, then its product comes first, hyphens or not', async () => {
    const found = await search({ search: '978-2-07-036822-8' });
    expect(found.items[0]?.ean).toBe('9782070368228');
  });

  it('when several products match, then the available ones come before the others at equal relevance', async () => {
    expect(titles(await search({ search: 'Camus' }))).toEqual(["L'Étranger", 'La Peste']);
  });

  it('when a product is hidden, then the public search never shows it', async () => {
    expect(titles(await search({ search: 'Sisyphe' }))).toEqual([]);
  });

  it('when filters are set, then they narrow the results, and pages count from 1', async () => {
    expect(titles(await search({ search: 'Hugo', inStock: 'false' }))).toEqual(['Notre-Dame de Paris']);
    expect(titles(await search({ priceRange: '20-30' }))).toEqual(['La Peste']);
    expect(titles(await search({ releaseDateRange: 'forthcoming' }))).toEqual(['La Peste']);
    const paged = await search({ pageSize: 2, page: 2 });
    expect(paged.totalCount).toBe(4);
    expect(paged.items).toHaveLength(2);
  });
});

describe('facets', () => {
  it('when facets are asked, then each value comes with the number of visible products that have it', async () => {
    const facets = (await api.call(searchEndpoints.facets, { query: {} })).output;
    expect(facets.author).toEqual([
      { value: 'Albert Camus', label: 'Albert Camus', count: 2 },
      { value: 'Victor Hugo', label: 'Victor Hugo', count: 2 },
    ]);
    expect(facets.availability).toEqual(
      expect.arrayContaining([{ value: '21', label: 'Available', count: 2 }]),
    );
    expect(facets.category).toEqual([{ value: '2312', label: 'Romans contemporains', count: 2 }]);
    expect(facets.priceRange.find((range) => range.value === '0-10')).toEqual({
      value: '0-10',
      label: '0 € – 10 €',
      count: 3,
    });
    expect(facets.stock).toEqual([
      { value: 'inStock', label: 'In stock', count: 3 },
      { value: 'outOfStock', label: 'Out of stock', count: 1 },
    ]);
    expect(facets.visibility).toEqual([
      { value: 'visible', label: 'Visible', count: 4 },
      { value: 'hidden', label: 'Hidden', count: 0 },
    ]);
    expect(facets.releaseDateRange.find((range) => range.value === 'forthcoming')?.count).toBe(1);
  });

  it('when words and a filter are set, then a facet counts without its own filter and with the others', async () => {
    const result = (
      await api.call(searchEndpoints.searchWithFacets, {
        query: { search: 'Camus', author: 'Albert Camus', availability: '21' },
      })
    ).output;
    expect(titles(result)).toEqual(["L'Étranger"]);
    expect(result.facets.availability).toEqual(
      expect.arrayContaining([
        { value: '21', label: 'Available', count: 1 },
        { value: '51', label: 'Out of print', count: 1 },
      ]),
    );
    expect(result.facets.author).toEqual([{ value: 'Albert Camus', label: 'Albert Camus', count: 1 }]);
  });
});

import { isIsbn13, pricesAgree, searchEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { demoProducts, insertDemoProducts } from './demo-products.ts';

const today = new Date('2026-11-20T00:00:00Z');

describe('the demo catalogue', () => {
  it('when generated twice with the same seed, then it is the same catalogue', () => {
    expect([...demoProducts(50, 7, today)]).toEqual([...demoProducts(50, 7, today)]);
    expect([...demoProducts(5, 8, today)]).not.toEqual([...demoProducts(5, 7, today)]);
  });

  it('when generated, then every product is a French book with a valid, distinct ISBN and a price as books have', () => {
    const books = [...demoProducts(3000, 7, today)];
    expect(new Set(books.map((book) => book.ean)).size).toBe(3000);
    for (const book of books) {
      expect(isIsbn13(book.ean)).toBe(true);
      expect(book.ean.startsWith('9782')).toBe(true);
      expect(book.taxRate).toBe(0.055);
      expect(pricesAgree(book.priceWithTax!, book.priceNoTax!, 0.055)).toBe(true);
      expect(String(book.priceWithTax! % 100).padStart(2, '0')).toMatch(/^(00|10|20|40|50|90)$/);
    }
    expect(books.some((book) => book.isCustom)).toBe(true);
    expect(books.some((book) => book.overrides && Object.keys(book.overrides).length > 0)).toBe(true);
  });
});

describe('seeding the demo catalogue', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp();
  });
  afterAll(() => api.close());

  it('when products are inserted in batches, then all are there once and the public search finds them', async () => {
    expect(await insertDemoProducts(api.services.db, { count: 1200, seed: 3, today, batchSize: 500 })).toBe(
      1200,
    );
    expect(await insertDemoProducts(api.services.db, { count: 1200, seed: 3, today, batchSize: 500 })).toBe(
      0,
    );
    const found = (await api.call(searchEndpoints.search, { query: { search: 'Gallimard', pageSize: 5 } }))
      .output;
    expect(found.totalCount).toBeGreaterThan(50);
  });
});

import { productEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';
import { products } from './products.tables.ts';

let api: TestApp;
beforeAll(async () => {
  // Le Phare edits only its own products (clients/le-phare.json: onlyCustomProducts).
  api = await startTestApp({ CLIENT: 'le-phare' });
});
afterAll(() => api.close());

describe('a shop that edits only its custom products', () => {
  it('when staff edit a product of the feed, then it is refused; their custom products stay editable', async () => {
    const [feedProduct] = await api.services.db
      .insert(products)
      .values({ ean: '9782070360628', title: 'Du flux', feed: null })
      .returning();
    const refused = await api.call(productEndpoints.update, {
      token: api.adminToken,
      body: { ...aBook({ ean: '9782070360628' }), id: feedProduct!.id, version: 1 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual(['In this shop, only custom products can be edited.']);
    expect(
      (await api.call(productEndpoints.remove, { token: api.adminToken, query: { id: feedProduct!.id } }))
        .status,
    ).toBe(403);

    const custom = (
      await api.call(productEndpoints.create, {
        token: api.adminToken,
        body: aBook({ ean: '9782070360635' }),
      })
    ).output;
    const edited = await api.call(productEndpoints.update, {
      token: api.adminToken,
      body: { ...aBook({ ean: custom.ean }), id: custom.id, version: custom.version, stock: 12 },
    });
    expect(edited.output.stock).toBe(12);
  });
});

import { discountEndpoints, offerEndpoints, productEndpoints, withCheckDigit } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const addBook = async (title: string) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit(`979130${String(serial++).padStart(6, '0')}`), title }),
      ...asAdmin(),
    })
  ).output;

describe('offers', () => {
  it('when staff make a prize selection with its books, text, picture and discount, then the offer shows them in order, its text sanitised', async () => {
    const first = await addBook('Veiller sur elle');
    const second = await addBook('La Carte et le Territoire');
    const discount = (
      await api.call(discountEndpoints.create, {
        body: { name: 'Goncourt -5 %', discountType: 'AppliesToItems', discountPercentage: 0.05 },
        ...asAdmin(),
      })
    ).output;
    const offer = (
      await api.call(offerEndpoints.create, {
        body: {
          name: 'Sélection Goncourt',
          text: '<p>Les livres <strong>primés</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
          pictureUrl: 'https://images.example.org/goncourt.jpg',
          startTime: '2026-11-01T00:00:00Z',
          endTime: '2026-12-31T23:00:00Z',
          productIds: [second.id, first.id],
          discountId: discount.id,
        },
        ...asAdmin(),
      })
    ).output;
    expect(offer).toMatchObject({
      name: 'Sélection Goncourt',
      text: '<p>Les livres <strong>primés</strong></p><img src="x" />',
      products: [{ id: second.id }, { id: first.id }],
      discountName: 'Goncourt -5 %',
    });
    const listed = (await api.call(offerEndpoints.list, { query: { search: 'goncourt' }, ...asAdmin() }))
      .output;
    expect(listed.items.map((item) => item.id)).toEqual([offer.id]);

    const updated = (
      await api.call(offerEndpoints.update, {
        body: { ...offer, name: 'Prix Goncourt', productIds: [first.id] },
        ...asAdmin(),
      })
    ).output;
    expect(updated.products.map((product) => product.id)).toEqual([first.id]);
    expect(
      (await api.call(offerEndpoints.update, { body: { ...offer, name: 'Ancienne' }, ...asAdmin() })).status,
    ).toBe(409);

    // Deleting the discount leaves the offer, untied.
    await api.call(discountEndpoints.remove, { query: { id: discount.id }, ...asAdmin() });
    const untied = (await api.call(offerEndpoints.get, { query: { id: offer.id }, ...asAdmin() })).output;
    expect(untied.discountId).toBeNull();

    expect((await api.call(offerEndpoints.remove, { query: { id: offer.id }, ...asAdmin() })).status).toBe(
      200,
    );
    expect((await api.call(offerEndpoints.get, { query: { id: offer.id }, ...asAdmin() })).status).toBe(404);
  });

  it('when an offer names unknown books or discount, or ends before it starts, then each is refused at its field', async () => {
    const answer = await api.call(offerEndpoints.create, {
      body: { name: 'Été', startTime: '2026-08-01T00:00:00Z', endTime: '2026-07-01T00:00:00Z' },
      ...asAdmin(),
    });
    expect(answer.body.propertiesErrorMessages).toEqual([
      { propertyName: 'endTime', errorMessage: 'The end must come after the start.' },
    ]);
    const unknown = await api.call(offerEndpoints.create, {
      body: { name: 'Été', productIds: [999_999] },
      ...asAdmin(),
    });
    expect(unknown.body.propertiesErrorMessages).toEqual([
      { propertyName: 'productIds', errorMessage: 'Unknown product: 999999.' },
    ]);
    const noDiscount = await api.call(offerEndpoints.create, {
      body: { name: 'Été', discountId: 999_999 },
      ...asAdmin(),
    });
    expect(noDiscount.body.propertiesErrorMessages).toEqual([
      { propertyName: 'discountId', errorMessage: 'Unknown discount.' },
    ]);
  });
});

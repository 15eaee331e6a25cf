import {
  activityEndpoints,
  authorEndpoints,
  claim,
  collectionEndpoints,
  genericListEndpoints,
  productEndpoints,
  type TAuthor,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook, tokenWithClaims } from '../testing/catalog-fixtures.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let eanSeed = 100;
/** A fresh valid ISBN-13 for each book a test adds. */
const nextEan = () => {
  const first12 = `978200${String(eanSeed++).padStart(6, '0')}`;
  let sum = 0;
  for (let index = 0; index < 12; index++) sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
};
const addBook = (changes: Parameters<typeof aBook>[0] = {}) =>
  api
    .call(productEndpoints.create, { body: aBook({ ean: nextEan(), ...changes }), ...asAdmin() })
    .then((r) => r.output);

describe('authors', () => {
  it('when an author is created, then the list finds them with the count of products naming them', async () => {
    await addBook({ authors: [{ name: 'Annie Ernaux', role: 'A01' }] });
    await addBook({
      authors: [
        { name: 'Annie Ernaux', role: 'A01' },
        { name: 'Marc Marie', role: 'A01' },
      ],
    });
    const created = (
      await api.call(authorEndpoints.create, {
        body: {
          name: 'Annie Ernaux',
          biography: '<p>Née à Lillebonne.</p>',
          photoUrl: 'https://example.org/ernaux.jpg',
        },
        ...asAdmin(),
      })
    ).output;
    expect(created).toMatchObject({ kind: 'Author', version: 1, productsCount: 2 });

    const page = (
      await api.call(genericListEndpoints.list, { query: { kind: 'Author', search: 'ernaux' }, ...asAdmin() })
    ).output;
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toEqual(created);
  });

  it('when an author is renamed, then the books naming the old name name the new one and the count stays', async () => {
    const first = await addBook({
      authors: [
        { name: 'Gorges Perec', role: 'A01' },
        { name: 'Harry Mathews', role: 'B06' },
      ],
    });
    const second = await addBook({ authors: [{ name: 'Gorges Perec', role: 'A01' }] });
    const author = (await api.call(authorEndpoints.create, { body: { name: 'Gorges Perec' }, ...asAdmin() }))
      .output;
    expect(author.productsCount).toBe(2);

    const renamed = (
      await api.call(authorEndpoints.update, {
        body: { id: author.id, version: author.version, name: 'Georges Perec' },
        ...asAdmin(),
      })
    ).output;
    expect(renamed).toMatchObject({ name: 'Georges Perec', productsCount: 2 });
    const book = (await api.call(productEndpoints.get, { query: { id: first.id }, ...asAdmin() })).output;
    expect(book.authors).toEqual([
      { name: 'Georges Perec', role: 'A01' },
      { name: 'Harry Mathews', role: 'B06' },
    ]);
    expect(book.version).toBe(first.version + 1);
    const other = (await api.call(productEndpoints.get, { query: { id: second.id }, ...asAdmin() })).output;
    expect(other.authors).toEqual([{ name: 'Georges Perec', role: 'A01' }]);
  });

  it('when authors are sorted by their products, then the most present comes first', async () => {
    await addBook({ authors: [{ name: 'Maryse Condé', role: 'A01' }] });
    await addBook({ authors: [{ name: 'Maryse Condé', role: 'A01' }] });
    await addBook({ authors: [{ name: 'Aimé Césaire', role: 'A01' }] });
    for (const name of ['Aimé Césaire', 'Maryse Condé', 'Patrick Chamoiseau'])
      await api.call(authorEndpoints.create, { body: { name }, ...asAdmin() });
    const page = (
      await api.call(genericListEndpoints.list, {
        query: { kind: 'Author', sort: '-productsCount', pageSize: 200 },
        ...asAdmin(),
      })
    ).output;
    const names = page.items.map((item) => (item as TAuthor).name);
    expect(names.indexOf('Maryse Condé')).toBeLessThan(names.indexOf('Aimé Césaire'));
    expect(names.indexOf('Aimé Césaire')).toBeLessThan(names.indexOf('Patrick Chamoiseau'));
  });

  it('when an author of the same name exists in another case, then 400 on the name', async () => {
    await api.call(authorEndpoints.create, { body: { name: 'Colette' }, ...asAdmin() });
    const refused = await api.call(authorEndpoints.create, { body: { name: 'COLETTE' }, ...asAdmin() });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'name', errorMessage: 'An author of this name already exists.' },
    ]);
  });

  it('when two people edit the same author, then the second save gets 409 and the first one stays', async () => {
    const author = (await api.call(authorEndpoints.create, { body: { name: 'Jean Giono' }, ...asAdmin() }))
      .output;
    const first = await api.call(authorEndpoints.update, {
      body: { ...author, biography: 'Né à Manosque.' },
      ...asAdmin(),
    });
    expect(first.output).toMatchObject({ version: 2, biography: 'Né à Manosque.' });
    const second = await api.call(authorEndpoints.update, {
      body: { ...author, biography: 'Écrivain provençal.' },
      ...asAdmin(),
    });
    expect(second.status).toBe(409);
    expect(
      (await api.call(authorEndpoints.get, { query: { id: author.id }, ...asAdmin() })).output.biography,
    ).toBe('Né à Manosque.');
  });

  it('when an author is changed, then the activity log tells who changed which field', async () => {
    const author = (await api.call(authorEndpoints.create, { body: { name: 'Albert Camus' }, ...asAdmin() }))
      .output;
    await api.call(authorEndpoints.update, {
      body: { ...author, photoUrl: 'https://example.org/camus.jpg' },
      ...asAdmin(),
    });
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Author', entityId: String(author.id) },
        ...asAdmin(),
      })
    ).output;
    expect(log.items.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(log.items[0]?.changes).toEqual({
      photoUrl: { before: null, after: 'https://example.org/camus.jpg' },
    });
  });

  it('when a photo address is not http(s), then 400 on photoUrl', async () => {
    const refused = await api.call(authorEndpoints.create, {
      body: { name: 'Paul Éluard', photoUrl: 'javascript:alert(1)' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['photoUrl']);
  });

  it('when an author is deleted, then reading it gives 404', async () => {
    const author = (await api.call(authorEndpoints.create, { body: { name: 'Boris Vian' }, ...asAdmin() }))
      .output;
    await api.call(authorEndpoints.remove, { query: { id: author.id }, ...asAdmin() });
    expect((await api.call(authorEndpoints.get, { query: { id: author.id }, ...asAdmin() })).status).toBe(
      404,
    );
  });
});

describe('collections', () => {
  it('when a collection is created, then it lists with its publisher and the products naming it', async () => {
    await addBook({ collections: ['La Pléiade'] });
    const created = (
      await api.call(collectionEndpoints.create, {
        body: { name: 'La Pléiade', publisher: 'Gallimard', description: 'Bibliothèque de la Pléiade' },
        ...asAdmin(),
      })
    ).output;
    expect(created).toMatchObject({ kind: 'Collection', publisher: 'Gallimard', productsCount: 1 });
    const page = (
      await api.call(genericListEndpoints.list, {
        query: { kind: 'Collection', publisher: 'Gallimard', search: 'pléiade' },
        ...asAdmin(),
      })
    ).output;
    expect(page.items).toEqual([created]);
  });

  it('when the same name exists at another publisher, then both are kept; at the same publisher, 400', async () => {
    await api.call(collectionEndpoints.create, {
      body: { name: 'Points', publisher: 'Seuil' },
      ...asAdmin(),
    });
    const elsewhere = await api.call(collectionEndpoints.create, {
      body: { name: 'Points', publisher: 'Le Livre de Poche' },
      ...asAdmin(),
    });
    expect(elsewhere.status).toBe(200);
    const same = await api.call(collectionEndpoints.create, {
      body: { name: 'points', publisher: 'SEUIL' },
      ...asAdmin(),
    });
    expect(same.status).toBe(400);
    expect(same.body.propertiesErrorMessages[0]?.errorMessage).toBe(
      'This publisher already has a collection of this name.',
    );
  });

  it('when a collection is updated from a stale version, then 409', async () => {
    const collection = (
      await api.call(collectionEndpoints.create, {
        body: { name: 'Babel', publisher: 'Actes Sud' },
        ...asAdmin(),
      })
    ).output;
    await api.call(collectionEndpoints.update, {
      body: { ...collection, description: 'Poche' },
      ...asAdmin(),
    });
    const stale = await api.call(collectionEndpoints.update, {
      body: { ...collection, description: 'x' },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
  });
});

describe('the generic lists', () => {
  it('when a list is sorted by a field its kind does not have, then 400 on sort', async () => {
    const refused = await api.call(genericListEndpoints.list, {
      query: { kind: 'Author', sort: 'rating' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'sort', errorMessage: 'This list cannot be sorted by this field.' },
    ]);
  });

  it('when staff hold the claim of authors only, then they list authors but not reviews nor collections', async () => {
    const token = await tokenWithClaims(api, [claim('Catalog', 'AuthorList')]);
    expect((await api.call(genericListEndpoints.list, { query: { kind: 'Author' }, token })).status).toBe(
      200,
    );
    expect((await api.call(genericListEndpoints.list, { query: { kind: 'Review' }, token })).status).toBe(
      403,
    );
    expect((await api.call(genericListEndpoints.list, { query: { kind: 'Collection' }, token })).status).toBe(
      403,
    );
    expect((await api.call(collectionEndpoints.create, { body: { name: 'Folio' }, token })).status).toBe(403);
  });
});

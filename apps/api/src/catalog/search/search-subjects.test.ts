import {
  productEndpoints,
  productFacetEndpoints,
  type TProductCreate,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';

let api: TestApp;
const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const addBook = async (changes: Partial<TProductCreate>) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit(`979103${String(serial++).padStart(6, '0')}`), ...changes }),
      ...asAdmin(),
    })
  ).output;
const subjects = async (query: { scheme: 'clil' | 'thema'; search?: string }) =>
  (await api.call(productFacetEndpoints.subjects, { query, ...asAdmin() })).output;

beforeAll(async () => {
  api = await startTestApp();
  await addBook({
    title: 'Un polar',
    categories: [{ code: '3436', label: 'Policier' }],
    classifications: [{ code: 'FF', label: 'Romans policiers et à énigmes' }],
  });
  await addBook({
    title: 'Un autre polar',
    categories: [
      { code: '3436', label: 'Policier' },
      { code: '3435', label: 'Littérature générale' },
    ],
  });
  // A feed that names the same code otherwise: the heading most products give wins.
  await addBook({
    title: 'Un troisième polar',
    categories: [{ code: '3436', label: 'Policier & thriller' }],
  });
  await addBook({ title: 'Une BD', categories: [{ code: '3771', label: 'Bande dessinée' }] });
});
afterAll(() => api.close());

describe('the subjects staff choose a product’s among', () => {
  it('when staff open the CLIL picker, then the catalogue’s subjects come with how many products carry each, most carried first', async () => {
    expect(await subjects({ scheme: 'clil' })).toEqual([
      { value: '3436', label: 'Policier', count: 3 },
      { value: '3435', label: 'Littérature générale', count: 1 },
      { value: '3771', label: 'Bande dessinée', count: 1 },
    ]);
    expect(await subjects({ scheme: 'thema' })).toEqual([
      { value: 'FF', label: 'Romans policiers et à énigmes', count: 1 },
    ]);
  });

  it('when staff type words of a heading (accents aside) or the start of a code, then only those subjects come', async () => {
    expect((await subjects({ scheme: 'clil', search: 'dessinee' })).map((one) => one.value)).toEqual([
      '3771',
    ]);
    expect((await subjects({ scheme: 'clil', search: '343' })).map((one) => one.value)).toEqual([
      '3436',
      '3435',
    ]);
    expect(await subjects({ scheme: 'thema', search: 'énigme' })).toHaveLength(1);
    expect(await subjects({ scheme: 'clil', search: '50%_' })).toEqual([]);
  });

  it('when the scheme is unknown or the caller is not signed in, then the subjects are refused', async () => {
    const wrong = await api.call(productFacetEndpoints.subjects, {
      query: { scheme: 'dewey' } as unknown as { scheme: 'clil' },
      ...asAdmin(),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['scheme']);
    const unsigned = await api.call(productFacetEndpoints.subjects, { query: { scheme: 'clil' } });
    expect(unsigned.status).toBe(401);
  });
});

import {
  productEndpoints,
  restrictionEndpoints,
  type TProductCreate,
  type TRestrictionCreate,
  withCheckDigit,
} from '@colophon/contract';
import { and, asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { products } from '../products/products.tables.ts';
import { aBook } from '../testing/catalog-fixtures.ts';
import { publicCatalogueCondition } from './restrictions.sql.ts';
import { catalogRestrictions } from './restrictions.tables.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());
beforeEach(async () => {
  // Each test states the rules in force: the public catalogue depends on all of them.
  await api.services.db.delete(catalogRestrictions);
});

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const addBook = async (changes: Partial<TProductCreate>) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit(`979100${String(serial++).padStart(6, '0')}`), ...changes }),
      ...asAdmin(),
    })
  ).output;
const addRule = async (rule: TRestrictionCreate) =>
  (await api.call(restrictionEndpoints.create, { body: rule, ...asAdmin() })).output;

/** Which of these products the public catalogue lets through, by title. */
const publicTitles = async (ids: number[]) => {
  const { db } = api.services;
  const rows = await db
    .select({ title: products.title })
    .from(products)
    .where(and(inArray(products.id, ids), await publicCatalogueCondition(db)))
    .orderBy(asc(products.title));
  return rows.map((row) => row.title);
};

describe('the public catalogue condition', () => {
  it('when there is no restriction, then every product passes', async () => {
    const book = await addBook({ title: 'Sans règle' });
    expect(await publicTitles([book.id])).toEqual(['Sans règle']);
  });

  it('when a publisher is excluded, then its products are out and the others stay', async () => {
    const excluded = await addBook({ title: 'Chez Exclu', publishers: ['Éditions Exclues'] });
    const kept = await addBook({ title: 'Chez Gardé', publishers: ['Gallimard'] });
    await addRule({
      type: 'Publisher',
      label: 'Pas cet éditeur',
      value: 'Éditions Exclues',
      isExcluded: true,
    });
    expect(await publicTitles([excluded.id, kept.id])).toEqual(['Chez Gardé']);
  });

  it('when languages are included, then only products in one of them pass', async () => {
    const french = await addBook({ title: 'En français', language: 'fre' });
    const english = await addBook({ title: 'In English', language: 'eng' });
    const german = await addBook({ title: 'Auf Deutsch', language: 'ger' });
    const unknown = await addBook({ title: 'Langue inconnue', language: null });
    await addRule({ type: 'Language', label: 'Français', value: 'fre', isExcluded: false });
    await addRule({ type: 'Language', label: 'Anglais', value: 'eng', isExcluded: false });
    expect(await publicTitles([french.id, english.id, german.id, unknown.id])).toEqual([
      'En français',
      'In English',
    ]);
  });

  it('when rules of several types include, then a product must meet each type', async () => {
    const both = await addBook({ title: 'Folio en français', collections: ['Folio'], language: 'fre' });
    const onlyLanguage = await addBook({
      title: 'Autre collection',
      collections: ['Points'],
      language: 'fre',
    });
    await addRule({ type: 'Language', label: 'Français', value: 'fre', isExcluded: false });
    await addRule({ type: 'Collection', label: 'Folio seulement', value: 'Folio', isExcluded: false });
    expect(await publicTitles([both.id, onlyLanguage.id])).toEqual(['Folio en français']);
  });

  it('when prices above a maximum are excluded, then dearer books are out, cheaper and unpriced ones stay', async () => {
    const cheap = await addBook({ title: 'Poche', priceWithTax: 8.5 });
    const limit = await addBook({ title: 'Pile au seuil', priceWithTax: 100 });
    const dear = await addBook({ title: 'Beau livre', priceWithTax: 149 });
    const unpriced = await addBook({ title: 'Sans prix', priceWithTax: null });
    await addRule({ type: 'Price', label: 'Trop cher', minimumPrice: 100.01, isExcluded: true });
    expect(await publicTitles([cheap.id, limit.id, dear.id, unpriced.id])).toEqual([
      'Pile au seuil',
      'Poche',
      'Sans prix',
    ]);
  });

  it('when an EAN, an author, a category and an availability are excluded, then each of their products is out', async () => {
    const byEan = await addBook({ title: 'Par EAN' });
    const byAuthor = await addBook({
      title: 'Par auteur',
      authors: [{ name: 'Auteur Retiré', role: 'A01' }],
    });
    const byCategory = await addBook({
      title: 'Par catégorie',
      categories: [{ code: '3435', label: 'Manga' }],
    });
    const byAvailability = await addBook({ title: 'Par disponibilité', availability: '51' });
    const kept = await addBook({ title: 'Gardé' });
    await addRule({ type: 'Ean', label: 'Un EAN', value: byEan.ean });
    await addRule({ type: 'Author', label: 'Un auteur', value: 'Auteur Retiré' });
    await addRule({ type: 'Category', label: 'Manga', value: '3435' });
    await addRule({ type: 'AvailabilityCode', label: 'Épuisés', value: '51' });
    await addRule({ type: 'Supplier', label: 'Un distributeur', value: 'Personne' });
    expect(await publicTitles([byEan.id, byAuthor.id, byCategory.id, byAvailability.id, kept.id])).toEqual([
      'Gardé',
    ]);
  });

  it('when a rule is inactive, then it is not applied', async () => {
    const book = await addBook({ title: 'Règle en pause', publishers: ['Pause'] });
    await addRule({ type: 'Publisher', label: 'En pause', value: 'Pause', isActive: false });
    expect(await publicTitles([book.id])).toEqual(['Règle en pause']);
  });
});

describe('checking restrictions', () => {
  it('when EANs are checked, then each says whether it is excluded and by which rule, in the order asked', async () => {
    const excluded = await addBook({ title: 'Exclu', publishers: ['Éditions Interdites'], language: 'fre' });
    const missed = await addBook({ title: 'Hors langue', language: 'ita' });
    const fine = await addBook({ title: 'Visible', language: 'fre' });
    const rule = await addRule({ type: 'Publisher', label: 'Éditeur retiré', value: 'Éditions Interdites' });
    await addRule({ type: 'Language', label: 'Français', value: 'fre', isExcluded: false });
    const unknownEan = withCheckDigit('978000000001');
    const checks = (
      await api.call(restrictionEndpoints.check, {
        body: { eans: [fine.ean, excluded.ean, missed.ean, unknownEan] },
        ...asAdmin(),
      })
    ).output;
    expect(checks).toEqual([
      { ean: fine.ean, productId: fine.id, title: 'Visible', isExcluded: false, reasons: [] },
      {
        ean: excluded.ean,
        productId: excluded.id,
        title: 'Exclu',
        isExcluded: true,
        reasons: [
          {
            restrictionId: rule.id,
            type: 'Publisher',
            label: 'Éditeur retiré',
            reason: 'Excluded by “Éditeur retiré”: Publisher Éditions Interdites.',
          },
        ],
      },
      {
        ean: missed.ean,
        productId: missed.id,
        title: 'Hors langue',
        isExcluded: true,
        reasons: [
          {
            restrictionId: null,
            type: 'Language',
            label: 'Français',
            reason: 'Not in any Language rule to include: « Français ».',
          },
        ],
      },
      { ean: unknownEan, productId: null, title: null, isExcluded: false, reasons: [] },
    ]);
  });

  it('when a hidden book is also excluded by a rule, then the check gives both reasons, its switch first', async () => {
    const hidden = await addBook({
      title: 'Caché et exclu',
      publishers: ['Éditions Cachées'],
      isVisible: false,
    });
    const rule = await addRule({ type: 'Publisher', label: 'Éditeur caché', value: 'Éditions Cachées' });
    const [check] = (
      await api.call(restrictionEndpoints.check, {
        body: { eans: [hidden.ean] },
        ...asAdmin(),
        headers: { 'accept-language': 'fr' },
      })
    ).output;
    expect(check?.isExcluded).toBe(true);
    expect(check?.reasons.map((reason) => [reason.type, reason.restrictionId, reason.reason])).toEqual([
      ['Visibility', null, 'Masqué : l’interrupteur « Visible » du livre est éteint.'],
      ['Publisher', rule.id, 'Exclu par « Éditeur caché » : Éditeur Éditions Cachées.'],
    ]);
  });

  it('when a price rule excludes a product, then the reason gives the range in euros', async () => {
    const book = await addBook({ title: 'Cher', priceWithTax: 60 });
    await addRule({ type: 'Price', label: 'Beaux livres', minimumPrice: 50, maximumPrice: 80 });
    const [check] = (await api.call(restrictionEndpoints.check, { body: { eans: [book.ean] }, ...asAdmin() }))
      .output;
    expect(check?.reasons[0]?.reason).toBe('Excluded by “Beaux livres”: Price €50.00 – €80.00.');
  });
});

describe('editing restrictions', () => {
  it('when a Price rule has neither minimum nor maximum, then 400 asks for one', async () => {
    const refused = await api.call(restrictionEndpoints.create, {
      body: { type: 'Price', label: 'Vide' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'minimumPrice', errorMessage: 'Give a minimum price, a maximum price, or both.' },
    ]);
  });

  it('when an EAN rule has a wrong check digit, then 400 on the value', async () => {
    const refused = await api.call(restrictionEndpoints.create, {
      body: { type: 'Ean', label: 'Mauvais', value: '9782070368229' },
      ...asAdmin(),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['value']);
  });

  it('when a rule is updated from a stale version, then 409 and the list shows the first change', async () => {
    const rule = await addRule({ type: 'Supplier', label: 'Distributeur A', value: 'Sodis' });
    await api.call(restrictionEndpoints.update, {
      body: { ...rule, label: 'Distributeur Sodis' },
      ...asAdmin(),
    });
    const stale = await api.call(restrictionEndpoints.update, {
      body: { ...rule, label: 'Autre' },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);
    const page = (await api.call(restrictionEndpoints.list, { query: { type: 'Supplier' }, ...asAdmin() }))
      .output;
    expect(page.items.map((item) => [item.label, item.version])).toEqual([['Distributeur Sodis', 2]]);
  });

  it('when the types are asked in French, then every type of the spec comes with its label', async () => {
    const types = (
      await api.call(restrictionEndpoints.types, { headers: { 'accept-language': 'fr' }, ...asAdmin() })
    ).output;
    expect(types.map((type) => type.id)).toEqual([
      'Ean',
      'Author',
      'Publisher',
      'Edition',
      'Collection',
      'Supplier',
      'Category',
      'AvailabilityCode',
      'Language',
      'Price',
    ]);
    expect(types.find((type) => type.id === 'Publisher')?.label).toBe('Éditeur');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  productEndpoints,
  subscriptionEndpoints,
  trackingEndpoints,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';
import { onixMessage, onixPrice, onixProduct } from '../testing/onix-builder.ts';
import { importOnix } from '../testing/onix-uploads.ts';

/*
 * The catalogue's data that feeds prices and taxes: French VAT rates only, a printed book under its
 * ISBN-13, and one EAN check (with one message) for every field that takes an EAN.
 */

let api: TestApp;
const storage = mkdtempSync(join(tmpdir(), 'colophon-catalogue-data-'));
beforeAll(async () => {
  api = await startTestApp({ STORAGE_DIR: storage });
});
afterAll(async () => {
  await api.close();
  rmSync(storage, { recursive: true, force: true });
});

const asAdmin = () => ({ token: api.adminToken });
const productOf = async (ean: string) =>
  (await api.call(productEndpoints.byEan, { query: { ean }, ...asAdmin() })).output;
const EAN_MESSAGE = 'This is not a valid EAN-13: 13 digits, the last one being the check digit.';

describe('VAT rates from the feed', () => {
  it('when a feed prices a book for France at a German 7 % VAT, then the report names the record and the rate, and the book keeps 5,5 %', async () => {
    const german = withCheckDigit('978284000001');
    const french = withCheckDigit('978284000002');
    const report = await importOnix(
      api,
      onixMessage([
        onixProduct({
          ean: german,
          title: 'Mehrwertsteuer',
          prices: onixPrice({ amount: '12.00', taxPercent: '7' }),
        }),
        onixProduct({
          ean: french,
          title: 'Taxe française',
          prices: onixPrice({ amount: '12.00', taxPercent: '5.5' }),
        }),
      ]),
    );
    expect(report).toMatchObject({ state: 'completed', created: 2, skipped: 0, warned: 1 });
    expect(report.warnings).toEqual([
      {
        line: expect.any(Number),
        recordReference: `ref-${german}`,
        reason: 'The price’s VAT rate 7 % is not a French rate: it is not imported, the rate stays 5.5 %.',
      },
    ]);
    expect(await productOf(german)).toMatchObject({ priceWithTax: 12, taxRate: 0.055 });
    expect(await productOf(french)).toMatchObject({ priceWithTax: 12, taxRate: 0.055 });
  });

  it('when staff type a 7 % VAT rate, then it is refused at the field', async () => {
    const answer = await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit('978284000003'), taxRate: 0.07 }),
      ...asAdmin(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      { propertyName: 'taxRate', errorMessage: expect.stringContaining('French VAT rate') },
    ]);
  });
});

describe('a printed book is sold under its ISBN-13', () => {
  it('when a paperback comes under a GTIN that is not an ISBN, then the import refuses it with its line and reason, as the product form does', async () => {
    const gtin = withCheckDigit('376012000001');
    const tote = withCheckDigit('376012000002');
    const report = await importOnix(
      api,
      onixMessage([
        onixProduct({ ean: gtin, idType: '03', title: 'Broché sans ISBN', price: '9.90' }),
        // A tote bag (form ZZ) may carry any GTIN.
        onixProduct({ ean: tote, idType: '03', form: 'ZZ', title: 'Sac', price: '15.00' }),
      ]),
    );
    expect(report).toMatchObject({ state: 'completed', created: 1, skipped: 1 });
    expect(report.errors).toEqual([
      {
        line: expect.any(Number),
        recordReference: `ref-${gtin}`,
        reason: `A printed book (ONIX form BC) is sold under its ISBN-13, starting with 978 or 979: ${gtin} is not one.`,
      },
    ]);
    expect(report.errors[0]?.line).toBeGreaterThan(1);
    const typed = await api.call(productEndpoints.create, {
      body: aBook({ ean: gtin, productForm: 'BC' }),
      ...asAdmin(),
    });
    expect(typed.status).toBe(400);
    expect(typed.body.propertiesErrorMessages).toEqual([
      { propertyName: 'ean', errorMessage: "A book's EAN is its ISBN-13: it starts with 978 or 979." },
    ]);
  });
});

describe('every field that takes an EAN checks it', () => {
  it('when a back-in-stock alert follows a wrong EAN, then it is refused with the catalogue’s message; a right one is kept without its hyphens', async () => {
    const alert = (identifier: string | null) =>
      api.call(subscriptionEndpoints.create, {
        body: {
          subscriptionType: 'AlertProductAvailability',
          identifier,
          localizations: [{ locale: 'fr', name: 'Retour en stock' }],
        },
        ...asAdmin(),
      });
    for (const wrong of ['9782070368229', 'not-an-ean']) {
      const refused = await alert(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.propertiesErrorMessages).toEqual([
        { propertyName: 'identifier', errorMessage: EAN_MESSAGE },
      ]);
    }
    expect((await alert(null)).body.propertiesErrorMessages).toEqual([
      { propertyName: 'identifier', errorMessage: 'This field is required.' },
    ]);
    const kept = await alert('978-2-07-036822-8');
    expect(kept.status).toBe(200);
    expect(kept.output.identifier).toBe('9782070368228');
  });

  it('when a tracked action names a book by an EAN with a wrong check digit, then the batch is refused with the catalogue’s message', async () => {
    const answer = await api.call(trackingEndpoints.track, {
      body: {
        visitorGuid: 'visitor-wrong-ean-01',
        consent: true,
        actions: [{ type: 'ProductViewed', occurredAt: new Date().toISOString(), ean: '9782070368229' }],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      { propertyName: 'actions.0.ean', errorMessage: EAN_MESSAGE },
    ]);
  });
});

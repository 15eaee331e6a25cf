import { productEndpoints, withCheckDigit } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook } from '../testing/catalog-fixtures.ts';
import { products } from './products.tables.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const exportCsv = (query: Record<string, string>, token: string | null = api.adminToken) =>
  api.app.inject({
    method: 'GET',
    url: productEndpoints.exportCsv.path,
    query,
    headers: { 'accept-language': 'fr', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

describe('the CSV export', () => {
  it('when staff export, then Excel in France reads it: BOM, semicolons, decimal comma, quoted fields', async () => {
    await api.call(productEndpoints.create, {
      token: api.adminToken,
      body: aBook({
        ean: '9782070360611',
        title: 'Vingt mille lieues; sous les "mers"',
        publishers: ['Hetzel'],
        priceWithTax: 22.5,
      }),
    });
    const answer = await exportCsv({ publisher: 'Hetzel' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="produits-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, line, end] = answer.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFEAN;Titre;Sous-titre;Auteurs;Éditeur;Collection;Prix TTC;Prix HT;TVA (%);Stock;Disponibilité;Code disponibilité (ONIX);Date de parution;Visible;Personnalisé',
    );
    expect(line).toBe(
      '9782070360611;"Vingt mille lieues; sous les ""mers""";;Victor Hugo;Hetzel;Folio classique;22,50;21,33;5,5;3;Disponible;21;01/01/1973;1;1',
    );
    expect(end).toBe('');
  });

  it('when the catalogue is larger than one read, then every product of the filter comes once', async () => {
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      ean: withCheckDigit(`9791090${String(index).padStart(5, '0')}`),
      title: `Titre ${index}`,
      publishers: ['Éditions du Lot'],
    }));
    await api.services.db.insert(products).values(rows);
    const lines = (await exportCsv({ publisher: 'Éditions du Lot' })).body.trim().split('\r\n');
    expect(lines).toHaveLength(1204);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[0])).size).toBe(1203);
  });

  it('when a product’s text starts like a formula, then no cell of the export starts with a formula lead', async () => {
    // As the feed may write it: untrimmed, one formula lead per text field.
    await api.services.db.insert(products).values({
      ean: '9782070412549',
      title: "-2+3+cmd|' /C calc'!A0",
      subtitle: '\t=HYPERLINK("http://evil.example","x")',
      authors: [{ name: '@SUM(1+1)*cmd', role: 'A01' }],
      publishers: ['+33 Éditions Formule'],
      collections: ['\r=1+1'],
    });
    const [, line] = (await exportCsv({ publisher: '+33 Éditions Formule' })).body.split('\r\n');
    // Each cell as a spreadsheet reads it: quotes taken off, doubled quotes made single.
    const cells = [...line!.matchAll(/("(?:[^"]|"")*"|[^;]*)(?:;|$)/g)]
      .map(([, cell = '']) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell))
      .slice(0, 14);
    expect(cells.slice(1, 6)).toEqual([
      "'-2+3+cmd|' /C calc'!A0",
      `'\t=HYPERLINK("http://evil.example","x")`,
      "'@SUM(1+1)*cmd",
      "'+33 Éditions Formule",
      "'\r=1+1",
    ]);
    for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('when the caller is not signed in, then 401 in the action-result envelope', async () => {
    const answer = await exportCsv({}, null);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ isValid: false });
  });
});

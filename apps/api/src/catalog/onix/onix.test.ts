import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { activityEndpoints, onixImportEndpoints, productEndpoints, withCheckDigit } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook, onixFixtures } from '../testing/catalog-fixtures.ts';
import { onixMessage, onixProduct } from '../testing/onix-builder.ts';
import { fixture, importOnix, uploadOnix, waitForImport } from '../testing/onix-uploads.ts';

let api: TestApp;
const storage = mkdtempSync(join(tmpdir(), 'colophon-onix-'));
beforeAll(async () => {
  api = await startTestApp({ STORAGE_DIR: storage });
});
afterAll(async () => {
  await api.close();
  rmSync(storage, { recursive: true, force: true });
});

const productOf = async (ean: string) =>
  (await api.call(productEndpoints.byEan, { token: api.adminToken, query: { ean } })).output;
const counts = (report: {
  records: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}) => ({
  records: report.records,
  created: report.created,
  updated: report.updated,
  unchanged: report.unchanged,
  skipped: report.skipped,
});

describe('importing the real ONIX files', () => {
  it('when every fixture is imported in turn, then each report tells what happened to each record', async () => {
    const expected: [string, object][] = [
      ['fr-dilicom-hub-2-ebooks-3.0.xml', { records: 2, created: 2, updated: 0, unchanged: 0, skipped: 0 }],
      [
        'fr-dilicom-hub-ebook-no-namespace-3.0.xml',
        { records: 1, created: 0, updated: 0, unchanged: 0, skipped: 1 },
      ],
      [
        'fr-immateriel-phebus-4-products-3.0.xml',
        { records: 4, created: 4, updated: 0, unchanged: 0, skipped: 0 },
      ],
      ['editeur-sample-3.0-reference.xml', { records: 1, created: 1, updated: 0, unchanged: 0, skipped: 0 }],
      // The same record in short tags: nothing the catalogue keeps differs.
      ['editeur-sample-3.0-short-tags.xml', { records: 1, created: 0, updated: 0, unchanged: 1, skipped: 0 }],
      // An older version of the same record: its texts differ.
      [
        'sample-3.0-short-tags-no-namespace.xml',
        { records: 1, created: 0, updated: 1, unchanged: 0, skipped: 0 },
      ],
      // 21 records, one of them twice.
      [
        'macmillan-au-21-products-3.0-iso-8859-1.xml',
        { records: 21, created: 20, updated: 0, unchanged: 1, skipped: 0 },
      ],
    ];
    for (const [name, expectedCounts] of expected) {
      const report = await importOnix(api, fixture(name), name);
      expect({ name, state: report.state, ...counts(report) }).toEqual({
        name,
        state: 'completed',
        ...expectedCounts,
      });
      expect(report.progress).toBe(1);
      if (name === 'editeur-sample-3.0-reference.xml') {
        expect((await productOf('9780007232833')).classifications).toEqual([
          { code: 'FFP', label: '' },
          { code: 'FYT', label: '' },
        ]);
      }
    }

    const onix21 = await importOnix(api, fixture('fr-sample-2.1.xml'), 'fr-sample-2.1.xml');
    expect(onix21).toMatchObject({
      state: 'unsupported',
      records: 0,
      failure: 'ONIX 2.1 is not supported: ask the sender for ONIX 3.0.',
    });
  });

  it('when a French feed is imported, then the product carries its price, availability, subjects and summary', async () => {
    const product = await productOf('9791024500256');
    expect(product).toMatchObject({
      title: 'Jardin de Pierre',
      authors: [{ name: 'Marie-jo Gallorini', role: 'A01' }],
      publishers: ['LES NOUVEAUX AUTEURS'],
      editions: ['Nouvelles Plumes'],
      suppliers: ['Interforum'],
      priceWithTax: 11.99,
      priceNoTax: 11.36,
      taxRate: 0.055,
      availability: '10',
      publishingStatus: '02',
      releaseDate: '2013-11-21',
      language: 'fre',
      productForm: 'ED',
      isCustom: false,
      overrides: {},
      categories: [
        { code: '3453', label: 'Thriller' },
        { code: '2313', label: 'Romans policiers / espionnage' },
      ],
    });
    expect(product.summary).toMatch(/^<p>Sydney Stonegarden est une chanteuse lyrique/);
    expect(product.feed?.title).toBe('Jardin de Pierre');
  });

  it('when a record writes its text as XHTML elements, then the summary keeps them as HTML; measures are in mm and g', async () => {
    const roseanna = await productOf('9780007232833');
    expect(roseanna).toMatchObject({
      title: 'Roseanna',
      pages: 245,
      height: 197,
      width: 130,
      thickness: 18,
      weight: 195,
      coverUrl: 'http://www.harpercollins.co.uk/covers/9780007232833.jpg',
    });
    expect(roseanna.summary).toContain('<em>Roseanna</em>');
  });

  it('when a record has a wrong check digit, then the report gives its line, its reference and why', async () => {
    const report = await importOnix(api, fixture('fr-dilicom-hub-ebook-no-namespace-3.0.xml'));
    expect(report.errors).toEqual([
      {
        line: 10,
        recordReference: '9782707154298',
        reason: 'The EAN 9782707154298 has a wrong check digit.',
      },
    ]);
  });
});

describe('importing again', () => {
  it('when the same file is imported twice, then nothing changes: no new rows, no new versions', async () => {
    const name = 'fr-immateriel-phebus-4-products-3.0.xml';
    const before = await productOf('9782752908643');
    const report = await importOnix(api, fixture(name), name);
    expect(counts(report)).toEqual({ records: 4, created: 0, updated: 0, unchanged: 4, skipped: 0 });
    const after = await productOf('9782752908643');
    expect(after.version).toBe(before.version);
    expect(after.updatedAt).toBe(before.updatedAt);
  });

  it('when staff override a field and a new feed comes, then the override stays and the other fields follow the feed', async () => {
    const feed = (title: string, price: string) =>
      onixMessage([onixProduct({ ean: '9782253002864', title, price })]);
    await importOnix(api, feed('Germinal', '8.90'));
    const imported = await productOf('9782253002864');
    const edited = (
      await api.call(productEndpoints.update, {
        token: api.adminToken,
        body: {
          ...aBook({
            ...imported,
            ean: imported.ean,
            title: 'Germinal (édition de la librairie)',
            priceNoTax: undefined,
          }),
          id: imported.id,
          version: imported.version,
          stock: 4,
        },
      })
    ).output;
    expect(edited.overrides).toEqual({ title: 'Germinal (édition de la librairie)' });

    await importOnix(api, feed('Germinal, roman', '9.20'));
    const afterFeed = await productOf('9782253002864');
    expect(afterFeed.title).toBe('Germinal (édition de la librairie)');
    expect(afterFeed.feed?.title).toBe('Germinal, roman');
    expect(afterFeed.priceWithTax).toBe(9.2);
    expect(afterFeed.stock).toBe(4);
    expect(afterFeed.version).toBe(edited.version + 1);

    const reset = (
      await api.call(productEndpoints.update, {
        token: api.adminToken,
        body: {
          ...aBook({ ...afterFeed, ean: afterFeed.ean, priceNoTax: undefined }),
          id: afterFeed.id,
          version: afterFeed.version,
          stock: 4,
          resetOverrides: ['title'],
        },
      })
    ).output;
    expect(reset.title).toBe('Germinal, roman');
    expect(reset.overrides).toEqual({});
  });

  it('when a custom product has the EAN of a feed record, then the feed leaves it alone and says so', async () => {
    await api.call(productEndpoints.create, { token: api.adminToken, body: aBook({ ean: '9782253004080' }) });
    const report = await importOnix(
      api,
      onixMessage([onixProduct({ ean: '9782253004080', title: 'Nana', price: '7.40' })]),
    );
    expect(report.skipped).toBe(1);
    expect(report.errors[0]?.reason).toBe(
      'A custom product already has this EAN: the feed does not change it.',
    );
    expect((await productOf('9782253004080')).title).toBe('Les Misérables');
  });
});

describe('a batch of every kind', () => {
  const historyOf = async (id: number) =>
    (
      await api.call(activityEndpoints.list, {
        token: api.adminToken,
        query: { entity: 'Product', entityId: String(id) },
      })
    ).output.items;

  it('when one batch holds new, changed, overridden, unchanged and malformed records, then the counts, the products and one log row per change tell so', async () => {
    const [kept, repriced, overridden, added] = ['100', '101', '102', '103'].map((tail) =>
      withCheckDigit(`978207037${tail}`),
    ) as [string, string, string, string];
    const badDigit = `${added.slice(0, 12)}${(Number(added.at(-1)) + 1) % 10}`;
    await importOnix(
      api,
      onixMessage([
        onixProduct({ ean: kept, title: 'Nana', price: '7.40' }),
        onixProduct({ ean: repriced, title: 'Au Bonheur des Dames', price: '8.90' }),
        onixProduct({ ean: overridden, title: 'La Curée', price: '6.90' }),
      ]),
    );
    const staffCopy = await productOf(overridden);
    await api.call(productEndpoints.update, {
      token: api.adminToken,
      body: {
        ...aBook({ ...staffCopy, ean: staffCopy.ean, title: 'La Curée (annotée)', priceNoTax: undefined }),
        id: staffCopy.id,
        version: staffCopy.version,
      },
    });
    const before = { kept: await productOf(kept), repriced: await productOf(repriced) };

    const report = await importOnix(
      api,
      onixMessage([
        onixProduct({ ean: kept, title: 'Nana', price: '7.40' }),
        onixProduct({ ean: repriced, title: 'Au Bonheur des Dames', price: '9.50' }),
        onixProduct({ ean: badDigit, title: 'Faute de frappe', price: '5.00' }),
        onixProduct({ ean: overridden, title: 'La Curée, roman', price: '7.20' }),
        onixProduct({ ean: added, title: 'Pot-Bouille', price: '8.10' }),
      ]),
    );

    expect(counts(report)).toEqual({ records: 5, created: 1, updated: 2, unchanged: 1, skipped: 1 });
    expect(report.errors.map((error) => error.recordReference)).toEqual([`ref-${badDigit}`]);
    const after = {
      kept: await productOf(kept),
      repriced: await productOf(repriced),
      overridden: await productOf(overridden),
      added: await productOf(added),
    };
    expect(after.kept.version).toBe(before.kept.version);
    expect(after.kept.updatedAt).toBe(before.kept.updatedAt);
    expect(after.repriced).toMatchObject({ priceWithTax: 9.5, version: before.repriced.version + 1 });
    expect(after.overridden).toMatchObject({
      title: 'La Curée (annotée)',
      priceWithTax: 7.2,
      overrides: { title: 'La Curée (annotée)' },
    });
    expect(after.overridden.feed?.title).toBe('La Curée, roman');
    expect(after.added).toMatchObject({ title: 'Pot-Bouille', priceWithTax: 8.1, version: 1 });

    const keptHistory = await historyOf(after.kept.id);
    expect(keptHistory.map((entry) => entry.action)).toEqual(['import']);
    const repricedHistory = await historyOf(after.repriced.id);
    expect(repricedHistory.map((entry) => entry.action)).toEqual(['import', 'import']);
    expect(Object.keys(repricedHistory[0]?.changes ?? {}).sort()).toEqual(['priceNoTax', 'priceWithTax']);
    expect(repricedHistory[0]).toMatchObject({
      userName: 'admin',
      changes: { priceWithTax: { before: 890, after: 950 } },
    });
    const overriddenHistory = await historyOf(after.overridden.id);
    expect(overriddenHistory.map((entry) => entry.action)).toEqual(['import', 'update', 'import']);
    expect(overriddenHistory[0]?.changes.title).toEqual({ before: 'La Curée', after: 'La Curée, roman' });
    const addedHistory = await historyOf(after.added.id);
    expect(addedHistory.map((entry) => entry.action)).toEqual(['import']);
    expect(addedHistory[0]?.changes.title).toEqual({ before: null, after: 'Pot-Bouille' });
  });
});

describe('a file larger than a batch', () => {
  it('when a record comes again in a later batch, then that batch sees the product the first one made', async () => {
    const eans = Array.from({ length: 501 }, (_, index) =>
      withCheckDigit(`97820800${String(index).padStart(4, '0')}`),
    );
    const first = eans[0]!;
    const report = await importOnix(
      api,
      onixMessage([
        ...eans.map((ean) => onixProduct({ ean, title: `Tome ${ean}`, price: '6.50' })),
        onixProduct({ ean: first, title: 'Tome premier, corrigé', price: '6.50' }),
      ]),
    );
    expect(counts(report)).toEqual({ records: 502, created: 501, updated: 1, unchanged: 0, skipped: 0 });
    expect(report.progress).toBe(1);
    const product = await productOf(first);
    expect(product).toMatchObject({ title: 'Tome premier, corrigé', version: 2 });
    expect((await productOf(eans[500]!)).title).toBe(`Tome ${eans[500]}`);
  });
});

describe('malformed feeds', () => {
  it('when records are malformed, then each is reported and skipped and the others import', async () => {
    const file = onixMessage([
      onixProduct({ ean: '9782070360536', title: 'La Bête humaine', price: '8.70' }),
      onixProduct({ ean: '9782070360537', title: 'Faute de frappe', price: '8.70' }),
      onixProduct({ ean: '9782070360543' }),
      onixProduct({ ean: '9782070360550', title: 'Prix illisible', price: 'huit euros' }),
      onixProduct({
        ean: '9782070360567',
        title: 'Balise cassée',
        extra: '<Extent><ExtentType>00</ExtentValue></Extent>',
      }),
      onixProduct({ ean: '9782070360574', title: "L'Assommoir", price: '9.10' }),
    ]);
    const report = await importOnix(api, file);
    expect(counts(report)).toEqual({ records: 6, created: 2, updated: 0, unchanged: 0, skipped: 4 });
    expect(report.errors.map(({ recordReference, reason }) => ({ recordReference, reason }))).toEqual([
      { recordReference: 'ref-9782070360537', reason: 'The EAN 9782070360537 has a wrong check digit.' },
      { recordReference: 'ref-9782070360543', reason: 'The record has no title.' },
      { recordReference: 'ref-9782070360550', reason: 'The price huit euros is not an amount.' },
      {
        recordReference: 'ref-9782070360567',
        reason: expect.stringMatching(/^The record is not well-formed XML: /),
      },
    ]);
    // The line of each record's <Product> tag, the one above its reference.
    const productLine = (ean: string) => file.split('\n').findIndex((line) => line.includes(`ref-${ean}`));
    expect(report.errors.map((error) => error.line)).toEqual(
      ['9782070360537', '9782070360543', '9782070360550', '9782070360567'].map(productLine),
    );
    expect((await productOf('9782070360574')).title).toBe("L'Assommoir");
  });

  it('when the file is ISO-8859-1, then accented letters arrive intact', async () => {
    const text = onixMessage(
      [onixProduct({ ean: '9782070360581', title: 'Thérèse Raquin', price: '5.90' })],
      'ISO-8859-1',
    );
    const report = await importOnix(api, Buffer.from(text, 'latin1'));
    expect(report.created).toBe(1);
    const product = await productOf('9782070360581');
    expect(product.title).toBe('Thérèse Raquin');
    expect(product.authors).toEqual([{ name: 'Émile Zola', role: 'A01' }]);
  });

  it('when the file is not ONIX at all, then the import fails and says so', async () => {
    const report = await importOnix(api, '<html><body>Bonjour</body></html>');
    expect(report).toMatchObject({
      state: 'failed',
      records: 0,
      failure: 'This file is not an ONIX message.',
    });
    // An HTML page that is not even well-formed XML, as a web server answers: still "not ONIX".
    const page = await importOnix(
      api,
      '<!DOCTYPE html><html><head><meta charset="utf-8"><title>404</title></head><body><p>Introuvable<br></body></html>',
    );
    expect(page).toMatchObject({ state: 'failed', records: 0, failure: 'This file is not an ONIX message.' });
    const empty = await uploadOnix(api, '', 'empty.xml');
    expect(empty.statusCode).toBe(400);
  });

  it('when the upload is larger than allowed, then 413', async () => {
    const answer = await uploadOnix(api, '<ONIXMessage release="3.0"/>', 'huge.xml', {
      'content-length': String(4 * 1024 * 1024 * 1024),
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().errors).toEqual(['This is too large.']);
  });
});

describe('importing a file of the server', () => {
  it('when a file of the feed folder is named, then it is imported; a path outside is refused', async () => {
    mkdirSync(join(storage, 'onix'), { recursive: true });
    copyFileSync(`${onixFixtures}fr-dilicom-hub-2-ebooks-3.0.xml`, join(storage, 'onix', 'dilicom.xml'));
    const started = await api.call(onixImportEndpoints.fromServerFile, {
      token: api.adminToken,
      body: { path: 'dilicom.xml' },
    });
    expect(started.output).toMatchObject({ fileName: 'dilicom.xml', state: 'queued' });
    expect((await waitForImport(api, started.output.id)).records).toBe(2);

    const outside = await api.call(onixImportEndpoints.fromServerFile, {
      token: api.adminToken,
      body: { path: '../../etc/passwd' },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.propertiesErrorMessages[0]?.errorMessage).toBe(
      'The file must be in the folder of feed imports.',
    );
    const list = (await api.call(onixImportEndpoints.list, { token: api.adminToken })).output;
    expect(list.items[0]?.fileName).toBe('dilicom.xml');
  });
});

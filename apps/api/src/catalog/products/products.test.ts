import { productEndpoints as catalog, publicProductEndpoints } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { aBook, tokenWithClaims } from '../testing/catalog-fixtures.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const create = (body: ReturnType<typeof aBook>) => api.call(catalog.create, { token: api.adminToken, body });

describe('custom products', () => {
  it('when staff create a book with its price with tax, then the price without tax is worked out to the cent', async () => {
    const created = (await create(aBook({ ean: '9782070409228', priceWithTax: 7.9 }))).output;
    expect(created).toMatchObject({
      ean: '9782070409228',
      isCustom: true,
      priceWithTax: 7.9,
      priceNoTax: 7.49,
      taxRate: 0.055,
      version: 1,
      feed: null,
      overrides: {},
    });
  });

  it('when an ISBN is typed with hyphens, then the product keeps its 13 digits', async () => {
    const created = (await create(aBook({ ean: '978-2-07-041239-6' }))).output;
    expect(created.ean).toBe('9782070412396');
  });

  it('when the prices and the rate do not agree, then the save is refused at the price without tax', async () => {
    const answer = await create(
      aBook({ ean: '9782070413119', priceWithTax: 22.5, priceNoTax: 21, taxRate: 0.055 }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'priceNoTax',
        errorMessage: 'The price without tax does not agree with the price with tax and the tax rate.',
      },
    ]);
    const agreed = await create(aBook({ ean: '9782070413119', priceWithTax: 22.5, priceNoTax: 21.33 }));
    expect(agreed.status).toBe(200);
  });

  it('when an amount has more than two decimals, then it is refused at that field', async () => {
    const answer = await create(aBook({ ean: '9782070360024', priceWithTax: 9.999 }));
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages[0]?.propertyName).toBe('priceWithTax');
  });

  it('when a price is negative or the VAT is not a French rate, then each is refused at its field, in French too', async () => {
    const answer = await api.call(catalog.create, {
      token: api.adminToken,
      body: aBook({ ean: '9782070360024', priceWithTax: -5, taxRate: 3 }),
      headers: { 'accept-language': 'fr' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      { propertyName: 'priceWithTax', errorMessage: 'Un montant ne peut pas être négatif.' },
      {
        propertyName: 'taxRate',
        errorMessage: 'Choisissez un taux de TVA français : 5,5 %, 20 %, 10 %, 2,1 % ou 0 %.',
      },
    ]);
    const atTwenty = await create(aBook({ ean: '9782070360024', priceWithTax: 12, taxRate: 0.2 }));
    expect(atTwenty.status).toBe(200);
    expect(atTwenty.output.priceNoTax).toBe(10);
  });

  it('when the EAN check digit is wrong, then a clear message names the field, in French too', async () => {
    const answer = await api.call(catalog.create, {
      token: api.adminToken,
      body: aBook({ ean: '9782070368229' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'ean',
        errorMessage: "Ce n'est pas un EAN-13 valide : 13 chiffres, le dernier étant la clé de contrôle.",
      },
    ]);
  });

  it('when a book has an EAN that is not an ISBN, then it is refused; a non-book item may have one', async () => {
    const book = await create(aBook({ ean: '3017620422003', productForm: 'BC' }));
    expect(book.status).toBe(400);
    expect(book.body.propertiesErrorMessages).toEqual([
      { propertyName: 'ean', errorMessage: "A book's EAN is its ISBN-13: it starts with 978 or 979." },
    ]);
    const totebag = await create(
      aBook({
        ean: '3017620422003',
        productForm: null,
        title: 'Sac en toile',
        taxRate: 0.2,
        priceWithTax: 12,
      }),
    );
    expect(totebag.output).toMatchObject({ ean: '3017620422003', taxRate: 0.2, priceNoTax: 10 });
  });

  it('when the sub-EAN has a wrong check digit, then it is refused at that field', async () => {
    const answer = await create(aBook({ ean: '9782070379927', subEan: '9782070379928' }));
    expect(answer.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['subEan']);
  });

  it('when an EAN is already in the catalogue, then the new product is refused at the EAN', async () => {
    await create(aBook({ ean: '9782253004226' }));
    const twice = await create(aBook({ ean: '9782253004226' }));
    expect(twice.status).toBe(400);
    expect(twice.body.propertiesErrorMessages).toEqual([
      { propertyName: 'ean', errorMessage: 'Another product already has this EAN.' },
    ]);
  });
});

describe('editing a product', () => {
  it('when two people save the same version, then the second gets 409 and nothing of theirs is written', async () => {
    const product = (await create(aBook({ ean: '9782070360420' }))).output;
    const first = await api.call(catalog.update, {
      token: api.adminToken,
      body: { ...aBook({ ean: product.ean }), id: product.id, version: product.version, stock: 10 },
    });
    expect(first.output.version).toBe(2);
    const second = await api.call(catalog.update, {
      token: api.adminToken,
      body: { ...aBook({ ean: product.ean }), id: product.id, version: product.version, stock: 99 },
    });
    expect(second.status).toBe(409);
    expect(
      (await api.call(catalog.get, { token: api.adminToken, query: { id: product.id } })).output.stock,
    ).toBe(10);
  });

  it('when a product is changed, then the activity log says who changed which fields', async () => {
    const product = (await create(aBook({ ean: '9782070366248' }))).output;
    await api.call(catalog.update, {
      token: api.adminToken,
      body: { ...aBook({ ean: product.ean }), id: product.id, version: 1, title: 'Les Misérables, tome 1' },
    });
    const { rows } = await api.services.db.execute<{
      action: string;
      user_name: string;
      changes: Record<string, unknown>;
    }>(
      sql`select action, user_name, changes from activity_log where entity = 'Product' and entity_id = ${String(product.id)} order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update']);
    expect(rows[1]?.user_name).toBe('admin');
    expect(Object.keys(rows[1]?.changes ?? {})).toEqual(['title']);
  });

  it('when a product is deleted, then it is gone; an unknown id is 404', async () => {
    const product = (await create(aBook({ ean: '9782070368341' }))).output;
    expect(
      (await api.call(catalog.remove, { token: api.adminToken, query: { id: product.id } })).status,
    ).toBe(200);
    expect((await api.call(catalog.get, { token: api.adminToken, query: { id: product.id } })).status).toBe(
      404,
    );
    expect(
      (await api.call(catalog.remove, { token: api.adminToken, query: { id: product.id } })).status,
    ).toBe(404);
  });
});

describe('reading products', () => {
  it('when products are asked by EANs, then they come in that order, unknown ones left out', async () => {
    const one = (await create(aBook({ ean: '9782266320481' }))).output;
    const two = (await create(aBook({ ean: '9782290349229' }))).output;
    const answer = await api.call(catalog.byEans, {
      token: api.adminToken,
      query: { eans: `${two.ean},9780007232833,${one.ean}` },
    });
    expect(answer.output.map((product) => product.id)).toEqual([two.id, one.id]);
    const single = await api.call(catalog.byEan, { token: api.adminToken, query: { ean: one.ean } });
    expect(single.output.id).toBe(one.id);
    const bad = await api.call(catalog.byEans, { token: api.adminToken, query: { eans: '9782266320482' } });
    expect(bad.body.propertiesErrorMessages[0]?.propertyName).toBe('eans.0');
  });

  it('when the public site reads products, then hidden ones are not found', async () => {
    const shown = (await create(aBook({ ean: '9782081275232' }))).output;
    const hidden = (await create(aBook({ ean: '9782081314047', isVisible: false }))).output;
    const byIds = await api.call(publicProductEndpoints.byIds, {
      query: { ids: `${hidden.id},${shown.id}` },
    });
    expect(byIds.output.map((product) => product.id)).toEqual([shown.id]);
    expect(byIds.output[0]).not.toHaveProperty('feed');
    expect((await api.call(publicProductEndpoints.byEan, { query: { ean: hidden.ean } })).status).toBe(404);
    expect((await api.call(publicProductEndpoints.byId, { query: { id: shown.id } })).output.inStock).toBe(
      true,
    );
  });

  it('when the availabilities are asked, then each ONIX code carries the shop label of its group', async () => {
    const availabilities = (await api.call(catalog.availabilities, { token: api.adminToken })).output;
    expect(availabilities).toContainEqual({
      code: '21',
      group: 'available',
      label: 'Available',
      description: 'In stock',
    });
    expect(availabilities.find((availability) => availability.code === '51')?.label).toBe('Out of print');
    const types = (await api.call(catalog.variationTypes, { token: api.adminToken })).output;
    expect(types).toContainEqual({ id: 'format', label: 'Format' });
  });
});

describe('the list of products', () => {
  it('when the list is sorted and paged, then pages follow each other without overlap', async () => {
    const prices = [5.5, 18, 7.9, 22.5, 12];
    const eans = ['9782757841389', '9782757803691', '9782757829066', '9782757851166', '9782757850688'];
    for (const [index, ean] of eans.entries())
      await create(
        aBook({
          ean,
          title: `Roman de gare ${index}`,
          priceWithTax: prices[index] ?? 1,
          publishers: ['Points'],
        }),
      );
    const page = (number: number) =>
      api.call(catalog.list, {
        token: api.adminToken,
        query: { publisher: 'Points', sort: '-priceWithTax', page: number, pageSize: 2 },
      });
    const first = (await page(1)).output;
    const second = (await page(2)).output;
    expect(first.totalCount).toBe(5);
    expect([...first.items, ...second.items].map((item) => item.priceWithTax)).toEqual([22.5, 18, 12, 7.9]);
  });

  it('when the list is searched by words or filtered, then only the matching products come', async () => {
    await create(
      aBook({
        ean: '9782070612758',
        title: 'Le Petit Prince',
        authors: [{ name: 'Antoine de Saint-Exupéry', role: 'A01' }],
        isVisible: false,
      }),
    );
    const found = (await api.call(catalog.list, { token: api.adminToken, query: { search: 'petit prince' } }))
      .output;
    expect(found.items.map((item) => item.title)).toEqual(['Le Petit Prince']);
    const hidden = (await api.call(catalog.list, { token: api.adminToken, query: { isVisible: false } }))
      .output;
    expect(hidden.items.every((item) => !item.isVisible)).toBe(true);
    const badSort = await api.call(catalog.list, {
      token: api.adminToken,
      query: { sort: 'password' } as never,
    });
    expect(badSort.status).toBe(400);
  });
});

describe('permissions', () => {
  it('when the caller has no token or not the product-list claim, then 401 and 403; the public reads stay open', async () => {
    expect((await api.call(catalog.list)).status).toBe(401);
    const token = await tokenWithClaims(api, ['Permission.BackOffice.Catalog.AuthorList']);
    expect((await api.call(catalog.list, { token })).status).toBe(403);
    expect((await api.call(catalog.create, { token, body: aBook({ ean: '9782070368600' }) })).status).toBe(
      403,
    );
    const allowed = await tokenWithClaims(api, ['Permission.BackOffice.Catalog.ProductList']);
    expect((await api.call(catalog.list, { token: allowed })).status).toBe(200);
    expect((await api.call(publicProductEndpoints.byIds, { query: { ids: '1' } })).status).toBe(200);
  });
});

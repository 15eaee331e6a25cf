import {
  customerEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  storeEndpoints,
  targetEndpoints,
  withCheckDigit,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook, tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';

let api: TestApp;
let ean: string;
beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
  ean = withCheckDigit('978410000001');
  await api.call(productEndpoints.create, {
    body: aBook({ ean, title: 'Le Petit Prince', priceWithTax: 30, stock: 50 }),
    token: api.adminToken,
  });
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let keys = 1;
const order = (email: string, lastName: string, postalCode: string, quantity = 1) =>
  api.call(shoppingCartEndpoints.order, {
    body: {
      idempotencyKey: `customers-test-${keys++}`,
      email,
      paymentMethod: 'FictiveValid',
      shippingMethod: 'Home',
      billingAddress: {
        firstName: 'Alex',
        lastName,
        address1: '1 rue Haute',
        postalCode,
        city: 'Lyon',
        country: 'FR',
      },
      shippingAddress: {
        firstName: 'Alex',
        lastName,
        address1: '1 rue Haute',
        postalCode,
        city: 'Lyon',
        country: 'FR',
      },
      items: [{ ean, quantity }],
    },
  });

describe('customers', () => {
  it('when customers order, then the list finds them by name, email or postal code and sorts by total spent', async () => {
    (await order('durand@example.org', 'Durand', '69001')).output;
    (await order('petit@example.org', 'Petit', '69002', 3)).output;
    (await order('durand@example.org', 'Durand', '69001')).output;
    const list = async (query: Record<string, string>) =>
      (await api.call(customerEndpoints.list, { query, ...asAdmin() })).output;
    expect((await list({ search: 'durand' })).items.map((customer) => customer.email)).toEqual([
      'durand@example.org',
    ]);
    expect((await list({ search: '69002' })).items.map((customer) => customer.lastName)).toEqual(['Petit']);
    const bySpent = await list({ sort: '-totalSpent', hasOrdered: 'true' });
    expect(bySpent.items.map((customer) => customer.lastName)).toEqual(['Petit', 'Durand']);
    const durand = bySpent.items.find((customer) => customer.lastName === 'Durand');
    expect(durand?.ordersCount).toBe(2);
    expect(durand?.lastOrderAt).not.toBeNull();
  });

  it('when staff type a phone number in any form or a postal code, then the list finds its customer', async () => {
    const [petit] = (await api.call(customerEndpoints.list, { query: { search: 'petit@' }, ...asAdmin() }))
      .output.items;
    const full = (await api.call(customerEndpoints.get, { query: { id: petit?.id ?? 0 }, ...asAdmin() }))
      .output;
    const saved = await api.call(customerEndpoints.update, {
      body: { ...full, phone: '06 12 34 56 78', mobilePhone: '+33 7 01 02 03 04' },
      ...asAdmin(),
    });
    expect(saved.status).toBe(200);
    const found = async (search: string) =>
      (await api.call(customerEndpoints.list, { query: { search }, ...asAdmin() })).output.items.map(
        (customer) => customer.email,
      );
    for (const typed of ['06 12 34 56 78', '0612345678', '06.12.34', '+33 6 12 34 56 78', '07 01 02 03 04'])
      expect(await found(typed), typed).toEqual(['petit@example.org']);
    expect(await found('69001')).toEqual(['durand@example.org']);
    expect(await found('06 99 99')).toEqual([]);
  });

  it('when a customer is edited with a stale version, then 409', async () => {
    const [customer] = (await api.call(customerEndpoints.list, { query: { search: 'petit@' }, ...asAdmin() }))
      .output.items;
    const full = (await api.call(customerEndpoints.get, { query: { id: customer?.id ?? 0 }, ...asAdmin() }))
      .output;
    const edit = { ...full, customerRole: 'Professional' as const, company: 'Médiathèque de Lyon' };
    const saved = (await api.call(customerEndpoints.update, { body: edit, ...asAdmin() })).output;
    expect(saved.customerRole).toBe('Professional');
    const stale = await api.call(customerEndpoints.update, { body: edit, ...asAdmin() });
    expect(stale.status).toBe(409);
    const nowhere = await api.call(customerEndpoints.update, {
      body: { ...saved, shippingAddress: saved.billingAddress && { ...saved.billingAddress, country: 'XX' } },
      ...asAdmin(),
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual([
      'shippingAddress.country',
    ]);
  });

  it('when staff type a customer’s date of birth, then it is kept, checked, and the targets’ age rules read it', async () => {
    const [customer] = (
      await api.call(customerEndpoints.list, { query: { search: 'durand@' }, ...asAdmin() })
    ).output.items;
    const full = (await api.call(customerEndpoints.get, { query: { id: customer?.id ?? 0 }, ...asAdmin() }))
      .output;
    expect(full.dateOfBirth).toBeNull();
    const ageRule = (min: number, max: number) => ({
      rules: { groups: [{ conditions: [{ field: 'age' as const, min, max }] }] },
    });
    const inTheirThirties = async () =>
      (await api.call(targetEndpoints.size, { body: ageRule(30, 39), ...asAdmin() })).output.size;
    expect(await inTheirThirties()).toBe(0);

    const thirtyFiveYearsAgo = new Date();
    thirtyFiveYearsAgo.setUTCFullYear(thirtyFiveYearsAgo.getUTCFullYear() - 35);
    const born = thirtyFiveYearsAgo.toISOString().slice(0, 10);
    const saved = await api.call(customerEndpoints.update, {
      body: { ...full, dateOfBirth: born },
      ...asAdmin(),
    });
    expect(saved.status).toBe(200);
    expect(saved.output.dateOfBirth).toBe(born);
    expect(
      (await api.call(customerEndpoints.get, { query: { id: full.id }, ...asAdmin() })).output.dateOfBirth,
    ).toBe(born);
    expect(await inTheirThirties()).toBe(1);

    for (const wrong of ['2999-01-01', '1850-06-01', '2001-02-30', '12/05/1990']) {
      const refused = await api.call(customerEndpoints.update, {
        body: { ...saved.output, dateOfBirth: wrong },
        headers: { 'accept-language': 'fr' },
        ...asAdmin(),
      });
      expect(refused.status, wrong).toBe(400);
      expect(refused.body.propertiesErrorMessages).toEqual([
        {
          propertyName: 'dateOfBirth',
          errorMessage: 'La date de naissance doit être comprise entre le 01/01/1900 et aujourd’hui.',
        },
      ]);
    }
    const cleared = await api.call(customerEndpoints.update, {
      body: { ...saved.output, dateOfBirth: null },
      ...asAdmin(),
    });
    expect(cleared.output.dateOfBirth).toBeNull();
    expect(await inTheirThirties()).toBe(0);
  });

  it('when the customers are exported, then the CSV holds the filtered ones with French headers', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: '/BackOffice/Customer/ExportCsv?search=durand',
      headers: { authorization: `Bearer ${api.adminToken}`, 'accept-language': 'fr' },
    });
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^Nom;Prénom;E-mail/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('durand@example.org');
  });

  it('when someone without the customers claim asks, then 403; the stores need only a session', async () => {
    const token = await tokenWithClaims(api, ['Permission.BackOffice.Public.DocumentsManage']);
    expect((await api.call(customerEndpoints.list, { token })).status).toBe(403);
    expect((await api.call(storeEndpoints.list, { token })).status).toBe(200);
  });
});

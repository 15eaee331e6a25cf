import {
  documentEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { documents } from './documents.tables.ts';

/* One HTTP answer per kind of verdict an order action can get (order-actions.service.ts). */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const aBookInStock = async () =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({
        ean: withCheckDigit(`978401${String(serial++).padStart(6, '0')}`),
        priceWithTax: 12,
        stock: 5,
      }),
      ...asAdmin(),
    })
  ).output;
const anOrder = async (books = 1) => {
  const eans: string[] = [];
  for (let book = 0; book < books; book++) eans.push((await aBookInStock()).ean);
  const address = {
    firstName: 'Léa',
    lastName: 'Roux',
    address1: '2 rue Neuve',
    postalCode: '69002',
    city: 'Lyon',
    country: 'fr',
  };
  const placed = (
    await api.call(shoppingCartEndpoints.order, {
      body: {
        idempotencyKey: `verdicts-${serial++}`,
        email: 'lea.roux@example.org',
        paymentMethod: 'Check',
        shippingMethod: 'Home',
        billingAddress: address,
        shippingAddress: address,
        items: eans.map((ean) => ({ ean, quantity: 1 })),
      },
    })
  ).output;
  const [row] = await api.services.db.select().from(documents).where(eq(documents.number, placed.number));
  return (await api.call(documentEndpoints.get, { query: { id: row?.id ?? 0 }, ...asAdmin() })).output;
};

describe('the verdicts of an order action', () => {
  it('when the table allows the action at the version read, then 200 and the order moved', async () => {
    const order = await anOrder();
    const paid = await api.call(documentEndpoints.validatePayment, {
      body: { id: order.id, version: order.version },
      ...asAdmin(),
    });
    expect(paid.status).toBe(200);
    expect(paid.output.status).toBe('Processing');
    expect(paid.output.version).toBe(order.version + 1);
  });

  it('when the order’s state does not allow the action, then 409 says so and nothing moves', async () => {
    const order = await anOrder();
    const picking = await api.call(documentEndpoints.notifyPicking, {
      body: { id: order.id, version: order.version },
      ...asAdmin(),
    });
    expect(picking.status).toBe(409);
    expect(picking.body.code).toBe('not-allowed');
    expect(picking.body.errors).toEqual(['This action is not possible in the order’s present state.']);
    const after = (await api.call(documentEndpoints.get, { query: { id: order.id }, ...asAdmin() })).output;
    expect(after.version).toBe(order.version);
  });

  it('when the version sent is stale, then 409 says the order changed, with a code of its own', async () => {
    const order = await anOrder();
    await api.call(documentEndpoints.comment, {
      body: { id: order.id, version: order.version, comment: 'Client fidèle' },
      ...asAdmin(),
    });
    const late = await api.call(documentEndpoints.validatePayment, {
      body: { id: order.id, version: order.version },
      ...asAdmin(),
    });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('stale-version');
    expect(late.body.errors).not.toEqual(['This action is not possible in the order’s present state.']);
  });

  it('when the order does not exist, then 404', async () => {
    const missing = await api.call(documentEndpoints.validatePayment, {
      body: { id: 2_000_000_000, version: 1 },
      ...asAdmin(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not-found');
  });

  it('when a line named is not the order’s, then 400 at itemIds', async () => {
    const order = await anOrder();
    const cancel = await api.call(documentEndpoints.cancelItems, {
      body: { id: order.id, version: order.version, itemIds: [2_000_000_000], reason: null },
      ...asAdmin(),
    });
    expect(cancel.status).toBe(400);
    expect(cancel.body.code).toBe('invalid');
    expect(cancel.body.propertiesErrorMessages.map((field) => field.propertyName)).toEqual(['itemIds']);
  });

  it('when a line named is in a status the action does not move, then 409 at itemIds', async () => {
    const order = await anOrder(2);
    const paid = (
      await api.call(documentEndpoints.validatePayment, {
        body: { id: order.id, version: order.version },
        ...asAdmin(),
      })
    ).output;
    const line = paid.items[0]?.id ?? 0;
    const shipped = (
      await api.call(documentEndpoints.shippItems, {
        body: { id: paid.id, version: paid.version, itemIds: [line], carrier: 'DPD', trackingNumber: 'X1' },
        ...asAdmin(),
      })
    ).output;
    const again = await api.call(documentEndpoints.cancelItems, {
      body: { id: shipped.id, version: shipped.version, itemIds: [line], reason: null },
      ...asAdmin(),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('not-allowed');
    expect(again.body.propertiesErrorMessages.map((field) => field.propertyName)).toEqual(['itemIds']);
  });
});

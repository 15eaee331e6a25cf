import {
  documentEndpoints,
  labelEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  type TDocument,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { documents } from './documents.tables.ts';

/*
 * What the order screens read beyond the actions: labels printed in a batch and the order's timeline
 * (La Plume makes labels), and the per-client flags that gate endpoints (Le Phare, flags turned off).
 */

let api: TestApp;
/** Le Phare does not make labels. */
let phare: TestApp;
beforeAll(async () => {
  [api, phare] = await Promise.all([
    startTestApp({ CLIENT: 'la-plume', TEST_PAYMENT_METHODS: 'true' }),
    startTestApp({ CLIENT: 'le-phare', TEST_PAYMENT_METHODS: 'true' }),
  ]);
});
afterAll(() => Promise.all([api.close(), phare.close()]));

const asAdmin = (app: TestApp = api) => ({ token: app.adminToken });
let serial = 1;
const address = {
  firstName: 'Louise',
  lastName: 'Bernard',
  address1: '8 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  country: 'FR',
};
const paidOrder = async (app: TestApp = api) => {
  const book = (
    await app.call(productEndpoints.create, {
      body: aBook({
        ean: withCheckDigit(`978410${String(serial++).padStart(6, '0')}`),
        priceWithTax: 18,
        stock: 5,
      }),
      ...asAdmin(app),
    })
  ).output;
  const placed = (
    await app.call(shoppingCartEndpoints.order, {
      body: {
        idempotencyKey: `labels-${Date.now()}-${serial++}`,
        email: 'louise.bernard@example.org',
        paymentMethod: 'FictiveValid',
        shippingMethod: 'Home',
        billingAddress: address,
        shippingAddress: address,
        items: [{ ean: book.ean, quantity: 1 }],
      },
    })
  ).output;
  const [row] = await app.services.db.select().from(documents).where(eq(documents.number, placed.number));
  return (await app.call(documentEndpoints.get, { query: { id: row?.id ?? 0 }, ...asAdmin(app) })).output;
};
const ship = async (order: TDocument, trackingNumber: string) =>
  (
    await api.call(documentEndpoints.shippItems, {
      body: {
        id: order.id,
        version: order.version,
        itemIds: order.items.map((item) => item.id),
        carrier: 'Colissimo',
        trackingNumber,
      },
      ...asAdmin(),
    })
  ).output;
const labels = (app: TestApp, ids: number[]) =>
  app.app.inject({
    method: 'GET',
    url: `${labelEndpoints.batch.path}?ids=${ids.join(',')}`,
    headers: { authorization: `Bearer ${app.adminToken}` },
  });
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('labels of several orders', () => {
  it('when staff print the labels of the orders selected, then one PDF holds a page per package on its way', async () => {
    const [first, second, waiting] = [await paidOrder(), await paidOrder(), await paidOrder()];
    await ship(first, '6A100001');
    await ship(second, '6A100002');
    const pdf = await labels(api, [first.id, second.id, waiting.id]);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages(pdf.rawPayload)).toBe(2);
  });

  it('when none of the orders selected has a package on its way, then 400 at ids says so', async () => {
    const waiting = await paidOrder();
    const answer = await labels(api, [waiting.id]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().propertiesErrorMessages).toEqual([expect.objectContaining({ propertyName: 'ids' })]);
    expect(answer.json().errors[0]).toMatch(/pas d’étiquette à imprimer/);
  });

  it('when the shop does not make labels, then the batch is refused with 403', async () => {
    const answer = await labels(phare, [1]);
    expect(answer.statusCode).toBe(403);
  });
});

describe('what the console may offer', () => {
  it('when an order is paid, then each line, payment and package says which actions it allows now', async () => {
    const paid = await paidOrder();
    expect(paid.items.map((item) => item.allowedActions)).toEqual([['ShippItems', 'CancelItems']]);
    expect(paid.payments.map((payment) => payment.allowedStatuses)).toEqual([['Refunded']]);
    const shipped = await ship(paid, '6A100004');
    expect(shipped.items.map((item) => item.allowedActions)).toEqual([[]]);
    expect(shipped.packages.map((parcel) => parcel.allowedActions)).toEqual([
      ['DeliveryPackage', 'GenerateLabel'],
    ]);
  });
});

describe('the order timeline', () => {
  it('when an order is placed, paid and shipped, then its full document tells each step with its status', async () => {
    const order = await paidOrder();
    await ship(order, '6A100003');
    const full = (await api.call(documentEndpoints.full, { query: { id: order.id }, ...asAdmin() })).output;
    expect(
      full.history.map(({ action, statusBefore, status, userName }) => ({
        action,
        statusBefore,
        status,
        userName,
      })),
    ).toEqual([
      { action: 'Placed', statusBefore: null, status: 'Processing', userName: null },
      { action: 'ShippItems', statusBefore: 'Processing', status: 'Shipped', userName: 'admin' },
    ]);
  });
});

describe('the per-client flags of orders', () => {
  it('when a shop turns off order management, comments and messages, then the API leaves those actions out and refuses them', async () => {
    const features = phare.services.client.features;
    Object.assign(features, { showOrderManage: false, editDocumentComment: false, documentMessage: false });
    const order = await paidOrder(phare);
    expect(order.allowedActions).toEqual(['ShippingAddress']);
    expect(order.items.map((item) => item.allowedActions)).toEqual([[]]);
    expect(order.payments.map((payment) => payment.allowedStatuses)).toEqual([[]]);
    const base = { id: order.id, version: order.version };
    const shipped = await phare.call(documentEndpoints.shippItems, {
      body: {
        ...base,
        itemIds: order.items.map((item) => item.id),
        carrier: 'Colissimo',
        trackingNumber: '6A9',
      },
      ...asAdmin(phare),
    });
    expect(shipped.status).toBe(409);
    const comment = await phare.call(documentEndpoints.comment, {
      body: { ...base, comment: 'Client fidèle' },
      ...asAdmin(phare),
    });
    expect(comment.status).toBe(403);
    const thread = await phare.call(documentEndpoints.messages, {
      query: { id: order.id },
      ...asAdmin(phare),
    });
    expect(thread.status).toBe(403);
    const reply = await phare.call(documentEndpoints.reply, {
      body: { documentId: order.id, body: 'Bonjour' },
      ...asAdmin(phare),
    });
    expect(reply.status).toBe(403);
  });
});

import {
  documentEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  type TDocument,
  type TPlaceOrderInput,
  withCheckDigit,
} from '@colophon/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSales } from '../../catalog/catalog-lists/catalog-lists.tables.ts';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { mails } from '../../mails/mails.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { stores } from '../stores/stores.tables.ts';
import { documentItems, documents } from './documents.tables.ts';

let api: TestApp;
let storeId: number;
beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
  const [store] = await api.services.db
    .insert(stores)
    .values({
      name: 'Librairie du Centre',
      address: {
        firstName: 'Librairie',
        lastName: 'du Centre',
        company: null,
        address1: '12 rue des Carmes',
        address2: null,
        address3: null,
        postalCode: '31000',
        city: 'Toulouse',
        country: 'FR',
        phone: null,
      },
      openingHours: 'mardi–samedi 10 h–19 h',
    })
    .returning();
  storeId = store?.id ?? 0;
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const addBook = async (price: number, stock = 10) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({
        ean: withCheckDigit(`978400${String(serial++).padStart(6, '0')}`),
        title: `Livre ${serial}`,
        priceWithTax: price,
        stock,
        weight: 250,
      }),
      ...asAdmin(),
    })
  ).output;

const address = {
  firstName: 'Camille',
  lastName: 'Martin',
  address1: '3 place du Capitole',
  postalCode: '31000',
  city: 'Toulouse',
  country: 'fr',
};
let keys = 1;
const orderInput = (eans: string[], changes: Partial<TPlaceOrderInput> = {}): TPlaceOrderInput => ({
  idempotencyKey: `checkout-${Date.now()}-${keys++}`,
  email: 'camille.martin@example.org',
  paymentMethod: 'Check',
  shippingMethod: 'Home',
  billingAddress: address,
  shippingAddress: address,
  items: eans.map((ean) => ({ ean, quantity: 1 })),
  ...changes,
});
const placeOrder = async (eans: string[], changes: Partial<TPlaceOrderInput> = {}) => {
  const placed = (await api.call(shoppingCartEndpoints.order, { body: orderInput(eans, changes) })).output;
  const [row] = await api.services.db.select().from(documents).where(eq(documents.number, placed.number));
  return (await api.call(documentEndpoints.get, { query: { id: row?.id ?? 0 }, ...asAdmin() })).output;
};
const mailsOf = async (document: TDocument, template: string) =>
  (
    await api.services.db
      .select()
      .from(mails)
      .where(
        and(
          sql`${mails.extra}->>'documentId' = ${String(document.id)}`,
          sql`${mails.extra}->>'template' = ${template}`,
        ),
      )
  ).length;
const stockOf = async (productId: number) =>
  (await api.call(productEndpoints.get, { query: { id: productId }, ...asAdmin() })).output.stock;

describe('the order intake', () => {
  it('when a cart under 35 € goes home, then delivery costs at least 3 €; above, more than 0 €; collected, nothing', async () => {
    const cheap = await addBook(9.9);
    const dear = await addBook(40);
    const price = async (ean: string, shippingMethod: 'Home' | 'Relay' | 'Pickup') =>
      (
        await api.call(shoppingCartEndpoints.price, {
          body: {
            items: [{ ean, quantity: 1 }],
            shippingMethod,
            storeId: shippingMethod === 'Pickup' ? storeId : null,
          },
        })
      ).output;
    expect((await price(cheap.ean, 'Home')).shippingCost).toBeGreaterThanOrEqual(3);
    expect((await price(cheap.ean, 'Relay')).shippingCost).toBeGreaterThanOrEqual(3);
    const above = await price(dear.ean, 'Home');
    expect(above.shippingCost).toBeGreaterThan(0);
    expect(above.shippingCost).toBeLessThan(3);
    expect((await price(cheap.ean, 'Pickup')).shippingCost).toBe(0);
  });

  it('when a cart is priced, then the catalogue gives the prices and the VAT of books is 5.5 %', async () => {
    const book = await addBook(21.1);
    const priced = (
      await api.call(shoppingCartEndpoints.price, {
        body: { items: [{ ean: book.ean, quantity: 2 }], shippingMethod: 'Home', storeId: null },
      })
    ).output;
    expect(priced.itemsTotal).toBe(42.2);
    expect(priced.total).toBeCloseTo(42.2 + priced.shippingCost, 2);
    expect(priced.taxes.map((tax) => tax.rate)).toEqual([0.055]);
    expect(priced.taxes[0]?.base).toBeCloseTo((42.2 + priced.shippingCost) / 1.055, 2);
  });

  it('when an order is retried with the same key, then one order exists and one copy is taken', async () => {
    const book = await addBook(12, 5);
    const input = orderInput([book.ean]);
    const [first, second] = await Promise.all([
      api.call(shoppingCartEndpoints.order, { body: input }),
      api.call(shoppingCartEndpoints.order, { body: input }),
    ]);
    const third = await api.call(shoppingCartEndpoints.order, { body: input });
    expect(first.output.number).toBe(second.output.number);
    expect(third.output.number).toBe(first.output.number);
    expect(await stockOf(book.id)).toBe(4);
    const other = await api.call(shoppingCartEndpoints.order, {
      body: { ...input, items: [{ ean: book.ean, quantity: 2 }] },
    });
    expect(other.status).toBe(409);
  });

  it('when two buyers want the last copy at once, then exactly one gets it', async () => {
    const book = await addBook(15, 1);
    const answers = await Promise.all([
      api.call(shoppingCartEndpoints.order, { body: orderInput([book.ean], { email: 'un@example.org' }) }),
      api.call(shoppingCartEndpoints.order, { body: orderInput([book.ean], { email: 'deux@example.org' }) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.propertiesErrorMessages[0]?.propertyName).toBe('items.0.quantity');
    expect(await stockOf(book.id)).toBe(0);
  });

  it('when an order is placed, then the customer is recorded, the sale counted and the confirmation mailed', async () => {
    const book = await addBook(18);
    const order = await placeOrder([book.ean], { email: 'Nouveau.Client@Example.org' });
    expect(order.customer.email).toBe('nouveau.client@example.org');
    expect(order.status).toBe('AwaitingPayment');
    expect(await mailsOf(order, 'orderAwaitingPayment')).toBe(1);
    const [sales] = await api.services.db
      .select()
      .from(productSales)
      .where(eq(productSales.productId, book.id));
    expect(sales?.quantity).toBe(1);
  });

  it('when a book is unknown or the store is missing for click and collect, then 400 names the field', async () => {
    const book = await addBook(10);
    const unknown = await api.call(shoppingCartEndpoints.order, {
      body: orderInput([withCheckDigit('978999999999')]),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.propertiesErrorMessages[0]?.propertyName).toBe('items.0.ean');
    const noStore = await api.call(shoppingCartEndpoints.order, {
      body: orderInput([book.ean], { shippingMethod: 'Pickup', storeId: null }),
    });
    expect(noStore.status).toBe(400);
    expect(noStore.body.propertiesErrorMessages[0]?.propertyName).toBe('storeId');
  });
});

describe('the order actions', () => {
  it('when a cheque arrives, then the order is prepared, shipped line by line, delivered, invoiced, each mail once', async () => {
    const [a, b] = [await addBook(20), await addBook(25)];
    let order = await placeOrder([a.ean, b.ean]);
    expect(order.allowedActions).toContain('ValidatePayment');
    expect(order.allowedActions).not.toContain('ShippItems');
    order = (
      await api.call(documentEndpoints.validatePayment, {
        body: { id: order.id, version: order.version, reference: 'CHQ 1234' },
        ...asAdmin(),
      })
    ).output;
    expect(order.status).toBe('Processing');
    expect(order.paymentStatus).toBe('Paid');
    expect(order.items.map((item) => item.status)).toEqual(['Processing', 'Processing']);
    const [first, second] = order.items;
    order = (
      await api.call(documentEndpoints.shippItems, {
        body: {
          id: order.id,
          version: order.version,
          itemIds: [first?.id ?? 0],
          carrier: 'Colissimo',
          trackingNumber: '6A001',
        },
        ...asAdmin(),
      })
    ).output;
    expect(order.status).toBe('Processing');
    order = (
      await api.call(documentEndpoints.shippItems, {
        body: {
          id: order.id,
          version: order.version,
          itemIds: [second?.id ?? 0],
          carrier: 'Colissimo',
          trackingNumber: '6A002',
        },
        ...asAdmin(),
      })
    ).output;
    expect(order.status).toBe('Shipped');
    expect(order.packages).toHaveLength(2);
    for (const parcel of order.packages)
      order = (
        await api.call(documentEndpoints.deliveryPackage, {
          body: { id: order.id, version: order.version, packageId: parcel.id },
          ...asAdmin(),
        })
      ).output;
    expect(order.status).toBe('Complete');
    expect(order.allowedActions).not.toContain('CancelItems');
    const related = (await api.call(documentEndpoints.related, { query: { id: order.id }, ...asAdmin() }))
      .output;
    expect(related.map((document) => document.documentType).sort()).toEqual([
      'Delivery',
      'Delivery',
      'Invoice',
    ]);
    expect(await mailsOf(order, 'orderPaid')).toBe(1);
    expect(await mailsOf(order, 'orderShipped')).toBe(2);
    expect(await mailsOf(order, 'orderDelivered')).toBe(2);
  });

  it('when a line is cancelled after payment, then its copies go back to stock and the refund is recorded', async () => {
    const [a, b] = [await addBook(30), await addBook(12)];
    let order = await placeOrder([a.ean, b.ean], { paymentMethod: 'FictiveValid' });
    expect(order.paymentStatus).toBe('Paid');
    const stockBefore = await stockOf(b.id);
    const line = order.items.find((item) => item.ean === b.ean);
    order = (
      await api.call(documentEndpoints.cancelItems, {
        body: { id: order.id, version: order.version, itemIds: [line?.id ?? 0] },
        ...asAdmin(),
      })
    ).output;
    expect(order.paymentStatus).toBe('PartiallyRefunded');
    expect(order.refunded).toBe(12);
    expect(order.payments[0]?.refunded).toBe(12);
    expect(await stockOf(b.id)).toBe(stockBefore + 1);
    expect(await mailsOf(order, 'orderCancelled')).toBe(1);
    const rest = order.items.find((item) => item.ean === a.ean);
    order = (
      await api.call(documentEndpoints.cancelItems, {
        body: { id: order.id, version: order.version, itemIds: [rest?.id ?? 0] },
        ...asAdmin(),
      })
    ).output;
    expect(order.status).toBe('Cancelled');
    expect(order.paymentStatus).toBe('Refunded');
    expect(order.allowedActions).not.toContain('CancelItems');
  });

  it('when two people act on one order at once, then one wins and the other gets 409, and one mail goes', async () => {
    const order = await placeOrder([(await addBook(22)).ean]);
    const answers = await Promise.all([
      api.call(documentEndpoints.validatePayment, {
        body: { id: order.id, version: order.version },
        ...asAdmin(),
      }),
      api.call(documentEndpoints.validatePayment, {
        body: { id: order.id, version: order.version },
        ...asAdmin(),
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await mailsOf(order, 'orderPaid')).toBe(1);
  });

  it('when an action is not allowed in the order’s state, then 409 and nothing changes', async () => {
    const order = await placeOrder([(await addBook(22)).ean]);
    const ship = await api.call(documentEndpoints.shippItems, {
      body: {
        id: order.id,
        version: order.version,
        itemIds: [order.items[0]?.id ?? 0],
        carrier: 'DPD',
        trackingNumber: 'X1',
      },
      ...asAdmin(),
    });
    expect(ship.status).toBe(409);
    const picking = await api.call(documentEndpoints.notifyPicking, {
      body: { id: order.id, version: order.version },
      ...asAdmin(),
    });
    expect(picking.status).toBe(409);
    const after = (await api.call(documentEndpoints.get, { query: { id: order.id }, ...asAdmin() })).output;
    expect(after.status).toBe('AwaitingPayment');
    expect(after.packages).toEqual([]);
  });

  it('when a click-and-collect order is ready and collected, then the customer is told once and it is complete', async () => {
    let order = await placeOrder([(await addBook(14)).ean], {
      shippingMethod: 'Pickup',
      storeId,
      shippingAddress: null,
      paymentMethod: 'ManualAtPickup',
    });
    expect(order.status).toBe('Processing');
    expect(order.allowedActions).toEqual(expect.arrayContaining(['NotifyPicking', 'CancelItems']));
    expect(order.allowedActions).not.toContain('ShippItems');
    expect(order.allowedActions).not.toContain('ValidatePicking');
    order = (
      await api.call(documentEndpoints.notifyPicking, {
        body: { id: order.id, version: order.version },
        ...asAdmin(),
      })
    ).output;
    expect(order.allowedActions).toContain('ValidatePicking');
    expect(order.allowedActions).not.toContain('NotifyPicking');
    order = (
      await api.call(documentEndpoints.validatePicking, {
        body: { id: order.id, version: order.version },
        ...asAdmin(),
      })
    ).output;
    expect(order.status).toBe('Complete');
    expect(order.paymentStatus).toBe('Paid');
    expect(await mailsOf(order, 'orderReadyForPickup')).toBe(1);
    expect(await mailsOf(order, 'orderCompleted')).toBe(1);
  });

  it('when a payment is refused, then the order waits as PaymentFailed and the customer is told', async () => {
    let order = await placeOrder([(await addBook(16)).ean], { paymentMethod: 'CreditCard' });
    const payment = order.payments[0];
    order = (
      await api.call(documentEndpoints.paymentStatus, {
        body: { id: order.id, version: order.version, paymentId: payment?.id ?? 0, status: 'Refused' },
        ...asAdmin(),
      })
    ).output;
    expect(order.status).toBe('PaymentFailed');
    expect(await mailsOf(order, 'orderPaymentFailed')).toBe(1);
    const refunded = await api.call(documentEndpoints.paymentStatus, {
      body: { id: order.id, version: order.version, paymentId: payment?.id ?? 0, status: 'Refunded' },
      ...asAdmin(),
    });
    expect(refunded.status).toBe(409);
  });

  it('when the shipping address changes before shipping, then it is kept; after shipping, 409', async () => {
    let order = await placeOrder([(await addBook(40)).ean], { paymentMethod: 'FictiveValid' });
    const moved = { ...address, address1: '8 allée Jean Jaurès', country: 'FR' };
    order = (
      await api.call(documentEndpoints.shippingAddress, {
        body: { id: order.id, version: order.version, shippingAddress: moved },
        ...asAdmin(),
      })
    ).output;
    expect(order.shippingAddress?.address1).toBe('8 allée Jean Jaurès');
    order = (
      await api.call(documentEndpoints.shippItems, {
        body: {
          id: order.id,
          version: order.version,
          itemIds: [order.items[0]?.id ?? 0],
          carrier: 'DPD',
          trackingNumber: 'D1',
        },
        ...asAdmin(),
      })
    ).output;
    const late = await api.call(documentEndpoints.shippingAddress, {
      body: { id: order.id, version: order.version, shippingAddress: address },
      ...asAdmin(),
    });
    expect(late.status).toBe(409);
  });

  it('when many orders ship at once, then their invoices are numbered in sequence without a gap', async () => {
    const orders = [];
    for (let index = 0; index < 6; index++)
      orders.push(await placeOrder([(await addBook(10 + index)).ean], { paymentMethod: 'FictiveValid' }));
    await Promise.all(
      orders.map((order) =>
        api.call(documentEndpoints.shippItems, {
          body: {
            id: order.id,
            version: order.version,
            itemIds: [order.items[0]?.id ?? 0],
            carrier: 'DPD',
            trackingNumber: `N${order.id}`,
          },
          ...asAdmin(),
        }),
      ),
    );
    const invoices = (
      await api.call(documentEndpoints.list, {
        query: { documentType: 'Invoice', pageSize: 200, sort: 'number' },
        ...asAdmin(),
      })
    ).output.items.map((invoice) => Number(invoice.number.split('-')[2]));
    expect(invoices).toEqual(invoices.map((_, index) => index + 1));
  });

  it('when staff reply on an order, then the message is kept in its thread and mailed', async () => {
    const order = await placeOrder([(await addBook(11)).ean]);
    const message = (
      await api.call(documentEndpoints.reply, {
        body: { documentId: order.id, body: 'Votre livre arrive jeudi.' },
        ...asAdmin(),
      })
    ).output;
    expect(message.mailId).not.toBeNull();
    const thread = (await api.call(documentEndpoints.messages, { query: { id: order.id }, ...asAdmin() }))
      .output;
    expect(thread.map((entry) => entry.body)).toEqual(['Votre livre arrive jeudi.']);
  });
});

describe('the document list', () => {
  it('when searched by number, email or EAN and filtered by status, then it finds the order', async () => {
    const book = await addBook(13);
    const order = await placeOrder([book.ean], { email: 'recherche@example.org' });
    const find = async (query: Record<string, string>) =>
      (await api.call(documentEndpoints.list, { query, ...asAdmin() })).output.items.map((item) => item.id);
    expect(await find({ search: order.number })).toEqual([order.id]);
    expect(await find({ search: 'recherche@' })).toEqual([order.id]);
    expect(await find({ search: book.ean })).toEqual([order.id]);
    expect(await find({ search: book.ean, status: 'Processing' })).toEqual([]);
    expect(await find({ search: book.ean, status: 'AwaitingPayment,Processing' })).toEqual([order.id]);
  });

  it('when searched by EAN, then the orders holding the book come by date, page by page, each once', async () => {
    const book = await addBook(9, 20);
    const other = await addBook(8, 20);
    const first = await placeOrder([book.ean], { email: 'ean-un@example.org' });
    const second = await placeOrder([book.ean, other.ean], { email: 'ean-deux@example.org' });
    const third = await placeOrder([other.ean, book.ean], { email: 'ean-trois@example.org' });
    await placeOrder([other.ean], { email: 'ean-autre@example.org' });
    // The book twice in the second order, and the first order's date corrected to the newest.
    const [line] = await api.services.db
      .select()
      .from(documentItems)
      .where(eq(documentItems.documentId, second.id));
    if (!line) throw new Error('the second order has no line');
    const { id: _id, documentType: _type, documentCreatedAt: _at, ...copy } = line;
    await api.services.db.insert(documentItems).values({ ...copy, position: 5 });
    await api.services.db
      .update(documents)
      .set({ createdAt: new Date(Date.now() + 3600_000) })
      .where(eq(documents.id, first.id));
    const list = async (query: Record<string, string>) =>
      (await api.call(documentEndpoints.list, { query: { search: book.ean, ...query }, ...asAdmin() }))
        .output;
    const newestFirst = await list({});
    expect(newestFirst.items.map((item) => item.id)).toEqual([first.id, third.id, second.id]);
    expect(newestFirst.totalCount).toBe(3);
    expect((await list({ sort: 'createdAt' })).items.map((item) => item.id)).toEqual([
      second.id,
      third.id,
      first.id,
    ]);
    expect((await list({ pageSize: '2', page: '2' })).items.map((item) => item.id)).toEqual([second.id]);
    expect((await list({ sort: '-total' })).items.map((item) => item.id).sort()).toEqual(
      [first.id, second.id, third.id].sort(),
    );
  });

  it('when filtered by days, then a day runs from midnight to midnight in Paris', async () => {
    const order = await placeOrder([(await addBook(11)).ean], { email: 'minuit@example.org' });
    // 00:30 on 24 November in Paris is still the 23rd in UTC.
    await api.services.db
      .update(documents)
      .set({ createdAt: new Date('2026-11-23T23:30:00Z') })
      .where(eq(documents.id, order.id));
    const find = async (day: string) =>
      (
        await api.call(documentEndpoints.list, {
          query: { search: 'minuit@', from: day, to: day },
          ...asAdmin(),
        })
      ).output.items.map((item) => item.id);
    expect(await find('2026-11-24')).toEqual([order.id]);
    expect(await find('2026-11-23')).toEqual([]);
  });

  it('when a document is printed, then the PDF comes with the French invoice mentions', async () => {
    const order = await placeOrder([(await addBook(10)).ean]);
    const full = (await api.call(documentEndpoints.full, { query: { id: order.id }, ...asAdmin() })).output;
    expect(full.legalMentions.join(' ')).toMatch(/prix du livre/);
    expect(full.seller.siren).not.toBe('');
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/BackOffice/Document/InvoicePdf?id=${order.id}`,
      headers: { authorization: `Bearer ${api.adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

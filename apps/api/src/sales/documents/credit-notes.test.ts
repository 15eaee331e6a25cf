import {
  documentEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  type TDocument,
  type TPlaceOrderInput,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { documents } from './documents.tables.ts';

/* Credit notes (« factures d'avoir »): money given back on an invoiced order, never a changed invoice. */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const addProduct = async (price: number, taxRate = 0.055) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({
        ean: withCheckDigit(`978410${String(serial++).padStart(6, '0')}`),
        title: taxRate === 0.055 ? `Roman ${serial}` : `Tote bag ${serial}`,
        priceWithTax: price,
        taxRate,
        stock: 10,
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
/** A paid order (FictiveValid), to prepare; in French unless `locale` says otherwise. */
const placeOrder = async (eans: string[], changes: Partial<TPlaceOrderInput> = {}) => {
  const placed = (
    await api.call(shoppingCartEndpoints.order, {
      body: {
        idempotencyKey: `credit-${Date.now()}-${keys++}`,
        email: 'camille.martin@example.org',
        paymentMethod: 'FictiveValid',
        shippingMethod: 'Home',
        billingAddress: address,
        shippingAddress: address,
        items: eans.map((ean) => ({ ean, quantity: 1 })),
        ...changes,
      },
    })
  ).output;
  const [row] = await api.services.db.select().from(documents).where(eq(documents.number, placed.number));
  return (await api.call(documentEndpoints.get, { query: { id: row?.id ?? 0 }, ...asAdmin() })).output;
};
const ship = async (order: TDocument, itemIds = order.items.map((item) => item.id)) =>
  (
    await api.call(documentEndpoints.shippItems, {
      body: {
        id: order.id,
        version: order.version,
        itemIds,
        carrier: 'Colissimo',
        trackingNumber: `6A${order.id}`,
      },
      ...asAdmin(),
    })
  ).output;
const refund = (order: TDocument) =>
  api.call(documentEndpoints.paymentStatus, {
    body: {
      id: order.id,
      version: order.version,
      paymentId: order.payments[0]?.id ?? 0,
      status: 'Refunded',
      reference: null,
    },
    ...asAdmin(),
  });
const full = async (id: number) =>
  (await api.call(documentEndpoints.full, { query: { id }, ...asAdmin() })).output;
const relatedOfType = async (order: TDocument, type: string) =>
  (await full(order.id)).relatedDocuments.filter((document) => document.documentType === type);
const creditNotes = async () =>
  (
    await api.call(documentEndpoints.list, {
      query: { documentType: 'CreditNote', pageSize: 200, sort: 'number' },
      ...asAdmin(),
    })
  ).output.items;

describe('credit notes', () => {
  it('when a delivered order is refunded, then one credit note credits its invoice line by line, with VAT per rate and its own number', async () => {
    const [book, bag] = [await addProduct(20), await addProduct(10, 0.2)];
    let order = await ship(await placeOrder([book.ean, bag.ean], { locale: 'en' }));
    expect(order.status).toBe('Shipped');
    const [invoice] = await relatedOfType(order, 'Invoice');
    expect(invoice).toBeDefined();
    expect(await relatedOfType(order, 'CreditNote')).toEqual([]);

    order = (await refund(order)).output;
    expect(order.paymentStatus).toBe('Refunded');
    const notes = await relatedOfType(order, 'CreditNote');
    expect(notes).toHaveLength(1);
    const note = await full(notes[0]?.id ?? 0);
    const year = invoice?.number.split('-')[1];
    expect(note.number).toBe(`AV-${year}-000001`);
    expect(note.creditedInvoice?.number).toBe(invoice?.number);
    expect(note.parentId).toBe(order.id);
    // What was invoiced, credited: both lines and the delivery, 36.99 € (6.99 € of delivery shared
    // between the rates in proportion: 4.66 € with the book, 2.33 € with the bag).
    expect(note.items.map((item) => [item.ean, item.quantity, item.total])).toEqual([
      [book.ean, 1, 20],
      [bag.ean, 1, 10],
    ]);
    expect(note.shippingCost).toBe(6.99);
    expect(note.total).toBe(36.99);
    expect(note.taxes).toEqual([
      { rate: 0.055, base: 23.37, tax: 1.29 },
      { rate: 0.2, base: 10.28, tax: 2.05 },
    ]);
    expect(note.totalNoTax).toBe(33.65);
    // The invoice stays as it was issued.
    const invoiceAfter = await full(invoice?.id ?? 0);
    expect(invoiceAfter.total).toBe(36.99);
    expect(invoiceAfter.relatedDocuments.map((document) => document.documentType)).toContain('CreditNote');
    // Its mentions name the invoice; its making is in the activity log, by whom.
    expect(note.legalMentions[0]).toMatch(new RegExp(`Credit note for invoice ${invoice?.number} of`));
    expect(note.history.map((event) => [event.action, event.userName])).toEqual([['Issued', 'admin']]);
    // Refunded is final: nothing more to credit.
    expect(order.payments[0]?.allowedStatuses).toEqual([]);
  });

  it('when lines are cancelled before the invoice, or an unshipped order refunded, then no credit note is made', async () => {
    const [kept, dropped] = [await addProduct(18), await addProduct(9)];
    let order = await placeOrder([kept.ean, dropped.ean]);
    const line = order.items.find((item) => item.ean === dropped.ean);
    order = (
      await api.call(documentEndpoints.cancelItems, {
        body: { id: order.id, version: order.version, itemIds: [line?.id ?? 0] },
        ...asAdmin(),
      })
    ).output;
    expect(order.paymentStatus).toBe('PartiallyRefunded');
    order = await ship(order, [order.items.find((item) => item.ean === kept.ean)?.id ?? 0]);
    const [invoice] = await relatedOfType(order, 'Invoice');
    // The invoice is made of what left: the cancelled line is on no invoice, so nothing to credit.
    expect((await full(invoice?.id ?? 0)).items.map((item) => item.ean)).toEqual([kept.ean]);
    expect(await relatedOfType(order, 'CreditNote')).toEqual([]);

    const waiting = (await refund(await placeOrder([(await addProduct(12)).ean]))).output;
    expect(waiting.paymentStatus).toBe('Refunded');
    expect(await relatedOfType(waiting, 'CreditNote')).toEqual([]);
  });

  it('when many invoiced orders are refunded at once, then their credit notes are numbered in sequence without a gap', async () => {
    const orders: TDocument[] = [];
    for (let index = 0; index < 6; index++)
      orders.push(await ship(await placeOrder([(await addProduct(11 + index)).ean])));
    const before = (await creditNotes()).length;
    const answers = await Promise.all(orders.map(refund));
    expect(answers.map((answer) => answer.status)).toEqual(orders.map(() => 200));
    const numbers = (await creditNotes()).map((note) => Number(note.number.split('-')[2]));
    expect(numbers).toHaveLength(before + orders.length);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('when the same refund is sent twice at once, then one wins, the other gets 409, and one credit note is made', async () => {
    const order = await ship(await placeOrder([(await addProduct(14)).ean]));
    const answers = await Promise.all([refund(order), refund(order)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await relatedOfType(order, 'CreditNote')).toHaveLength(1);
  });

  it('when a credit note is printed, then its PDF says so, with its number, its invoice and the amount credited', async () => {
    const order = (await refund(await ship(await placeOrder([(await addProduct(20)).ean])))).output;
    const [note] = await relatedOfType(order, 'CreditNote');
    const [invoice] = await relatedOfType(order, 'Invoice');
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/BackOffice/Document/InvoicePdf?id=${note?.id}`,
      headers: { authorization: `Bearer ${api.adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`${note?.number}.pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Facture d’avoir ${note?.number}`);
    expect(text).toContain(`Facture d’origine : ${invoice?.number}`);
    expect(text).toContain('Total de l’avoir TTC');
    expect(text).toContain('26,99 €');
    expect(text).toContain(`Avoir se rapportant à la facture n° ${invoice?.number}`);
  });

  it('when the document types are asked, then the credit note is one, named in both languages', async () => {
    const types = async (language: string) =>
      (await api.call(documentEndpoints.types, { headers: { 'accept-language': language }, ...asAdmin() }))
        .output;
    expect(await types('fr')).toContainEqual({ id: 'CreditNote', label: 'Avoir' });
    expect(await types('en')).toContainEqual({ id: 'CreditNote', label: 'Credit note' });
  });
});

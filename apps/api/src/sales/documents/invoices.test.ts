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

/*
 * Invoices as French law reads them: the seller's identity from the client's file (C. com. R123-237,
 * R123-238; CGI ann. II art. 242 nonies A), read in the invoice JSON and in the PDF's text.
 */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ TEST_PAYMENT_METHODS: 'true' });
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
const addBook = async (price: number) =>
  (
    await api.call(productEndpoints.create, {
      body: aBook({
        ean: withCheckDigit(`978420${String(serial++).padStart(6, '0')}`),
        title: `Roman ${serial}`,
        priceWithTax: price,
        stock: 20,
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
  country: 'FR',
};
let keys = 1;
const placeOrder = async (eans: string[], changes: Partial<TPlaceOrderInput> = {}) => {
  const placed = (
    await api.call(shoppingCartEndpoints.order, {
      body: {
        idempotencyKey: `invoice-${Date.now()}-${keys++}`,
        email: `lecteur${keys}@example.org`,
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
const full = async (id: number) =>
  (await api.call(documentEndpoints.full, { query: { id }, ...asAdmin() })).output;
/** Ships every line: the order's invoice is made; its full view. */
const invoiceOf = async (order: TDocument) => {
  await api.call(documentEndpoints.shippItems, {
    body: {
      id: order.id,
      version: order.version,
      itemIds: order.items.map((item) => item.id),
      carrier: 'Colissimo',
      trackingNumber: `6A${order.id}`,
    },
    ...asAdmin(),
  });
  const invoice = (await full(order.id)).relatedDocuments.find(
    (related) => related.documentType === 'Invoice',
  );
  return full(invoice?.id ?? 0);
};
const pdfOf = async (id: number) => {
  const pdf = await api.app.inject({
    method: 'GET',
    url: `/BackOffice/Document/InvoicePdf?id=${id}`,
    headers: { authorization: `Bearer ${api.adminToken}` },
  });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload);
};

describe('the seller an invoice names', () => {
  it('when an invoice is printed, then it names the seller from the client file: legal name, form and capital, office, SIREN with RCS and its city, VAT number', async () => {
    const invoice = await invoiceOf(await placeOrder([(await addBook(15)).ean]));
    expect(invoice.seller).toEqual({
      name: 'Librairie Colophon',
      legalForm: 'SAS',
      shareCapital: 10_000,
      address: '12 rue des Carmes, 31000 Toulouse, France',
      siren: '912 345 675',
      rcsCity: 'Toulouse',
      vatNumber: 'FR65912345675',
    });
    const text = await pdfOf(invoice.id);
    for (const line of [
      'Librairie Colophon',
      'SAS au capital de 10 000 €',
      '12 rue des Carmes, 31000 Toulouse, France',
      'SIREN 912 345 675 RCS Toulouse',
      'N° de TVA intracommunautaire : FR65912345675',
    ])
      expect(text.split('\n')).toContain(line);
  });

  it('when the invoice is in English, then the capital and the VAT number are said in English', async () => {
    const invoice = await invoiceOf(await placeOrder([(await addBook(16)).ean], { locale: 'en' }));
    const text = (await pdfOf(invoice.id)).split('\n');
    expect(text).toContain('SAS with a share capital of 10 000 €');
    expect(text).toContain('Intra-EU VAT number: FR65912345675');
  });
});

import {
  discountEndpoints,
  documentEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  type TDiscountCreate,
  type TDocument,
  type TPlaceOrderInput,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { signInOnSite } from '../testing/order-fixtures.ts';
import { documents } from './documents.tables.ts';

/*
 * Invoices as French law reads them (docs/rules/invoices.md), read in the invoice JSON and in the PDF's
 * text: the seller's identity from the client's file (C. com. R123-237, R123-238; CGI ann. II art. 242
 * nonies A I 1° and 2°), each line's gross price, discount and net amount with the discounts named
 * (art. 242 nonies A I 5° and 6°), and to a business or public buyer the unit price without VAT and the
 * terms of payment (C. com. L441-9, L441-10, D441-5).
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
const placeOrder = async (
  eans: string[],
  changes: Partial<TPlaceOrderInput> = {},
  headers: Record<string, string> = {},
) => {
  const placed = (
    await api.call(shoppingCartEndpoints.order, {
      headers,
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
let codes = 1;
/** A coupon (so that it reaches only the orders of the test that types it), its code answered. */
const coupon = async (discount: Omit<TDiscountCreate, 'requiresCouponCode' | 'couponCode'>) => {
  const couponCode = `FACT${codes++}`;
  const answer = await api.call(discountEndpoints.create, {
    body: { isCumulative: true, ...discount, requiresCouponCode: true, couponCode },
    ...asAdmin(),
  });
  expect(answer.status).toBe(200);
  return couponCode;
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

describe('rebates stated on the invoice (CGI ann. II art. 242 nonies A I 6°)', () => {
  it('when an order had 5 % off a book and 3,99 € off delivery, then its invoice shows each line gross, discount and net, names each discount on its line, and sums them up', async () => {
    const book = await addBook(20);
    const codes = [
      await coupon({ name: 'Rentrée', discountType: 'AppliesToItems', discountPercentage: 0.05 }),
      await coupon({
        name: 'Port réduit',
        discountType: 'AppliesToShipping',
        usePercentage: false,
        discountAmount: 3.99,
        restrictedShippingMethodName: 'Home',
      }),
    ];
    const invoice = await invoiceOf(await placeOrder([book.ean], { couponCodes: codes }));
    expect(
      invoice.items.map(({ unitPrice, discount, total, rebates }) => ({
        unitPrice,
        discount,
        total,
        rebates,
      })),
    ).toEqual([{ unitPrice: 20, discount: 1, total: 19, rebates: [{ name: 'Rentrée', amount: 1 }] }]);
    expect(invoice.shippingCost).toBe(3);
    expect(invoice.shippingRebates).toEqual([{ name: 'Port réduit', amount: 3.99 }]);
    expect(invoice.rebates).toEqual([
      { name: 'Rentrée', amount: 1 },
      { name: 'Port réduit', amount: 3.99 },
    ]);
    expect(invoice.total).toBe(22);

    const text = (await pdfOf(invoice.id)).split('\n');
    for (const header of ['PU TTC', 'Brut TTC', 'Remise', 'Net TTC']) expect(text).toContain(header);
    // The book: 20,00 € gross, 1,00 € off by « Rentrée », 19,00 € net.
    const bookRow = text.indexOf(`${book.title} (${book.ean})`);
    expect(text.slice(bookRow, bookRow + 6)).toEqual([
      `${book.title} (${book.ean})`,
      'Remise « Rentrée » : -1,00 €',
      '1',
      '20,00 €',
      '20,00 €',
      '-1,00 €',
    ]);
    expect(text[bookRow + 6]).toBe('19,00 €');
    // Delivery: 6,99 € before « Port réduit », 3,00 € after.
    const deliveryRow = text.indexOf('Livraison');
    expect(text.slice(deliveryRow, deliveryRow + 7)).toEqual([
      'Livraison',
      'Remise « Port réduit » : -3,99 €',
      '1',
      '6,99 €',
      '6,99 €',
      '-3,99 €',
      '3,00 €',
    ]);
    const summary = text.indexOf('Récapitulatif des remises');
    expect(text.slice(summary, summary + 7)).toEqual([
      'Récapitulatif des remises',
      'Rentrée',
      '-1,00 €',
      'Port réduit',
      '-3,99 €',
      'Total des remises',
      '-4,99 €',
    ]);
  });

  it('when an order had no discount, then its lines still show gross and net, and no summary of rebates is printed', async () => {
    const invoice = await invoiceOf(await placeOrder([(await addBook(12)).ean], { locale: 'en' }));
    expect(invoice.rebates).toEqual([]);
    const text = (await pdfOf(invoice.id)).split('\n');
    for (const header of ['Unit incl. VAT', 'Gross', 'Discount', 'Net']) expect(text).toContain(header);
    expect(text).not.toContain('Summary of discounts');
  });
});

describe('an invoice to a business or public buyer (C. com. L441-9, L441-10, D441-5)', () => {
  let buyers = 1;
  /** An order placed on the site by a business or public buyer signed in (never a guest's), paying on invoice. */
  const orderOf = async (
    customerRole: 'Professional' | 'Library',
    eans: string[],
    changes: Partial<TPlaceOrderInput> = {},
  ) => {
    const email = `acheteur${buyers++}@example.org`;
    const session = await signInOnSite(api, email, { customer: { customerRole } });
    return placeOrder(
      eans,
      { email, paymentMethod: 'OnInvoice', ...changes },
      { authorization: `Bearer ${session}` },
    );
  };
  const in30Days = (invoice: { createdAt: string }) => {
    const due = new Date(
      `${new Date(invoice.createdAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' })}T00:00:00Z`,
    );
    due.setUTCDate(due.getUTCDate() + 30);
    return due.toLocaleDateString('fr-FR', { timeZone: 'UTC' });
  };

  it('when a bookshop invoices a professional, then each line shows its unit price without VAT, and the invoice its due date, the late-payment penalty rate and the 40 € recovery fee', async () => {
    const book = await addBook(21.1);
    const invoice = await invoiceOf(await orderOf('Professional', [book.ean]));
    expect(invoice.customer.customerRole).toBe('Professional');
    // 21,10 € with 5,5 % VAT: 20,00 € without.
    expect(invoice.items[0]?.unitPriceNoTax).toBe(20);
    const due = in30Days(invoice);
    expect(invoice.legalMentions).toEqual(
      expect.arrayContaining([
        `Date d’échéance : ${due} (30 jours après la date de facture).`,
        expect.stringMatching(
          /^En cas de retard de paiement, pénalités exigibles sans rappel dès le lendemain de l’échéance, au taux d’intérêt appliqué par la Banque centrale européenne .* majoré de 10 points, et indemnité forfaitaire pour frais de recouvrement de 40 € \(art\. L441-10 et D441-5 du Code de commerce\)\.$/,
        ),
        'Pas d’escompte pour paiement anticipé.',
      ]),
    );
    const text = (await pdfOf(invoice.id)).split('\n');
    expect(text).toContain('PU HT');
    const bookRow = text.indexOf(`${book.title} (${book.ean})`);
    expect(text.slice(bookRow + 1, bookRow + 4)).toEqual(['1', '20,00 €', '21,10 €']);
    // Wrapped lines are runs of their own, amounts tied to their unit by a no-break space.
    const mentions = text.join(' ').replace(/\s+/g, ' ');
    expect(mentions).toContain(`Date d’échéance : ${due}`);
    expect(mentions).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
  });

  it('when a library gets its invoice in English, then the same terms are said in English', async () => {
    const invoice = await invoiceOf(await orderOf('Library', [(await addBook(10.55)).ean], { locale: 'en' }));
    expect(invoice.items[0]?.unitPriceNoTax).toBe(10);
    expect(invoice.legalMentions).toEqual(
      expect.arrayContaining([
        `Due date: ${in30Days(invoice)} (30 days after the invoice date).`,
        expect.stringMatching(
          /^Late payment: .* plus 10 percentage points, and a fixed recovery fee of 40 €/,
        ),
      ]),
    );
    expect((await pdfOf(invoice.id)).split('\n')).toContain('Unit excl. VAT');
  });

  it('when the shop’s conditions set their own penalty rate and delay, then the invoice states those', async () => {
    const seller = api.services.client.seller;
    api.services.client.seller = { ...seller, paymentDays: 45, latePaymentRate: 12.5 };
    try {
      const invoice = await invoiceOf(await orderOf('Professional', [(await addBook(14)).ean]));
      expect(invoice.legalMentions.join(' ')).toMatch(
        /\(45 jours après la date de facture\)\..* au taux annuel de 12,5 %, et indemnité forfaitaire/,
      );
    } finally {
      api.services.client.seller = seller;
    }
  });

  it('when an individual gets an invoice, then it carries no unit price without VAT and no business terms', async () => {
    const invoice = await invoiceOf(await placeOrder([(await addBook(13)).ean]));
    const text = (await pdfOf(invoice.id)).split('\n');
    expect(text).not.toContain('PU HT');
    expect(invoice.legalMentions.join(' ')).not.toMatch(/échéance|40 €/);
  });
});

import {
  discountEndpoints,
  documentEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  type TDiscountCreate,
  type TDocument,
  type TPlaceOrderInput,
  type TProductCreate,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../../catalog/testing/catalog-fixtures.ts';
import { documents } from '../../sales/documents/documents.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { pdfText } from '../../testing/pdf-text.ts';

/*
 * The book laws at the price, through the public cart and the order intake: ebooks (loi n° 2011-590),
 * other goods and second-hand books (free prices), the collectivities' 9 % (loi n° 81-766 art. 3), and
 * the delivery floor of the Loi Darcos (arrêté du 4 avril 2023), as a bookseller's lawyer reads them.
 */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};
let serial = 1;
const addProduct = async (price: number, changes: Partial<TProductCreate> = {}) => {
  const answer = await api.call(productEndpoints.create, {
    body: aBook({
      ean: withCheckDigit(`979127${String(serial++).padStart(6, '0')}`),
      title: `Livre ${serial}`,
      priceWithTax: price,
      stock: 20,
      releaseDate: monthsAgo(3),
      ...changes,
    }),
    ...asAdmin(),
  });
  expect(answer.status).toBe(200);
  return answer.output;
};
/** A tote bag: other goods, at 20 % VAT, dated this year. */
const toteBag = (price: number) =>
  addProduct(price, {
    ean: withCheckDigit(`376012${String(serial++).padStart(6, '0')}`),
    title: `Tote bag ${serial}`,
    productForm: 'ZA',
    taxRate: 0.2,
    releaseDate: monthsAgo(1),
  });
const ebook = (price: number) => addProduct(price, { productForm: 'ED', title: `Numérique ${serial}` });

let codes = 1;
const create = (discount: TDiscountCreate) =>
  api.call(discountEndpoints.create, { body: discount, ...asAdmin() });
/** A coupon saved as the law allows (200), its code answered. */
const coupon = async (discount: Omit<TDiscountCreate, 'requiresCouponCode' | 'couponCode'>) => {
  const couponCode = `LOI${codes++}`;
  const answer = await create({ ...discount, requiresCouponCode: true, couponCode });
  expect(answer.status).toBe(200);
  return couponCode;
};
/** A coupon the law refuses to save (free delivery), saved while the shop is not bound, as a shop abroad would. */
const couponOutsideTheLaw = async (discount: Omit<TDiscountCreate, 'requiresCouponCode' | 'couponCode'>) => {
  api.services.client.bookPriceLaw = false;
  try {
    return await coupon(discount);
  } finally {
    delete api.services.client.bookPriceLaw;
  }
};

const priceOf = async (
  products: { ean: string }[],
  shippingMethod: TPlaceOrderInput['shippingMethod'] = 'Home',
  couponCodes: string[] = [],
) =>
  (
    await api.call(shoppingCartEndpoints.price, {
      body: { items: products.map(({ ean }) => ({ ean, quantity: 1 })), shippingMethod, couponCodes },
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
const placeOrder = async (products: { ean: string }[], changes: Partial<TPlaceOrderInput> = {}) => {
  const answer = await api.call(shoppingCartEndpoints.order, {
    body: {
      idempotencyKey: `book-laws-${Date.now()}-${keys++}`,
      email: `lecteur${keys}@example.org`,
      paymentMethod: 'Check',
      shippingMethod: 'Home',
      billingAddress: address,
      shippingAddress: address,
      items: products.map(({ ean }) => ({ ean, quantity: 1 })),
      ...changes,
    },
  });
  expect(answer.status).toBe(200);
  const [row] = await api.services.db
    .select()
    .from(documents)
    .where(eq(documents.number, answer.output.number));
  return (await api.call(documentEndpoints.get, { query: { id: row?.id ?? 0 }, ...asAdmin() })).output;
};

describe('ebooks, other goods and the collectivities (Loi Lang, loi n° 2011-590)', () => {
  it('when an ebook is priced and ordered with a 5 % coupon and home delivery, then it gets no discount and no delivery charge', async () => {
    const book = await ebook(12);
    const code = await coupon({
      name: 'Cinq pour cent',
      discountType: 'AppliesToItems',
      discountPercentage: 0.05,
    });
    const priced = await priceOf([book], 'Home', [code]);
    expect(priced).toMatchObject({ itemsTotal: 12, discountTotal: 0, shippingCost: 0, total: 12 });
    const order = await placeOrder([book], { couponCodes: [code] });
    expect(order.items[0]?.discount).toBe(0);
    expect(order.total).toBe(12);
  });

  it('when a discount is assigned to an ebook, then saving it is refused naming the loi n° 2011-590', async () => {
    const book = await ebook(9.99);
    const answer = await create({
      name: 'Numérique en promo',
      discountType: 'AppliesToItems',
      discountPercentage: 0.05,
      assignedToProducts: [book.id],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'assignedToProducts',
        errorMessage: expect.stringMatching(/^Loi n° 2011-590 .*price is final/),
      },
    ]);
  });

  it('when a cart holds only other goods dated this year, then 30 % off them is saved and applied in full', async () => {
    const bag = await toteBag(20);
    const code = await coupon({
      name: 'Sacs',
      discountType: 'AppliesToItems',
      discountPercentage: 0.3,
      assignedToProducts: [bag.id],
    });
    const priced = await priceOf([bag], 'Home', [code]);
    expect(priced.discountTotal).toBe(6);
    expect(priced.discounts).toEqual([expect.objectContaining({ amount: 6, cappedByLaw: false })]);
  });

  it('when 10 € comes off a cart of a new book and other goods, then the goods take only their share, not what the book cannot', async () => {
    const book = await addProduct(20);
    const bag = await toteBag(20);
    api.services.client.bookPriceLaw = false;
    let code = '';
    try {
      code = await coupon({
        name: 'Dix euros',
        discountType: 'AppliesToSubTotal',
        usePercentage: false,
        discountAmount: 10,
      });
    } finally {
      delete api.services.client.bookPriceLaw;
    }
    const priced = await priceOf([book, bag], 'Home', [code]);
    expect(priced.lines.map((line) => [line.ean, line.discount])).toEqual([
      [book.ean, 1],
      [bag.ean, 5],
    ]);
    expect(priced.discounts).toEqual([expect.objectContaining({ amount: 6, cappedByLaw: true })]);
  });

  it('when 9 % off a new book is restricted to schools or works councils, then it is saved; 10 % is not', async () => {
    const book = await addProduct(20);
    for (const role of ['School', 'Library', 'WorksCouncil'] as const) {
      const forThem = {
        name: `Collectivités ${role}`,
        discountType: 'AppliesToItems' as const,
        restrictedToCustomerRoleId: role,
        assignedToProducts: [book.id],
      };
      expect((await create({ ...forThem, discountPercentage: 0.09 })).status).toBe(200);
      expect((await create({ ...forThem, discountPercentage: 0.1 })).status).toBe(400);
    }
  });
});

describe('the delivery floor (Loi Darcos, arrêté du 4 avril 2023)', () => {
  it('when a 2015 title ships with two carrier coupons, then the price and the order still charge 3,00 € of delivery', async () => {
    const book = await addProduct(20, { releaseDate: '2015-03-05' });
    const carrier = {
      discountType: 'AppliesToShipping' as const,
      usePercentage: false,
      discountAmount: 6.9,
      isCumulative: true,
      restrictedShippingMethodName: 'Carrier' as const,
    };
    const codes = [
      await coupon({ name: 'Port 1', ...carrier }),
      await coupon({ name: 'Port 2', ...carrier }),
    ];
    const priced = await priceOf([book], 'Carrier', codes);
    expect(priced).toMatchObject({ shippingCost: 3, total: 23 });
    const order = await placeOrder([book], { shippingMethod: 'Carrier', couponCodes: codes });
    expect(order.shippingCost).toBe(3);
  });

  it('when 3,99 € off home delivery is saved, then it is accepted and a cart pays 3,00 € instead of 6,99 €; 5 € is refused', async () => {
    const book = await addProduct(20);
    const home = {
      name: 'Port à 3 €',
      discountType: 'AppliesToShipping' as const,
      usePercentage: false,
      restrictedShippingMethodName: 'Home' as const,
    };
    const code = await coupon({ ...home, discountAmount: 3.99 });
    const priced = await priceOf([book], 'Home', [code]);
    expect(priced).toMatchObject({ shippingCost: 3, shippingDiscount: 3.99 });
    expect(priced.discounts).toEqual([expect.objectContaining({ amount: 3.99, cappedByLaw: false })]);
    const further = await create({ ...home, discountAmount: 5 });
    expect(further.status).toBe(400);
    expect(further.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'discountAmount',
        errorMessage: expect.stringMatching(
          /^Loi Darcos: .*« Home delivery \(post\) » would cost €1\.99, under the €3\.00 floor; at most €3\.99 off/,
        ),
      },
    ]);
  });

  it('when the discount screen asks about 3,99 € off delivery, then it hears what each method allows and what would be refused', async () => {
    const limits = async (restrictedShippingMethodName: 'Home' | null) =>
      (
        await api.call(discountEndpoints.lawLimits, {
          body: {
            name: 'Port',
            discountType: 'AppliesToShipping',
            usePercentage: false,
            discountAmount: 3.99,
            restrictedShippingMethodName,
          },
          ...asAdmin(),
        })
      ).output.notes;
    const home = await limits('Home');
    expect(home.map((note) => [note.kind, note.law])).toEqual([
      ['limit', 'LoiDarcos'],
      ['limit', 'LoiDarcos'],
    ]);
    expect(home[1]?.message).toBe('Under 35 € of new books: Home delivery (post): €6.99, at most €3.99 off.');
    const everywhere = await limits(null);
    expect(everywhere.at(-1)).toMatchObject({ kind: 'violation', propertyName: 'discountAmount' });
    expect(everywhere.at(-1)?.message).toContain('« Relay point » would cost €1.00');
  });

  it('when an individual chooses the professional withdrawal, then delivery costs 3,00 €', async () => {
    const book = await addProduct(15);
    expect((await priceOf([book], 'ProWithdrawal')).shippingCost).toBe(3);
    const order = await placeOrder([book], { shippingMethod: 'ProWithdrawal', shippingAddress: null });
    expect(order.shippingCost).toBe(3);
  });

  it('when 20 € of new books ship with 20 € of other goods, then the 35 € threshold counts the books only and delivery costs 3,00 €', async () => {
    const priced = await priceOf([await addProduct(20), await toteBag(20)], 'Home');
    expect(priced.shippingCost).toBe(3);
  });
});

describe('second-hand books (« occasion », décret n° 2023-497)', () => {
  it('when a recent book is sold second-hand, then it takes 50 % off and ships free with a free-delivery coupon', async () => {
    const copy = await addProduct(40, { secondHand: true });
    const half = await couponOutsideTheLaw({
      name: 'Occasion -50 %',
      discountType: 'AppliesToItems',
      discountPercentage: 0.5,
      isCumulative: true,
    });
    const free = await couponOutsideTheLaw({
      name: 'Port offert',
      discountType: 'AppliesToShipping',
      isFree: true,
      isCumulative: true,
    });
    const priced = await priceOf([copy], 'Home', [half, free]);
    expect(priced).toMatchObject({ discountTotal: 20, shippingCost: 0, total: 20 });
    const beside = await priceOf([copy, await addProduct(20)], 'Home', [free]);
    expect(beside.shippingCost).toBe(3);
  });

  it('when a book is marked second-hand, then the product, the list, the cart, the order line and the invoice say « occasion »', async () => {
    const copy = await addProduct(8, { secondHand: true, title: 'Le Grand Meaulnes' });
    expect(copy.secondHand).toBe(true);
    const listed = (
      await api.call(productEndpoints.list, { query: { search: copy.ean, pageSize: 5 }, ...asAdmin() })
    ).output.items;
    expect(listed.map((product) => [product.ean, product.secondHand])).toEqual([[copy.ean, true]]);
    const line = (await priceOf([copy])).lines[0];
    expect(line).toMatchObject({ secondHand: true, mention: 'Second-hand' });
    const french = (
      await api.call(shoppingCartEndpoints.price, {
        body: { items: [{ ean: copy.ean, quantity: 1 }], shippingMethod: 'Home', couponCodes: [] },
        headers: { 'accept-language': 'fr' },
      })
    ).output.lines[0];
    expect(french?.mention).toBe('Occasion');

    let order: TDocument = await placeOrder([copy]);
    expect(order.items.map((item) => item.secondHand)).toEqual([true]);
    order = (
      await api.call(documentEndpoints.validatePayment, {
        body: { id: order.id, version: order.version, reference: 'CHQ 1' },
        ...asAdmin(),
      })
    ).output;
    order = (
      await api.call(documentEndpoints.shippItems, {
        body: {
          id: order.id,
          version: order.version,
          itemIds: order.items.map((item) => item.id),
          carrier: 'Colissimo',
          trackingNumber: `6A${order.id}`,
        },
        ...asAdmin(),
      })
    ).output;
    const full = (await api.call(documentEndpoints.full, { query: { id: order.id }, ...asAdmin() })).output;
    const invoice = full.relatedDocuments.find((document) => document.documentType === 'Invoice');
    const pdf = await api.app.inject({
      method: 'GET',
      url: `/BackOffice/Document/InvoicePdf?id=${invoice?.id}`,
      headers: { authorization: `Bearer ${api.adminToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Le Grand Meaulnes – occasion');
  });

  it('when an ebook is marked second-hand, then it is refused at the field', async () => {
    const answer = await api.call(productEndpoints.create, {
      body: aBook({ ean: withCheckDigit('979127999990'), productForm: 'EA', secondHand: true }),
      ...asAdmin(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      { propertyName: 'secondHand', errorMessage: expect.stringContaining('An ebook cannot be second-hand') },
    ]);
  });
});

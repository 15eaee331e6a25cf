import {
  claim,
  discountEndpoints,
  productEndpoints,
  shoppingCartEndpoints,
  type TDiscountCreate,
  type TPlaceOrderInput,
  withCheckDigit,
} from '@colophon/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../activity/activity.tables.ts';
import {
  aBook,
  createSuppliedOn,
  monthsAgo,
  tokenWithClaims,
} from '../../catalog/testing/catalog-fixtures.ts';
import { documents } from '../../sales/documents/documents.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { discountUsages } from './discounts.tables.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const asAdmin = () => ({ token: api.adminToken });
let serial = 1;
/** A book published in 1990 whose copies came in eight months ago: out of the Loi Lang's 5 %. */
const addBook = async (
  price: number,
  changes: { releaseDate?: string; categories?: { code: string; label: string }[] } = {},
) =>
  createSuppliedOn(
    api,
    aBook({
      ean: withCheckDigit(`979120${String(serial++).padStart(6, '0')}`),
      title: `Livre ${serial}`,
      priceWithTax: price,
      stock: 50,
      releaseDate: '1990-01-01',
      ...changes,
    }),
    monthsAgo(8),
  );
const newBook = (price: number) => addBook(price, { releaseDate: monthsAgo(3) });

let codes = 1;
const uniqueCode = (prefix: string) => `${prefix}${codes++}`;
const create = (discount: TDiscountCreate) =>
  api.call(discountEndpoints.create, { body: discount, ...asAdmin() });

const address = {
  firstName: 'Camille',
  lastName: 'Martin',
  address1: '3 place du Capitole',
  postalCode: '31000',
  city: 'Toulouse',
  country: 'FR',
};
let keys = 1;
const orderInput = (eans: string[], changes: Partial<TPlaceOrderInput> = {}): TPlaceOrderInput => ({
  idempotencyKey: `discount-checkout-${Date.now()}-${keys++}`,
  email: 'camille.martin@example.org',
  paymentMethod: 'Check',
  shippingMethod: 'Home',
  billingAddress: address,
  shippingAddress: address,
  items: eans.map((ean) => ({ ean, quantity: 1 })),
  ...changes,
});

describe('discounts in the back office', () => {
  it('when staff create, read, update and delete a discount, then each step answers it and the log keeps it', async () => {
    const book = await addBook(20);
    const created = (
      await create({
        name: 'Rentrée',
        discountType: 'AppliesToItems',
        discountPercentage: 0.2,
        requiresCouponCode: true,
        couponCode: uniqueCode('RENTREE'),
        discountLimitationType: 'NTimesPerCustomer',
        limitationTimes: 2,
        restrictedBillingCountryId: 'be',
        assignedToProducts: [book.id],
        assignedToCategories: ['3435'],
        assignedToProductAttributes: [{ type: 'format', value: 'Poche' }],
      })
    ).output;
    expect(created).toMatchObject({
      name: 'Rentrée',
      restrictedBillingCountryId: 'BE',
      restricedShippingCountryId: null,
      assignedProducts: [{ id: book.id, title: book.title, isNewBook: false }],
      usedTimes: 0,
    });
    const read = (await api.call(discountEndpoints.get, { query: { id: created.id }, ...asAdmin() })).output;
    expect(read).toEqual(created);

    const updated = (
      await api.call(discountEndpoints.update, {
        body: { ...created, name: 'Rentrée littéraire', couponCode: created.couponCode },
        ...asAdmin(),
      })
    ).output;
    expect(updated).toMatchObject({ name: 'Rentrée littéraire', version: created.version + 1 });

    const stale = await api.call(discountEndpoints.update, {
      body: { ...created, name: 'Trop tard' },
      ...asAdmin(),
    });
    expect(stale.status).toBe(409);

    const list = (
      await api.call(discountEndpoints.list, { query: { search: 'littéraire', pageSize: 10 }, ...asAdmin() })
    ).output;
    expect(list.items.map((item) => item.id)).toEqual([created.id]);

    expect(
      (await api.call(discountEndpoints.remove, { query: { id: created.id }, ...asAdmin() })).status,
    ).toBe(200);
    expect((await api.call(discountEndpoints.get, { query: { id: created.id }, ...asAdmin() })).status).toBe(
      404,
    );
    const logged = await api.services.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, String(created.id)));
    expect(logged.filter((entry) => entry.entity === 'Discount').map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('when two discounts ask for the same coupon code, case aside, then the second is refused at the code', async () => {
    const code = uniqueCode('NOEL');
    await create({
      name: 'Noël',
      discountType: 'AppliesToSubTotal',
      discountPercentage: 0.05,
      requiresCouponCode: true,
      couponCode: code,
    }).then((answer) => answer.output);
    const again = await create({
      name: 'Noël bis',
      discountType: 'AppliesToSubTotal',
      discountPercentage: 0.05,
      requiresCouponCode: true,
      couponCode: code.toLowerCase(),
    });
    expect(again.status).toBe(400);
    expect(again.body.propertiesErrorMessages).toEqual([
      { propertyName: 'couponCode', errorMessage: 'Another discount already uses this coupon code.' },
    ]);
  });

  it('when a discount is incomplete, then each missing piece is refused at its field', async () => {
    const answer = await create({
      name: '',
      discountType: 'AppliesToShipping',
      discountPercentage: 1.5,
      requiresCouponCode: true,
      discountLimitationType: 'NTimesOnly',
      publicationStartTime: '2026-07-01T00:00:00Z',
      publicationEndTime: '2026-06-01T00:00:00Z',
      assignedToProducts: [1],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages.map((entry) => entry.propertyName).sort()).toEqual([
      'assignedToProducts',
      'couponCode',
      'discountPercentage',
      'limitationTimes',
      'name',
      'publicationEndTime',
    ]);
  });

  it('when a staff member lacks the discount claim, then the discounts are closed to them', async () => {
    const token = await tokenWithClaims(api, [claim('Catalog', 'ProductList')]);
    expect((await api.call(discountEndpoints.list, { token })).status).toBe(403);
    const allowed = await tokenWithClaims(api, [claim('Public', 'DiscountManage')]);
    expect(
      (await api.call(discountEndpoints.types, { token: allowed })).output.map((type) => type.id),
    ).toEqual(['AppliesToShipping', 'AppliesToSubTotal', 'AppliesToItems']);
    expect((await api.call(discountEndpoints.limitationTypes, { token: allowed })).output).toHaveLength(3);
  });
});

describe('the French book-price laws on saving', () => {
  it('when 10 % off a new book is saved, then it is refused at the percentage, naming the Loi Lang', async () => {
    const book = await newBook(20);
    const answer = await create({
      name: 'Trop généreuse',
      discountType: 'AppliesToItems',
      discountPercentage: 0.1,
      assignedToProducts: [book.id],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'discountPercentage',
        errorMessage: expect.stringMatching(/^Loi Lang .*10 % off is more than the 5 % allowed on new books/),
      },
    ]);
  });

  it('when 9 % off a new book is restricted to public bodies, then it is saved; 10 % is not', async () => {
    const book = await newBook(20);
    const library = {
      name: 'Bibliothèques',
      discountType: 'AppliesToItems' as const,
      restrictedToCustomerRoleId: 'PublicBody' as const,
      assignedToProducts: [book.id],
    };
    expect((await create({ ...library, discountPercentage: 0.09 })).status).toBe(200);
    expect((await create({ ...library, discountPercentage: 0.1 })).status).toBe(400);
  });

  it('when 30 % off an old book is saved, then the law has nothing to say', async () => {
    const book = await addBook(20);
    expect(
      (
        await create({
          name: 'Fonds',
          discountType: 'AppliesToItems',
          discountPercentage: 0.3,
          assignedToProducts: [book.id],
        })
      ).status,
    ).toBe(200);
  });

  it('when an amount per copy is more than 5 % of a new book, then it is refused with what is allowed', async () => {
    const book = await newBook(20);
    const answer = await create({
      name: 'Deux euros',
      discountType: 'AppliesToItems',
      usePercentage: false,
      discountAmount: 2,
      assignedToProducts: [book.id],
    });
    expect(answer.body.propertiesErrorMessages).toEqual([
      { propertyName: 'discountAmount', errorMessage: expect.stringContaining('at most €1.00') },
    ]);
  });

  it('when a category holding a new book gets 20 % off, then it is refused', async () => {
    await addBook(18, { releaseDate: monthsAgo(1), categories: [{ code: 'FBAN', label: 'Polar' }] });
    const answer = await create({
      name: 'Polars',
      discountType: 'AppliesToItems',
      discountPercentage: 0.2,
      assignedToCategories: ['FBA'],
      assignedToSubCategories: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages[0]?.propertyName).toBe('discountPercentage');
  });

  it('when free delivery is saved, then it is refused naming the Loi Darcos; free collection in store is allowed', async () => {
    const free = await create({ name: 'Port offert', discountType: 'AppliesToShipping', isFree: true });
    expect(free.status).toBe(400);
    expect(free.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'isFree',
        errorMessage: expect.stringMatching(/^Loi Darcos: the delivery of new books is never free/),
      },
    ]);
    const pickup = await create({
      name: 'Retrait',
      discountType: 'AppliesToShipping',
      isFree: true,
      restrictedShippingMethodName: 'Pickup',
    });
    expect(pickup.status).toBe(200);
    const underFloor = await create({
      name: 'Cinq euros',
      discountType: 'AppliesToShipping',
      usePercentage: false,
      discountAmount: 5,
    });
    expect(underFloor.status).toBe(400);
  });

  it('when the discount screen asks what the law allows, then it hears the cap, the new books and what would be refused', async () => {
    const book = await newBook(20);
    const old = await addBook(20);
    const limits = (
      await api.call(discountEndpoints.lawLimits, {
        body: {
          name: 'Essai',
          discountType: 'AppliesToItems',
          discountPercentage: 0.1,
          assignedToProducts: [book.id, old.id],
        },
        ...asAdmin(),
      })
    ).output;
    expect(limits.applies).toBe(true);
    expect(limits.maxNewBookRate).toBe(0.05);
    expect(limits.newBooks.map((entry) => entry.id)).toEqual([book.id]);
    expect(limits.notes.map((note) => [note.kind, note.law, note.propertyName])).toEqual([
      ['limit', 'LoiLang', 'discountPercentage'],
      ['violation', 'LoiLang', 'discountPercentage'],
    ]);
  });

  it('when the shop is not bound by the law, then a 10 % discount on a new book is saved', async () => {
    const book = await newBook(20);
    api.services.client.bookPriceLaw = false;
    try {
      expect(
        (
          await create({
            name: 'Hors de France',
            discountType: 'AppliesToItems',
            discountPercentage: 0.1,
            assignedToProducts: [book.id],
          })
        ).status,
      ).toBe(200);
    } finally {
      delete api.services.client.bookPriceLaw;
    }
  });
});

describe('discounts at the checkout', () => {
  it('when a coupon of 5 € from 100 € is typed, then the preview shows it and the order is charged it and counts it', async () => {
    const book = await addBook(100);
    const code = uniqueCode('CINQ');
    const discount = (
      await create({
        name: 'Cinq euros',
        discountType: 'AppliesToSubTotal',
        usePercentage: false,
        discountAmount: 5,
        requiresCouponCode: true,
        couponCode: code,
        restrictedMinSpentAmount: 100,
      })
    ).output;
    const preview = (
      await api.call(shoppingCartEndpoints.price, {
        body: {
          items: [{ ean: book.ean, quantity: 1 }],
          shippingMethod: 'Home',
          couponCodes: [code.toLowerCase()],
        },
      })
    ).output;
    expect(preview).toMatchObject({
      itemsTotal: 100,
      discountTotal: 5,
      shippingCost: 0.01,
      total: 95.01,
      discounts: [{ discountId: discount.id, amount: 5, couponCode: code, cappedByLaw: false }],
      rejectedCoupons: [],
    });
    const placed = (
      await api.call(shoppingCartEndpoints.order, { body: orderInput([book.ean], { couponCodes: [code] }) })
    ).output;
    expect(placed.total).toBe(95.01);
    const [row] = await api.services.db.select().from(documents).where(eq(documents.number, placed.number));
    const uses = await api.services.db
      .select()
      .from(discountUsages)
      .where(eq(discountUsages.documentId, row?.id ?? 0));
    expect(uses.map((use) => [use.discountId, use.amountCents])).toEqual([[discount.id, 500]]);
    expect(
      (await api.call(discountEndpoints.get, { query: { id: discount.id }, ...asAdmin() })).output.usedTimes,
    ).toBe(1);
  });

  it('when a 10 % discount meets a new book at the checkout, then the book gets 5 % and the answer says the law capped it', async () => {
    const book = await newBook(20);
    api.services.client.bookPriceLaw = false;
    const code = uniqueCode('DIX');
    try {
      await create({
        name: 'Dix pour cent',
        discountType: 'AppliesToItems',
        discountPercentage: 0.1,
        requiresCouponCode: true,
        couponCode: code,
        assignedToProducts: [book.id],
      }).then((answer) => answer.output);
    } finally {
      delete api.services.client.bookPriceLaw;
    }
    const preview = (
      await api.call(shoppingCartEndpoints.price, {
        body: { items: [{ ean: book.ean, quantity: 1 }], shippingMethod: 'Home', couponCodes: [code] },
      })
    ).output;
    expect(preview.lines[0]?.discount).toBe(1);
    expect(preview.discounts).toEqual([expect.objectContaining({ amount: 1, cappedByLaw: true })]);
  });

  it('when an unknown or used-up coupon is typed, then the preview says why and the order is refused at the code', async () => {
    const book = await addBook(25);
    const preview = (
      await api.call(shoppingCartEndpoints.price, {
        body: { items: [{ ean: book.ean, quantity: 1 }], shippingMethod: 'Home', couponCodes: ['INCONNU'] },
      })
    ).output;
    expect(preview.rejectedCoupons).toEqual([{ code: 'INCONNU', message: 'This coupon code is not known.' }]);
    const refused = await api.call(shoppingCartEndpoints.order, {
      body: orderInput([book.ean], { couponCodes: ['INCONNU'] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'couponCodes.0', errorMessage: 'This coupon code is not known.' },
    ]);
  });

  it('when six orders race for a discount allowed twice, then exactly two get it', async () => {
    const book = await addBook(40);
    const code = uniqueCode('DEUX');
    const discount = (
      await create({
        name: 'Deux fois seulement',
        discountType: 'AppliesToSubTotal',
        discountPercentage: 0.05,
        requiresCouponCode: true,
        couponCode: code,
        discountLimitationType: 'NTimesOnly',
        limitationTimes: 2,
      })
    ).output;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((buyer) =>
        api.call(shoppingCartEndpoints.order, {
          body: orderInput([book.ean], { email: `acheteur${buyer}@example.org`, couponCodes: [code] }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body.propertiesErrorMessages[0]?.errorMessage).toBe(
      'This coupon code does not apply to this order (used up).',
    );
    expect(
      (await api.call(discountEndpoints.get, { query: { id: discount.id }, ...asAdmin() })).output.usedTimes,
    ).toBe(2);
  });

  it('when an old book is restocked, then it is new again for the Loi Lang and 10 % off it is refused', async () => {
    const book = await addBook(20);
    const tenPercent = {
      name: 'Fonds',
      discountType: 'AppliesToItems' as const,
      discountPercentage: 0.1,
      assignedToProducts: [book.id],
    };
    expect(
      (await api.call(discountEndpoints.lawLimits, { body: tenPercent, ...asAdmin() })).output.newBooks,
    ).toEqual([]);
    const product = (await api.call(productEndpoints.get, { query: { id: book.id }, ...asAdmin() })).output;
    await api
      .call(productEndpoints.update, { body: { ...product, stock: product.stock + 10 }, ...asAdmin() })
      .then((answer) => answer.output);
    const refused = await create(tenPercent);
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages[0]?.propertyName).toBe('discountPercentage');
  });

  it('when a customer has used their one time, then they no longer get it, and another customer still does', async () => {
    const book = await addBook(40);
    const code = uniqueCode('BIENVENUE');
    await create({
      name: 'Bienvenue',
      discountType: 'AppliesToSubTotal',
      discountPercentage: 0.05,
      requiresCouponCode: true,
      couponCode: code,
      discountLimitationType: 'NTimesPerCustomer',
      limitationTimes: 1,
    }).then((answer) => answer.output);
    const first = await api.call(shoppingCartEndpoints.order, {
      body: orderInput([book.ean], { email: 'fidele@example.org', couponCodes: [code] }),
    });
    expect(first.status).toBe(200);
    const again = await api.call(shoppingCartEndpoints.order, {
      body: orderInput([book.ean], { email: 'fidele@example.org', couponCodes: [code] }),
    });
    expect(again.status).toBe(400);
    const other = await api.call(shoppingCartEndpoints.order, {
      body: orderInput([book.ean], { email: 'autre@example.org', couponCodes: [code] }),
    });
    expect(other.status).toBe(200);
  });

  it('when an order is retried with its key and coupon, then it answers the same order and counts one use', async () => {
    const book = await addBook(40);
    const code = uniqueCode('RETRY');
    const discount = (
      await create({
        name: 'Retry',
        discountType: 'AppliesToSubTotal',
        discountPercentage: 0.05,
        requiresCouponCode: true,
        couponCode: code,
      })
    ).output;
    const input = orderInput([book.ean], { couponCodes: [code] });
    const [a, b] = await Promise.all([
      api.call(shoppingCartEndpoints.order, { body: input }),
      api.call(shoppingCartEndpoints.order, { body: input }),
    ]);
    expect(a.output.number).toBe(b.output.number);
    expect(
      (await api.call(discountEndpoints.get, { query: { id: discount.id }, ...asAdmin() })).output.usedTimes,
    ).toBe(1);
  });
});

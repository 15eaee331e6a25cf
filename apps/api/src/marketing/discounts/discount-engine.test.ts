import type { TCustomerRole, TParcel, TShippingMethod } from '@colophon/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscountEngine } from './discount-engine.ts';
import type { EngineDiscount, EngineInput, EngineLine } from './discount-engine-input.ts';
import { spread } from './discount-shares.ts';

const NOW = new Date('2026-06-15T12:00:00Z');

const line = (changes: Partial<EngineLine> = {}): EngineLine => ({
  productId: 1,
  quantity: 1,
  unitPriceCents: 2000,
  categories: [],
  attributes: [],
  nature: 'book',
  isNewBook: false,
  ...changes,
});

let nextId = 1;
const discount = (changes: Partial<EngineDiscount> = {}): EngineDiscount => ({
  id: nextId++,
  name: 'Remise',
  discountType: 'AppliesToItems',
  isFree: false,
  usePercentage: true,
  discountPercentage: 0.1,
  discountAmountCents: 0,
  maximumDiscountAmountCents: null,
  requiresCouponCode: false,
  couponCode: null,
  isCumulative: false,
  isPublished: true,
  publicationStartTime: null,
  publicationEndTime: null,
  restrictedMinSpentCents: null,
  restrictedBillingCountryId: null,
  restricedShippingCountryId: null,
  restrictedToCustomerRoleId: null,
  restrictedToCustomerWithFidelity: false,
  restrictedPaymentMethodName: null,
  restrictedShippingMethodName: null,
  discountLimitationType: 'Unlimited',
  limitationTimes: null,
  usedTimes: 0,
  usedTimesByCustomer: 0,
  assignedToSubCategories: false,
  assignedToCategories: [],
  assignedToProducts: [],
  assignedToProductAttributes: [],
  ...changes,
});

/** Home delivery as the shop prices it: 6,99 € under 35 € of goods, 0,01 € above. */
const homeRate = (parcel: TParcel) => (parcel.goodsCents < 3500 ? 699 : 1);

const price = (changes: Partial<EngineInput>) =>
  applyDiscountEngine({
    lines: [line()],
    discounts: [],
    customer: { role: 'Individual', hasFidelity: false },
    billingCountry: 'FR',
    shippingCountry: 'FR',
    paymentMethod: 'CreditCard',
    shippingMethod: 'Home',
    shippingCost: homeRate,
    couponCodes: [],
    now: NOW,
    lawApplies: false,
    ...changes,
  });

describe('the discount engine: amounts', () => {
  it('when a 10 % discount applies to items, then each line gets 10 % off', () => {
    const result = price({
      lines: [line({ productId: 1 }), line({ productId: 2, unitPriceCents: 1550, quantity: 2 })],
      discounts: [discount()],
    });
    expect(result.lines.map((entry) => entry.discountCents)).toEqual([200, 310]);
    expect(result.itemsDiscountCents).toBe(510);
    expect(result.totalCents).toBe(2000 + 3100 - 510 + 1);
  });

  it('when an amount applies to items, then it is taken per copy, never more than the line', () => {
    const result = price({
      lines: [line({ quantity: 3, unitPriceCents: 500 }), line({ productId: 2, unitPriceCents: 150 })],
      discounts: [discount({ usePercentage: false, discountAmountCents: 200 })],
    });
    expect(result.lines.map((entry) => entry.discountCents)).toEqual([600, 150]);
  });

  it('when a percentage has a maximum, then the cart gets no more than the maximum', () => {
    const result = price({
      lines: [line({ unitPriceCents: 10_000 })],
      discounts: [discount({ discountPercentage: 0.5, maximumDiscountAmountCents: 1500 })],
    });
    expect(result.itemsDiscountCents).toBe(1500);
  });

  it('when a discount is free on items, then the books it is assigned to cost nothing', () => {
    const result = price({
      lines: [line({ productId: 7 }), line({ productId: 8 })],
      discounts: [discount({ isFree: true, assignedToProducts: [7] })],
    });
    expect(result.lines.map((entry) => entry.discountCents)).toEqual([2000, 0]);
  });

  it('when an amount is taken off the sub-total, then it is spread over the lines in proportion', () => {
    const result = price({
      lines: [line({ unitPriceCents: 3000 }), line({ productId: 2, unitPriceCents: 1000 })],
      discounts: [
        discount({ discountType: 'AppliesToSubTotal', usePercentage: false, discountAmountCents: 1000 }),
      ],
    });
    expect(result.lines.map((entry) => entry.discountCents)).toEqual([750, 250]);
    expect(result.applied).toEqual([expect.objectContaining({ amountCents: 1000, cappedByLaw: false })]);
  });

  it('when an amount off the sub-total is more than the cart, then the cart is free, no less', () => {
    const result = price({
      lines: [line({ unitPriceCents: 500 })],
      discounts: [
        discount({ discountType: 'AppliesToSubTotal', usePercentage: false, discountAmountCents: 900 }),
      ],
    });
    expect(result.itemsDiscountCents).toBe(500);
  });

  it('when delivery is discounted, then the delivery price goes down by that much', () => {
    const result = price({
      discounts: [
        discount({ discountType: 'AppliesToShipping', usePercentage: false, discountAmountCents: 200 }),
      ],
    });
    expect(result.shippingBaseCents).toBe(699);
    expect(result.shippingCents).toBe(499);
  });

  it('when delivery is free and the law does not bind the shop, then delivery costs nothing', () => {
    const result = price({ discounts: [discount({ discountType: 'AppliesToShipping', isFree: true })] });
    expect(result.shippingCents).toBe(0);
  });

  it('when items are discounted, then delivery is priced on what the books cost after it', () => {
    const result = price({
      lines: [line({ unitPriceCents: 3600 })],
      discounts: [discount({ discountPercentage: 0.1 })],
    });
    // 36,00 € - 3,60 € = 32,40 €: under 35 €, so the dearer delivery.
    expect(result.shippingCents).toBe(699);
  });
});

describe('the discount engine: which discounts apply', () => {
  it('when discounts are cumulative, then they add up, items before the sub-total, and say so in order', () => {
    const sub = discount({ discountType: 'AppliesToSubTotal', discountPercentage: 0.1, isCumulative: true });
    const items = discount({ discountPercentage: 0.1, isCumulative: true });
    const result = price({ lines: [line({ unitPriceCents: 10_000 })], discounts: [sub, items] });
    expect(result.applied.map((entry) => entry.discountId)).toEqual([items.id, sub.id]);
    // 10 % of 100 €, then 10 % of the 90 € left.
    expect(result.itemsDiscountCents).toBe(1900);
  });

  it('when a non-cumulative discount gives more than the cumulative ones together, then it applies alone', () => {
    const a = discount({ discountPercentage: 0.05, isCumulative: true });
    const b = discount({ discountPercentage: 0.05, isCumulative: true });
    const alone = discount({ discountPercentage: 0.15 });
    const result = price({ discounts: [a, b, alone] });
    expect(result.applied.map((entry) => entry.discountId)).toEqual([alone.id]);
    expect(result.itemsDiscountCents).toBe(300);
  });

  it('when the cumulative ones together give more, then they apply and the non-cumulative one does not', () => {
    const a = discount({ discountPercentage: 0.1, isCumulative: true });
    const b = discount({ discountPercentage: 0.1, isCumulative: true });
    const alone = discount({ discountPercentage: 0.15 });
    const result = price({ discounts: [alone, a, b] });
    expect(result.applied.map((entry) => entry.discountId)).toEqual([a.id, b.id]);
  });

  it('when two non-cumulative discounts apply, then only the better one does', () => {
    const small = discount({ discountPercentage: 0.05 });
    const big = discount({ discountPercentage: 0.08 });
    expect(price({ discounts: [big, small] }).applied.map((entry) => entry.discountId)).toEqual([big.id]);
  });

  it('when a discount needs a coupon code, then it applies only when the code is typed, case aside', () => {
    const coupon = discount({ requiresCouponCode: true, couponCode: 'ETE2026' });
    expect(price({ discounts: [coupon] }).applied).toEqual([]);
    const typed = price({ discounts: [coupon], couponCodes: ['ete2026'] });
    expect(typed.applied).toEqual([
      expect.objectContaining({ discountId: coupon.id, couponCode: 'ETE2026' }),
    ]);
    expect(typed.rejectedCoupons).toEqual([]);
  });

  it('when an unknown code is typed, then it is reported as unknown', () => {
    expect(price({ couponCodes: ['NOPE'] }).rejectedCoupons).toEqual([{ code: 'NOPE', reason: 'unknown' }]);
  });

  it('when a discount is unpublished or out of its window, then it does not apply and its code says why', () => {
    const off = discount({ isPublished: false, requiresCouponCode: true, couponCode: 'OFF' });
    const later = discount({ publicationStartTime: new Date('2026-07-01T00:00:00Z') });
    const over = discount({ publicationEndTime: NOW });
    const result = price({ discounts: [off, later, over], couponCodes: ['OFF'] });
    expect(result.applied).toEqual([]);
    expect(result.rejectedCoupons).toEqual([{ code: 'OFF', reason: 'notPublished' }]);
    const within = discount({
      publicationStartTime: new Date('2026-06-01T00:00:00Z'),
      publicationEndTime: new Date('2026-07-01T00:00:00Z'),
    });
    expect(price({ discounts: [within] }).applied).toHaveLength(1);
  });

  it('when a discount has been used its N times, then it no longer applies', () => {
    const once = discount({ discountLimitationType: 'NTimesOnly', limitationTimes: 2, usedTimes: 2 });
    expect(price({ discounts: [once] }).applied).toEqual([]);
    expect(price({ discounts: [{ ...once, usedTimes: 1 }] }).applied).toHaveLength(1);
  });

  it('when a customer has used a discount its N times, then it no longer applies to them, but does to others', () => {
    const perCustomer = discount({
      discountLimitationType: 'NTimesPerCustomer',
      limitationTimes: 1,
      usedTimes: 40,
      usedTimesByCustomer: 1,
    });
    expect(price({ discounts: [perCustomer] }).applied).toEqual([]);
    expect(price({ discounts: [{ ...perCustomer, usedTimesByCustomer: 0 }] }).applied).toHaveLength(1);
  });

  it('when the cart is under the minimum spent, then the discount does not apply', () => {
    const minimum = discount({
      restrictedMinSpentCents: 3000,
      requiresCouponCode: true,
      couponCode: 'MIN30',
    });
    const under = price({ discounts: [minimum], couponCodes: ['MIN30'] });
    expect(under.rejectedCoupons).toEqual([{ code: 'MIN30', reason: 'minSpent' }]);
    expect(
      price({ discounts: [minimum], couponCodes: ['MIN30'], lines: [line({ unitPriceCents: 3000 })] })
        .applied,
    ).toHaveLength(1);
  });

  it('when a discount is restricted to a country, then the billing and delivery countries must match', () => {
    const billing = discount({ restrictedBillingCountryId: 'BE' });
    const shipping = discount({ restricedShippingCountryId: 'BE' });
    expect(price({ discounts: [billing, shipping] }).applied).toEqual([]);
    expect(price({ discounts: [billing], billingCountry: 'BE' }).applied).toHaveLength(1);
    expect(price({ discounts: [shipping], shippingCountry: 'BE' }).applied).toHaveLength(1);
  });

  it('when a discount is for a customer role or the fidelity programme, then only those customers get it', () => {
    const pro = discount({ restrictedToCustomerRoleId: 'Professional' });
    const fidelity = discount({ restrictedToCustomerWithFidelity: true });
    expect(price({ discounts: [pro, fidelity] }).applied).toEqual([]);
    expect(
      price({ discounts: [pro], customer: { role: 'Professional', hasFidelity: false } }).applied,
    ).toHaveLength(1);
    expect(
      price({ discounts: [fidelity], customer: { role: 'Individual', hasFidelity: true } }).applied,
    ).toHaveLength(1);
  });

  it('when a discount is for a payment or delivery method, then only that method gets it', () => {
    const cheque = discount({ restrictedPaymentMethodName: 'Check' });
    const relay = discount({ restrictedShippingMethodName: 'Relay' });
    expect(price({ discounts: [cheque, relay] }).applied).toEqual([]);
    expect(price({ discounts: [cheque], paymentMethod: 'Check' }).applied).toHaveLength(1);
    expect(price({ discounts: [relay], shippingMethod: 'Relay' }).applied).toHaveLength(1);
    expect(price({ discounts: [cheque], paymentMethod: null }).applied).toEqual([]);
  });

  it('when a discount is assigned to categories, then it applies to their books, sub-categories when asked', () => {
    const lines = [
      line({ productId: 1, categories: ['FB'] }),
      line({ productId: 2, categories: ['FBA'] }),
      line({ productId: 3, categories: ['3435'] }),
    ];
    const exact = discount({ assignedToCategories: ['FB'] });
    expect(price({ lines, discounts: [exact] }).lines.map((entry) => entry.discountCents)).toEqual([
      200, 0, 0,
    ]);
    const withSub = discount({ assignedToCategories: ['FB'], assignedToSubCategories: true });
    expect(price({ lines, discounts: [withSub] }).lines.map((entry) => entry.discountCents)).toEqual([
      200, 200, 0,
    ]);
  });

  it('when a discount is assigned to a product attribute, then it applies to the books that have it', () => {
    const lines = [
      line({ productId: 1, attributes: [{ type: 'format', value: 'Poche' }] }),
      line({ productId: 2, attributes: [{ type: 'format', value: 'Grand format' }] }),
    ];
    const pocket = discount({ assignedToProductAttributes: [{ type: 'format', value: 'poche' }] });
    expect(price({ lines, discounts: [pocket] }).lines.map((entry) => entry.discountCents)).toEqual([200, 0]);
  });

  it('when no book of the cart is assigned, then the coupon says so', () => {
    const other = discount({ assignedToProducts: [99], requiresCouponCode: true, couponCode: 'P99' });
    expect(price({ discounts: [other], couponCodes: ['P99'] }).rejectedCoupons).toEqual([
      { code: 'P99', reason: 'noItem' },
    ]);
  });
});

describe('the discount engine: the French book-price laws', () => {
  const newBook = line({ productId: 1, unitPriceCents: 2000, isNewBook: true });

  it('when a 10 % discount meets a new book, then the book gets 5 % and the discount says the law capped it', () => {
    const result = price({
      lawApplies: true,
      lines: [newBook],
      discounts: [discount({ discountPercentage: 0.1 })],
    });
    expect(result.itemsDiscountCents).toBe(100);
    expect(result.applied).toEqual([expect.objectContaining({ amountCents: 100, cappedByLaw: true })]);
  });

  it('when a public body buys, then a new book gets up to 9 %', () => {
    const result = price({
      lawApplies: true,
      lines: [newBook],
      customer: { role: 'PublicBody', hasFidelity: false },
      discounts: [discount({ discountPercentage: 0.15 })],
    });
    expect(result.itemsDiscountCents).toBe(180);
  });

  it('when cumulative discounts add up past 5 % on a new book, then together they stop at 5 %', () => {
    const result = price({
      lawApplies: true,
      lines: [newBook],
      discounts: [
        discount({ discountPercentage: 0.04, isCumulative: true }),
        discount({ discountPercentage: 0.04, isCumulative: true }),
      ],
    });
    expect(result.itemsDiscountCents).toBe(100);
  });

  it('when a book is not new, then the law does not cap its discount', () => {
    const result = price({
      lawApplies: true,
      lines: [line()],
      discounts: [discount({ discountPercentage: 0.3 })],
    });
    expect(result.itemsDiscountCents).toBe(600);
  });

  it('when an amount comes off the sub-total of a new and an old book, then each takes its share and the new book no more than 5 %', () => {
    const result = price({
      lawApplies: true,
      lines: [newBook, line({ productId: 2, unitPriceCents: 2000 })],
      discounts: [
        discount({ discountType: 'AppliesToSubTotal', usePercentage: false, discountAmountCents: 1000 }),
      ],
    });
    expect(result.lines.map((entry) => entry.discountCents)).toEqual([100, 500]);
    expect(result.applied).toEqual([expect.objectContaining({ amountCents: 600, cappedByLaw: true })]);
  });

  it('when delivery of new books under 35 € is made free, then it still costs 3 €', () => {
    const result = price({
      lawApplies: true,
      lines: [newBook],
      discounts: [discount({ discountType: 'AppliesToShipping', isFree: true })],
    });
    expect(result.shippingCents).toBe(300);
    expect(result.applied).toEqual([expect.objectContaining({ amountCents: 399, cappedByLaw: true })]);
  });

  it('when delivery of new books over 35 € is made free, then it still costs 0,01 €', () => {
    const result = price({
      lawApplies: true,
      lines: [{ ...newBook, unitPriceCents: 4000 }],
      shippingCost: () => 499,
      discounts: [discount({ discountType: 'AppliesToShipping', isFree: true })],
    });
    expect(result.shippingCents).toBe(1);
  });

  it('when the books are collected in store, then free delivery is allowed', () => {
    const result = price({
      lawApplies: true,
      lines: [newBook],
      shippingMethod: 'Pickup',
      shippingCost: () => 0,
      discounts: [discount({ discountType: 'AppliesToShipping', isFree: true })],
    });
    expect(result.shippingCents).toBe(0);
  });
});

describe('the discount engine: ebooks, other goods, second-hand books and delivery', () => {
  const newBook = line({ productId: 1, unitPriceCents: 2000, isNewBook: true });
  const ebook = line({ productId: 2, unitPriceCents: 1000, nature: 'ebook', isNewBook: true });
  const toteBag = line({ productId: 3, unitPriceCents: 2000, nature: 'other', isNewBook: true });
  const secondHand = line({ productId: 4, unitPriceCents: 4000, nature: 'secondHandBook', isNewBook: true });
  const freeDelivery = () => discount({ discountType: 'AppliesToShipping', isFree: true });

  it('when an ebook meets a discount on items or on the sub-total, then it gets nothing off', () => {
    const onItems = price({
      lawApplies: true,
      lines: [ebook],
      discounts: [discount({ discountPercentage: 0.05 })],
    });
    expect(onItems.itemsDiscountCents).toBe(0);
    expect(onItems.applied).toEqual([]);
    const onSubTotal = price({
      lawApplies: true,
      lines: [ebook],
      discounts: [
        discount({ discountType: 'AppliesToSubTotal', usePercentage: false, discountAmountCents: 50 }),
      ],
    });
    expect(onSubTotal.itemsDiscountCents).toBe(0);
  });

  it('when a cart holds only ebooks, then delivery costs nothing, whatever the method', () => {
    for (const shippingMethod of ['Home', 'Relay', 'Carrier', 'ProWithdrawal'] as const)
      expect(price({ lawApplies: true, lines: [ebook], shippingMethod }).shippingCents).toBe(0);
  });

  it('when other goods, even dated this year, meet 30 % off, then they get it all', () => {
    const result = price({
      lawApplies: true,
      lines: [toteBag],
      discounts: [discount({ discountPercentage: 0.3 })],
    });
    expect(result.itemsDiscountCents).toBe(600);
    expect(result.applied[0]?.cappedByLaw).toBe(false);
  });

  it('when an amount comes off the sub-total of a new book and other goods, then the goods take only their share', () => {
    const result = price({
      lawApplies: true,
      lines: [newBook, toteBag],
      discounts: [
        discount({ discountType: 'AppliesToSubTotal', usePercentage: false, discountAmountCents: 1000 }),
      ],
    });
    expect(result.lines.map((entry) => entry.discountCents)).toEqual([100, 500]);
    expect(result.applied).toEqual([expect.objectContaining({ amountCents: 600, cappedByLaw: true })]);
  });

  it('when a cart holds only other goods, then a sub-total discount applies in full', () => {
    const result = price({
      lawApplies: true,
      lines: [toteBag, { ...toteBag, productId: 5 }],
      discounts: [
        discount({ discountType: 'AppliesToSubTotal', usePercentage: false, discountAmountCents: 1000 }),
      ],
    });
    expect(result.itemsDiscountCents).toBe(1000);
  });

  it('when a school, a library or a works council buys, then a new book gets up to 9 %', () => {
    for (const role of ['School', 'Library', 'WorksCouncil'] as const)
      expect(
        price({
          lawApplies: true,
          lines: [newBook],
          customer: { role, hasFidelity: false },
          discounts: [discount({ discountPercentage: 0.15 })],
        }).itemsDiscountCents,
      ).toBe(180);
  });

  it('when a 2015 title ships with two delivery coupons, then delivery still costs 3 €', () => {
    const old = line({ unitPriceCents: 2000, isNewBook: false });
    const result = price({
      lawApplies: true,
      lines: [old],
      discounts: [
        discount({
          discountType: 'AppliesToShipping',
          usePercentage: false,
          discountAmountCents: 399,
          isCumulative: true,
        }),
        discount({
          discountType: 'AppliesToShipping',
          usePercentage: false,
          discountAmountCents: 399,
          isCumulative: true,
        }),
      ],
    });
    expect(result.shippingCents).toBe(300);
  });

  it('when 3,99 € comes off a 6,99 € delivery, then it costs 3,00 €, and a larger discount stops there too', () => {
    const exact = price({
      lawApplies: true,
      lines: [newBook],
      discounts: [
        discount({ discountType: 'AppliesToShipping', usePercentage: false, discountAmountCents: 399 }),
      ],
    });
    expect(exact.shippingCents).toBe(300);
    expect(exact.applied).toEqual([expect.objectContaining({ amountCents: 399, cappedByLaw: false })]);
    const more = price({
      lawApplies: true,
      lines: [newBook],
      discounts: [
        discount({ discountType: 'AppliesToShipping', usePercentage: false, discountAmountCents: 500 }),
      ],
    });
    expect(more.shippingCents).toBe(300);
    expect(more.applied).toEqual([expect.objectContaining({ amountCents: 399, cappedByLaw: true })]);
  });

  it('when a new book of 20 € ships with 20 € of other goods, then the 35 € threshold is not reached and delivery costs 3 €', () => {
    const result = price({ lawApplies: true, lines: [newBook, toteBag], discounts: [freeDelivery()] });
    expect(result.shippingBaseCents).toBe(300);
    expect(result.shippingCents).toBe(300);
  });

  it('when an individual chooses the professional withdrawal, then delivery costs the floor; a professional collects free', () => {
    const collect = {
      lawApplies: true,
      lines: [newBook],
      shippingMethod: 'ProWithdrawal' as const,
      shippingCost: () => 0,
    };
    expect(price(collect).shippingCents).toBe(300);
    expect(price({ ...collect, customer: { role: 'Professional', hasFidelity: false } }).shippingCents).toBe(
      0,
    );
  });

  it('when a cart holds second-hand books only, then they are priced freely and free delivery is free', () => {
    const result = price({
      lawApplies: true,
      lines: [secondHand],
      discounts: [
        discount({ discountPercentage: 0.5, isCumulative: true }),
        { ...freeDelivery(), isCumulative: true },
      ],
    });
    expect(result.itemsDiscountCents).toBe(2000);
    expect(result.shippingCents).toBe(0);
  });

  it('when a second-hand book ships beside 40 € of new books, then it does not count and delivery stays above 0', () => {
    const result = price({
      lawApplies: true,
      lines: [{ ...newBook, unitPriceCents: 4000 }, secondHand],
      discounts: [freeDelivery()],
    });
    expect(result.shippingCents).toBe(1);
    const under = price({ lawApplies: true, lines: [newBook, secondHand], discounts: [freeDelivery()] });
    expect(under.shippingCents).toBe(300);
  });
});

describe('spread', () => {
  it('when an amount is spread, then the shares add up to it and stay within their room', () => {
    expect(spread(100, [1, 1, 1], [100, 100, 100]).shares).toEqual([34, 33, 33]);
    expect(spread(100, [1, 1], [10, 100])).toEqual({ shares: [10, 90], left: 0 });
    expect(spread(100, [1, 1], [10, 20])).toEqual({ shares: [10, 20], left: 70 });
  });
});

// Property-based: whatever the cart and the discounts, the engine keeps its promises.
const arbitraryLine = fc.record({
  productId: fc.integer({ min: 1, max: 20 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  unitPriceCents: fc.integer({ min: 1, max: 20_000 }),
  categories: fc.subarray(['FB', 'FBA', 'YF', '3435']),
  attributes: fc.constant<EngineLine['attributes']>([]),
  nature: fc.constantFrom<EngineLine['nature']>('book', 'book', 'ebook', 'secondHandBook', 'other'),
  isNewBook: fc.boolean(),
});

const arbitraryDiscount = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  discountType: fc.constantFrom('AppliesToItems', 'AppliesToSubTotal', 'AppliesToShipping'),
  isFree: fc.boolean(),
  usePercentage: fc.boolean(),
  discountPercentage: fc.double({ min: 0, max: 1, noNaN: true }),
  discountAmountCents: fc.integer({ min: 0, max: 50_000 }),
  maximumDiscountAmountCents: fc.option(fc.integer({ min: 0, max: 10_000 })),
  isCumulative: fc.boolean(),
  assignedToProducts: fc.subarray([1, 2, 3, 4, 5]),
  assignedToCategories: fc.subarray(['FB', 'YF']),
  assignedToSubCategories: fc.boolean(),
});

const arbitraryCart = fc.record({
  lines: fc.uniqueArray(arbitraryLine, { minLength: 1, maxLength: 8, selector: (entry) => entry.productId }),
  discounts: fc.uniqueArray(arbitraryDiscount, { maxLength: 8, selector: (entry) => entry.id }),
  lawApplies: fc.boolean(),
  role: fc.constantFrom<TCustomerRole>('Individual', 'Professional', 'PublicBody', 'School'),
  shippingMethod: fc.constantFrom<TShippingMethod>('Home', 'Relay', 'Pickup', 'ProWithdrawal'),
});

const run = (cart: Parameters<typeof toInput>[0]) => applyDiscountEngine(toInput(cart));

function toInput(cart: {
  lines: EngineLine[];
  discounts: (Partial<EngineDiscount> & { id: number })[];
  lawApplies: boolean;
  role: TCustomerRole;
  shippingMethod: TShippingMethod;
}): EngineInput {
  return {
    lines: cart.lines,
    discounts: cart.discounts.map((entry) => discount(entry)),
    customer: { role: cart.role, hasFidelity: false },
    billingCountry: 'FR',
    shippingCountry: 'FR',
    paymentMethod: 'CreditCard',
    shippingMethod: cart.shippingMethod,
    shippingCost: ['Pickup', 'ProWithdrawal'].includes(cart.shippingMethod)
      ? () => 0
      : (parcel) => (parcel.goodsCents < 3500 ? 499 : 1),
    couponCodes: [],
    now: NOW,
    lawApplies: cart.lawApplies,
  };
}

describe('the discount engine, whatever the cart (fast-check)', () => {
  it('when it prices a cart, then no line goes below zero and the totals add up', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const result = run(cart);
        result.lines.forEach((entry, index) => {
          const gross = cart.lines[index]!.quantity * cart.lines[index]!.unitPriceCents;
          expect(entry.discountCents).toBeGreaterThanOrEqual(0);
          expect(entry.discountCents).toBeLessThanOrEqual(gross);
          expect(Number.isInteger(entry.discountCents)).toBe(true);
        });
        const sum = result.lines.reduce((total, entry) => total + entry.discountCents, 0);
        expect(result.itemsDiscountCents).toBe(sum);
        expect(result.shippingCents).toBeGreaterThanOrEqual(0);
        expect(result.totalCents).toBe(result.itemsTotalCents - sum + result.shippingCents);
        const applied = result.applied.reduce((total, entry) => total + entry.amountCents, 0);
        expect(applied).toBe(sum + result.shippingDiscountCents);
      }),
    );
  });

  it('when the law binds the shop, then no new book gets more than its cap nor an ebook anything, and new books ship at the floor at least', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const result = run({ ...cart, lawApplies: true });
        const rate = cart.role === 'Individual' || cart.role === 'Professional' ? 0.05 : 0.09;
        result.lines.forEach((entry, index) => {
          const source = cart.lines[index]!;
          if (source.nature === 'ebook') expect(entry.discountCents).toBe(0);
          if (source.nature === 'book' && source.isNewBook)
            expect(entry.discountCents).toBeLessThanOrEqual(source.quantity * source.unitPriceCents * rate);
        });
        const collected =
          cart.shippingMethod === 'Pickup' ||
          (cart.shippingMethod === 'ProWithdrawal' && cart.role !== 'Individual');
        if (cart.lines.some((entry) => entry.nature === 'book') && !collected) {
          expect(result.shippingCents).toBeGreaterThan(0);
          const books = cart.lines.reduce(
            (sum, entry, index) =>
              entry.nature === 'book'
                ? sum + entry.quantity * entry.unitPriceCents - result.lines[index]!.discountCents
                : sum,
            0,
          );
          if (books < 3500) expect(result.shippingCents).toBeGreaterThanOrEqual(300);
        }
        if (cart.lines.every((entry) => entry.nature === 'ebook')) expect(result.shippingCents).toBe(0);
      }),
    );
  });

  it('when a sub-total discount alone meets books, then the other goods get no more than their share of it', () => {
    fc.assert(
      fc.property(arbitraryCart, fc.integer({ min: 1, max: 20_000 }), (cart, amount) => {
        const result = run({
          ...cart,
          lawApplies: true,
          discounts: [
            { id: 1, discountType: 'AppliesToSubTotal', usePercentage: false, discountAmountCents: amount },
          ],
        });
        const grossOf = cart.lines.map((entry) => entry.quantity * entry.unitPriceCents);
        const total = grossOf.reduce((sum, value) => sum + value, 0);
        const wanted = Math.min(amount, total);
        result.lines.forEach((entry, index) => {
          // Its share in proportion, give or take the cent of rounding.
          expect(entry.discountCents).toBeLessThanOrEqual((wanted * grossOf[index]!) / total + 1);
        });
      }),
    );
  });

  it('when discounts are given, then the customer never pays more than without them', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const without = run({ ...cart, discounts: [] });
        const withThem = run(cart);
        // Delivery may cost more when discounts bring the books under the free-delivery threshold,
        // but the books themselves never cost more.
        expect(withThem.itemsTotalCents - withThem.itemsDiscountCents).toBeLessThanOrEqual(
          without.itemsTotalCents - without.itemsDiscountCents,
        );
      }),
    );
  });

  it('when the discounts come in another order, then the price is the same', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const forward = run(cart);
        const backward = run({ ...cart, discounts: [...cart.discounts].reverse() });
        expect(backward.totalCents).toBe(forward.totalCents);
        expect(backward.applied.map((entry) => entry.discountId)).toEqual(
          forward.applied.map((entry) => entry.discountId),
        );
      }),
    );
  });
});

import { z } from 'zod';
import { ZEan } from '../catalog/ean.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZCouponCode, ZDiscountType } from '../marketing/discounts.ts';
import { ZAddress } from './customers.ts';
import { ZDocumentStatus, ZPaymentMethod, ZPaymentStatus, ZShippingMethod, ZTaxLine } from './documents.ts';

/**
 * The bookshop site's order intake. The server prices every cart from the catalogue (never from the
 * client), adds the delivery the Loi Darcos allows, and takes the copies from the stock when the
 * order is placed.
 */

/** Requests per minute and address on the public cart endpoints. */
export const SHOPPING_CART_RATE_LIMIT = 60;
export const MAX_CART_LINES = 100;

export const ZCartItem = z.object({
  ean: ZEan,
  quantity: z.number().int().min(1).max(99),
});

export const ZCart = z.object({
  items: z.array(ZCartItem).min(1, 'required').max(MAX_CART_LINES),
  shippingMethod: ZShippingMethod,
  /** The store where the books are collected: required with Pickup. */
  storeId: z.number().int().positive().nullable().default(null),
  /** Coupon codes the customer typed (case aside). */
  couponCodes: z.array(ZCouponCode).max(10).default([]),
});
export type TCartInput = z.input<typeof ZCart>;

/**
 * A cart to preview: what the site knows so far of its customer and choices, so that the discounts
 * restricted to them show (nothing is saved, and an unknown email is a new customer).
 */
export const ZCartPreview = ZCart.extend({
  email: z.email('invalidEmail').trim().toLowerCase().max(254).optional(),
  paymentMethod: ZPaymentMethod.optional(),
  billingCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'countryCode')
    .optional(),
  shippingCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'countryCode')
    .optional(),
});
export type TCartPreviewInput = z.input<typeof ZCartPreview>;

/** A discount the cart gets, in the order the engine applied it. */
export const ZAppliedDiscount = z.object({
  discountId: z.number().int(),
  name: z.string(),
  discountType: ZDiscountType,
  amount: z.number(),
  couponCode: z.string().nullable(),
  /** The French book-price laws took some of it back. */
  cappedByLaw: z.boolean(),
});

/** A coupon code typed that does not apply, and why. */
export const ZRejectedCoupon = z.object({ code: z.string(), message: z.string() });

/** What the site says of a book's stock: a word, never the count (docs/rules/public-intake.md). */
export const cartAvailabilities = ['InStock', 'FewLeft', 'ToOrder'] as const;
export const ZCartAvailability = z.enum(cartAvailabilities);
export type TCartAvailability = z.infer<typeof ZCartAvailability>;

export const ZPricedCartLine = z.object({
  ean: z.string(),
  productId: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  taxRate: z.number(),
  discount: z.number(),
  total: z.number(),
  /** A second-hand copy (décret n° 2023-497): the site says so beside it, as `mention` does. */
  secondHand: z.boolean(),
  /** « Occasion » (« Second-hand » in English) for a second-hand copy; null for a new one. */
  mention: z.string().nullable(),
  /**
   * How the shop stands for this book, never how many copies it has: `InStock`, `FewLeft` (at or
   * under the shop's CART_FEW_LEFT_COPIES) or `ToOrder` (none on the shelf: the order would be refused).
   */
  availability: ZCartAvailability,
  /** The word for it in the caller's language (« En stock », « Plus que quelques exemplaires », « Sur commande »). */
  availabilityLabel: z.string(),
});

export const ZPricedCart = z.object({
  lines: z.array(ZPricedCartLine),
  itemsTotal: z.number(),
  discountTotal: z.number(),
  /** Delivery after its discounts. */
  shippingCost: z.number(),
  shippingDiscount: z.number(),
  total: z.number(),
  taxes: z.array(ZTaxLine),
  discounts: z.array(ZAppliedDiscount),
  rejectedCoupons: z.array(ZRejectedCoupon),
});
export type TPricedCart = z.infer<typeof ZPricedCart>;

export const ZPlaceOrder = ZCart.extend({
  /** One key per checkout: the same key sent again answers the same order and creates nothing. */
  idempotencyKey: z
    .string()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[\w-]+$/),
  email: z.email('invalidEmail').trim().toLowerCase().max(254),
  locale: z.enum(['fr', 'en']).default('fr'),
  paymentMethod: ZPaymentMethod,
  billingAddress: ZAddress,
  /** Required unless the books are collected. */
  shippingAddress: ZAddress.nullable().default(null),
});
export type TPlaceOrderInput = z.input<typeof ZPlaceOrder>;

export const ZPlacedOrder = z.object({
  number: z.string(),
  status: ZDocumentStatus,
  paymentStatus: ZPaymentStatus,
  total: z.number(),
  shippingCost: z.number(),
  createdAt: z.iso.datetime(),
  /**
   * Placed without a site session: only a typed email, so none of what the shop knows of that address's
   * customer applied (role, fidelity, their discounts, payment on invoice).
   */
  guest: z.boolean(),
});
export type TPlacedOrder = z.infer<typeof ZPlacedOrder>;

const ZMethodOption = <T extends z.ZodType>(id: T) => z.object({ id, label: z.string() });

export const shoppingCartEndpoints = {
  shippingMethods: defineEndpoint({
    method: 'GET',
    path: '/Public/ShoppingCart/ShippingMethods',
    access: 'public',
    summary: 'The shipping methods the site offers, with their labels',
    response: z.array(ZMethodOption(ZShippingMethod)),
    rateLimit: SHOPPING_CART_RATE_LIMIT,
  }),
  paymentMethods: defineEndpoint({
    method: 'GET',
    path: '/Public/ShoppingCart/PaymentMethods',
    access: 'public',
    summary: 'The payment methods the site offers, with their labels',
    response: z.array(ZMethodOption(ZPaymentMethod)),
    rateLimit: SHOPPING_CART_RATE_LIMIT,
  }),
  price: defineEndpoint({
    method: 'POST',
    path: '/Public/ShoppingCart/Price',
    access: 'public',
    summary:
      'Price a cart from the catalogue: lines, discounts (coupon codes, capped by the book-price laws), delivery (Loi Darcos), totals and VAT; nothing is saved',
    body: ZCartPreview,
    response: ZPricedCart,
    rateLimit: SHOPPING_CART_RATE_LIMIT,
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/Public/ShoppingCart/Order',
    access: 'public',
    summary:
      'Place an order: priced by the server with its discounts (a coupon code that does not apply is refused at its field, a limited discount counted once per order even when orders race), copies taken (409 when too few; held for a bounded time while unpaid), quantities capped; with a site session (Bearer from /Public/Customer/SignIn) the customer as the shop knows them, else a guest order under the typed email, priced as an individual’s; confirmation mailed; idempotent by `idempotencyKey`',
    body: ZPlaceOrder,
    response: ZPlacedOrder,
    rateLimit: SHOPPING_CART_RATE_LIMIT,
    answers: [409],
  }),
};

import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { ZMoney } from '../catalog/money.ts';
import { ZVariationType } from '../catalog/products.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZCustomerRole } from '../sales/customers.ts';
import { ZPaymentMethod, ZShippingMethod } from '../sales/documents.ts';
import { productNatures } from './book-price-law.ts';

/**
 * Discounts of the bookshop's site (SPEC §3, §9): what they take off (items, the sub-total or the
 * delivery), how much (a share between 0 and 1, or an amount), when, for whom, how many times, and
 * on which books. The discount engine (apps/api/src/marketing/discounts/discount-engine.ts) applies
 * them to a cart; the French book-price laws cap them (book-price-law.ts).
 */

export const discountTypes = ['AppliesToShipping', 'AppliesToSubTotal', 'AppliesToItems'] as const;
export const ZDiscountType = z.enum(discountTypes);
export type TDiscountType = z.infer<typeof ZDiscountType>;

export const discountLimitationTypes = ['Unlimited', 'NTimesOnly', 'NTimesPerCustomer'] as const;
export const ZDiscountLimitationType = z.enum(discountLimitationTypes);
export type TDiscountLimitationType = z.infer<typeof ZDiscountLimitationType>;

/** A product attribute a discount is assigned to: a variation of the catalogue (format, binding…) and its value. */
export const ZProductAttribute = z.object({
  type: ZVariationType,
  value: z.string().trim().min(1, 'required').max(200),
});
export type TProductAttribute = z.infer<typeof ZProductAttribute>;

/** A coupon code: letters, digits, `-` and `_`; compared case aside. */
export const ZCouponCode = z
  .string()
  .trim()
  .min(3, 'couponCodeFormat')
  .max(50, 'couponCodeFormat')
  .regex(/^[A-Za-z0-9_-]+$/, 'couponCodeFormat');

/** A product a discount is assigned to, as the screen shows it, with what the law says of it. */
export const ZDiscountProduct = z.object({
  id: z.number().int(),
  ean: z.string(),
  title: z.string(),
  priceWithTax: z.number().nullable(),
  releaseDate: z.iso.date().nullable(),
  /** What the laws see in it (its ONIX form and VAT rate, second-hand or not). */
  nature: z.enum(productNatures),
  /** A book new in the sense of the Loi Lang today (published within two years or restocked within six months): capped. */
  isNewBook: z.boolean(),
});
export type TDiscountProduct = z.infer<typeof ZDiscountProduct>;

export const ZDiscount = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isPublished: z.boolean(),
  publicationStartTime: z.iso.datetime().nullable(),
  publicationEndTime: z.iso.datetime().nullable(),
  discountType: ZDiscountType,
  /** The whole of what it applies to is taken off (free delivery, a free book). */
  isFree: z.boolean(),
  usePercentage: z.boolean(),
  /** A share between 0 and 1 (SPEC §5), when `usePercentage`. */
  discountPercentage: z.number(),
  /** Euros, when not `usePercentage`: per copy on items, once on the sub-total or the delivery. */
  discountAmount: z.number(),
  /** The most a percentage discount takes off one cart, in euros; none when null. */
  maximumDiscountAmountWithUserPercentage: z.number().nullable(),
  requiresCouponCode: z.boolean(),
  couponCode: z.string().nullable(),
  /** Adds up with the other cumulative discounts; a non-cumulative one applies alone when it gives more. */
  isCumulative: z.boolean(),
  /** The cart's books must come to at least this, in euros, before discounts. */
  restrictedMinSpentAmount: z.number().nullable(),
  restrictedBillingCountryId: z.string().nullable(),
  /** Spelled so (SPEC §3). */
  restricedShippingCountryId: z.string().nullable(),
  restrictedToCustomerRoleId: ZCustomerRole.nullable(),
  restrictedToCustomerWithFidelity: z.boolean(),
  restrictedPaymentMethodName: ZPaymentMethod.nullable(),
  restrictedShippingMethodName: ZShippingMethod.nullable(),
  /** Free-form data of the shop's site (JSON text), kept as given. */
  extensionData: z.string().nullable(),
  discountLimitationType: ZDiscountLimitationType,
  limitationTimes: z.number().int().nullable(),
  /** An assigned category also covers its sub-categories (Thema codes, whose hierarchy is their prefix). */
  assignedToSubCategories: z.boolean(),
  /** CLIL or Thema subject codes. */
  assignedToCategories: z.array(z.string()),
  /** Product ids. */
  assignedToProducts: z.array(z.number().int()),
  assignedToProductAttributes: z.array(ZProductAttribute),
  /** The products of `assignedToProducts`, as the screen shows them. */
  assignedProducts: z.array(ZDiscountProduct),
  /** Orders that used it (cancelled ones left out). */
  usedTimes: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TDiscount = z.infer<typeof ZDiscount>;

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);
const ZCountry = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'countryCode')
  .nullable()
  .default(null);
const ZMoment = z.iso.datetime({ offset: true }).nullable().default(null);

export const MAX_DISCOUNT_ASSIGNMENTS = 500;

const discountFields = {
  name: z.string().trim().min(1, 'required').max(200),
  description: optionalText(2000),
  isPublished: z.boolean().default(true),
  publicationStartTime: ZMoment,
  publicationEndTime: ZMoment,
  discountType: ZDiscountType,
  isFree: z.boolean().default(false),
  usePercentage: z.boolean().default(true),
  discountPercentage: z
    .number()
    .min(0, 'discountPercentageRange')
    .max(1, 'discountPercentageRange')
    .default(0),
  discountAmount: ZMoney.default(0),
  maximumDiscountAmountWithUserPercentage: ZMoney.nullable().default(null),
  requiresCouponCode: z.boolean().default(false),
  couponCode: ZCouponCode.nullable().default(null),
  isCumulative: z.boolean().default(false),
  restrictedMinSpentAmount: ZMoney.nullable().default(null),
  restrictedBillingCountryId: ZCountry,
  restricedShippingCountryId: ZCountry,
  restrictedToCustomerRoleId: ZCustomerRole.nullable().default(null),
  restrictedToCustomerWithFidelity: z.boolean().default(false),
  restrictedPaymentMethodName: ZPaymentMethod.nullable().default(null),
  restrictedShippingMethodName: ZShippingMethod.nullable().default(null),
  extensionData: optionalText(10_000),
  discountLimitationType: ZDiscountLimitationType.default('Unlimited'),
  limitationTimes: z.number().int().min(1, 'limitationTimesRequired').max(1_000_000).nullable().default(null),
  assignedToSubCategories: z.boolean().default(false),
  assignedToCategories: z.array(z.string().trim().min(1).max(20)).max(MAX_DISCOUNT_ASSIGNMENTS).default([]),
  assignedToProducts: z.array(z.number().int().positive()).max(MAX_DISCOUNT_ASSIGNMENTS).default([]),
  assignedToProductAttributes: z.array(ZProductAttribute).max(50).default([]),
};

type DiscountShape = {
  publicationStartTime: string | null;
  publicationEndTime: string | null;
  discountType: TDiscountType;
  isFree: boolean;
  usePercentage: boolean;
  discountPercentage: number;
  discountAmount: number;
  requiresCouponCode: boolean;
  couponCode: string | null;
  discountLimitationType: TDiscountLimitationType;
  limitationTimes: number | null;
  assignedToCategories: string[];
  assignedToProducts: number[];
  assignedToProductAttributes: TProductAttribute[];
};

/** The rules between fields (the law's are the API's: they need the catalogue). */
const checkDiscount = (input: DiscountShape, context: z.RefinementCtx) => {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (
    input.publicationStartTime !== null &&
    input.publicationEndTime !== null &&
    new Date(input.publicationEndTime) <= new Date(input.publicationStartTime)
  )
    issue('publicationEndTime', 'dateRange');
  if (!input.isFree) {
    if (input.usePercentage && input.discountPercentage <= 0)
      issue('discountPercentage', 'discountValueRequired');
    if (!input.usePercentage && input.discountAmount <= 0) issue('discountAmount', 'discountValueRequired');
  }
  if (input.requiresCouponCode && input.couponCode === null) issue('couponCode', 'couponCodeRequired');
  if (input.discountLimitationType !== 'Unlimited' && input.limitationTimes === null)
    issue('limitationTimes', 'limitationTimesRequired');
  if (input.discountType !== 'AppliesToItems') {
    if (input.assignedToProducts.length > 0) issue('assignedToProducts', 'assignmentsOnItemsOnly');
    if (input.assignedToCategories.length > 0) issue('assignedToCategories', 'assignmentsOnItemsOnly');
    if (input.assignedToProductAttributes.length > 0)
      issue('assignedToProductAttributes', 'assignmentsOnItemsOnly');
  }
};

/** What is kept: no code without `requiresCouponCode`, no times when unlimited, ids once each. */
const tidy = <T extends DiscountShape>(input: T): T => ({
  ...input,
  couponCode: input.requiresCouponCode ? input.couponCode : null,
  limitationTimes: input.discountLimitationType === 'Unlimited' ? null : input.limitationTimes,
  assignedToProducts: [...new Set(input.assignedToProducts)],
  assignedToCategories: [...new Set(input.assignedToCategories)],
});

export const ZDiscountCreate = z.object(discountFields).superRefine(checkDiscount).transform(tidy);
export const ZDiscountUpdate = z
  .object({ id: z.number().int(), ...discountFields })
  .extend(ZVersioned.shape)
  .superRefine(checkDiscount)
  .transform(tidy);
export type TDiscountCreate = z.input<typeof ZDiscountCreate>;
export type TDiscountUpdate = z.input<typeof ZDiscountUpdate>;
export type TDiscountInput = z.output<typeof ZDiscountCreate>;

export const discountSortFields = [
  'name',
  'discountType',
  'publicationStartTime',
  'publicationEndTime',
  'usedTimes',
  'createdAt',
  'updatedAt',
] as const;
type TDiscountSort = (typeof discountSortFields)[number] | `-${(typeof discountSortFields)[number]}`;
const ZDiscountSort = z.enum(
  discountSortFields.flatMap((field) => [field, `-${field}`]) as [TDiscountSort, ...TDiscountSort[]],
);
const ZBooleanQuery = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);

/** Search looks in the name and the coupon code; `current`: published and within its window now. */
export const ZDiscountListQuery = ZListQuery.extend({
  sort: ZDiscountSort.optional(),
  discountType: ZDiscountType.optional(),
  requiresCouponCode: ZBooleanQuery,
  current: ZBooleanQuery,
});
export type TDiscountListQuery = z.output<typeof ZDiscountListQuery>;

export const ZDiscountTypeOption = z.object({ id: ZDiscountType, label: z.string() });
export const ZDiscountLimitationTypeOption = z.object({ id: ZDiscountLimitationType, label: z.string() });

/** One thing the law says of a discount being edited: a limit it must keep, or a rule it breaks. */
export const ZLawNote = z.object({
  /** The field it concerns. */
  propertyName: z.string(),
  /** `limit`: what the law allows; `violation`: what saving would be refused for. */
  kind: z.enum(['limit', 'violation']),
  /** The law named: `LoiLang` (1981), `LoiDarcos` (2014, 2021 and the 2023 decree), `LoiLivreNumerique` (2011). */
  law: z.enum(['LoiLang', 'LoiDarcos', 'LoiLivreNumerique']),
  message: z.string(),
});
export type TLawNote = z.infer<typeof ZLawNote>;

/** What the French book-price laws allow for a discount as it stands, before saving. */
export const ZDiscountLawLimits = z.object({
  /** Whether the shop is bound by them (a French shop by default). */
  applies: z.boolean(),
  /** The largest share off a new book for the discount's customers (0.05, or 0.09 for the collectivities). */
  maxNewBookRate: z.number(),
  /** The new books it reaches (on which the cap applies): the assigned ones, or a few found by its rule. */
  newBooks: z.array(ZDiscountProduct),
  /** The ebooks it reaches likewise: they get nothing off. */
  ebooks: z.array(ZDiscountProduct),
  notes: z.array(ZLawNote),
});
export type TDiscountLawLimits = z.infer<typeof ZDiscountLawLimits>;

const manageDiscounts = claim('Public', 'DiscountManage');

export const discountEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Discount/Discounts',
    access: manageDiscounts,
    summary: 'Discounts, paged; search the name or coupon code, filter by type, coupon, current; sort',
    query: ZDiscountListQuery,
    response: ZPage(ZDiscount),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Discount/Discount',
    access: manageDiscounts,
    summary: 'One discount, with its assigned products and how many orders used it',
    query: ZById,
    response: ZDiscount,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Discount/Discount',
    access: manageDiscounts,
    summary:
      'Create a discount; one the French book-price laws forbid (for a shop bound by them) is refused at the field, naming the law',
    body: ZDiscountCreate,
    response: ZDiscount,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Discount/Discount',
    access: manageDiscounts,
    summary: 'Update a discount; a stale version is refused (409), as is what the law forbids (400)',
    body: ZDiscountUpdate,
    response: ZDiscount,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Discount/Discount',
    access: manageDiscounts,
    summary:
      'Delete discounts, one id or several, all or none (the orders that used it keep what they were given)',
    query: ZByIds,
    response: ZNothing,
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Discount/Types',
    reference: true,
    access: manageDiscounts,
    summary: 'The discount types, with their labels',
    response: z.array(ZDiscountTypeOption),
  }),
  limitationTypes: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Discount/LimitationTypes',
    reference: true,
    access: manageDiscounts,
    summary: 'The discount limitations, with their labels',
    response: z.array(ZDiscountLimitationTypeOption),
  }),
  lawLimits: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Discount/LawLimits',
    access: manageDiscounts,
    summary:
      'What the French book-price laws allow for a discount as edited (nothing saved): the cap on new books, which assigned products are new, what saving would refuse',
    body: z.object(discountFields),
    response: ZDiscountLawLimits,
  }),
};

import {
  discountLimitationTypes,
  discountTypes,
  type Locale,
  type TDiscount,
  type TDiscountInput,
  type TDiscountProduct,
  toCents,
  toEuros,
  translate,
} from '@colophon/contract';
import { bookLawFacts } from '../../catalog/products/book-law-facts.ts';
import { shopDay } from '../../shop/shop-days.ts';
import type { EngineDiscount, EngineLine } from './discount-engine-input.ts';
import type { DiscountValues, DiscountWithUses, ProductFacts } from './discounts.repository.ts';
import type { DiscountRow } from './discounts.tables.ts';

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const euros = (cents: number | null) => (cents === null ? null : toEuros(cents));

/** What the laws see in a product: its nature, and for a book whether it is new on the shop's day of `now`. */
export const lawFactsOf = (product: ProductFacts, now: Date) => bookLawFacts(product, shopDay(now));

export const toDiscountProduct = (product: ProductFacts, now: Date): TDiscountProduct => ({
  id: product.id,
  ean: product.ean,
  title: product.title,
  priceWithTax: euros(product.priceWithTax),
  releaseDate: product.releaseDate,
  ...lawFactsOf(product, now),
});

export const toDiscount = (
  row: DiscountRow,
  usedTimes: number,
  assigned: ProductFacts[],
  now: Date,
): TDiscount => ({
  id: row.id,
  version: row.version,
  name: row.name,
  description: row.description,
  isPublished: row.isPublished,
  publicationStartTime: iso(row.publicationStartTime),
  publicationEndTime: iso(row.publicationEndTime),
  discountType: row.discountType,
  isFree: row.isFree,
  usePercentage: row.usePercentage,
  discountPercentage: row.discountPercentage,
  discountAmount: toEuros(row.discountAmountCents),
  maximumDiscountAmountWithUserPercentage: euros(row.maximumDiscountAmountCents),
  requiresCouponCode: row.requiresCouponCode,
  couponCode: row.couponCode,
  isCumulative: row.isCumulative,
  restrictedMinSpentAmount: euros(row.restrictedMinSpentCents),
  restrictedBillingCountryId: row.restrictedBillingCountryId,
  restricedShippingCountryId: row.restricedShippingCountryId,
  restrictedToCustomerRoleId: row.restrictedToCustomerRoleId,
  restrictedToCustomerWithFidelity: row.restrictedToCustomerWithFidelity,
  restrictedPaymentMethodName: row.restrictedPaymentMethodName,
  restrictedShippingMethodName: row.restrictedShippingMethodName,
  extensionData: row.extensionData,
  discountLimitationType: row.discountLimitationType,
  limitationTimes: row.limitationTimes,
  assignedToSubCategories: row.assignedToSubCategories,
  assignedToCategories: row.assignedToCategories,
  assignedToProducts: row.assignedToProducts,
  assignedToProductAttributes: row.assignedToProductAttributes,
  assignedProducts: row.assignedToProducts.flatMap((id) => {
    const product = assigned.find((entry) => entry.id === id);
    return product ? [toDiscountProduct(product, now)] : [];
  }),
  usedTimes,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const moment = (value: string | null) => (value === null ? null : new Date(value));

export const discountValues = (input: TDiscountInput): DiscountValues => ({
  name: input.name,
  description: input.description,
  isPublished: input.isPublished,
  publicationStartTime: moment(input.publicationStartTime),
  publicationEndTime: moment(input.publicationEndTime),
  discountType: input.discountType,
  isFree: input.isFree,
  usePercentage: input.usePercentage,
  discountPercentage: input.discountPercentage,
  discountAmountCents: toCents(input.discountAmount),
  maximumDiscountAmountCents:
    input.maximumDiscountAmountWithUserPercentage === null
      ? null
      : toCents(input.maximumDiscountAmountWithUserPercentage),
  requiresCouponCode: input.requiresCouponCode,
  couponCode: input.couponCode,
  isCumulative: input.isCumulative,
  restrictedMinSpentCents:
    input.restrictedMinSpentAmount === null ? null : toCents(input.restrictedMinSpentAmount),
  restrictedBillingCountryId: input.restrictedBillingCountryId,
  restricedShippingCountryId: input.restricedShippingCountryId,
  restrictedToCustomerRoleId: input.restrictedToCustomerRoleId,
  restrictedToCustomerWithFidelity: input.restrictedToCustomerWithFidelity,
  restrictedPaymentMethodName: input.restrictedPaymentMethodName,
  restrictedShippingMethodName: input.restrictedShippingMethodName,
  extensionData: input.extensionData,
  discountLimitationType: input.discountLimitationType,
  limitationTimes: input.limitationTimes,
  assignedToSubCategories: input.assignedToSubCategories,
  assignedToCategories: input.assignedToCategories,
  assignedToProducts: input.assignedToProducts,
  assignedToProductAttributes: input.assignedToProductAttributes,
});

export const discountSnapshot = (row: DiscountRow) => {
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return {
    ...rest,
    publicationStartTime: iso(rest.publicationStartTime),
    publicationEndTime: iso(rest.publicationEndTime),
  };
};

/** A discount as the engine reads it. */
export const toEngineDiscount = ({
  row,
  usedTimes,
  usedTimesByCustomer,
}: DiscountWithUses): EngineDiscount => ({
  id: row.id,
  name: row.name,
  discountType: row.discountType,
  isFree: row.isFree,
  usePercentage: row.usePercentage,
  discountPercentage: row.discountPercentage,
  discountAmountCents: row.discountAmountCents,
  maximumDiscountAmountCents: row.maximumDiscountAmountCents,
  requiresCouponCode: row.requiresCouponCode,
  couponCode: row.couponCode,
  isCumulative: row.isCumulative,
  isPublished: row.isPublished,
  publicationStartTime: row.publicationStartTime,
  publicationEndTime: row.publicationEndTime,
  restrictedMinSpentCents: row.restrictedMinSpentCents,
  restrictedBillingCountryId: row.restrictedBillingCountryId,
  restricedShippingCountryId: row.restricedShippingCountryId,
  restrictedToCustomerRoleId: row.restrictedToCustomerRoleId,
  restrictedToCustomerWithFidelity: row.restrictedToCustomerWithFidelity,
  restrictedPaymentMethodName: row.restrictedPaymentMethodName,
  restrictedShippingMethodName: row.restrictedShippingMethodName,
  discountLimitationType: row.discountLimitationType,
  limitationTimes: row.limitationTimes,
  usedTimes,
  usedTimesByCustomer,
  assignedToSubCategories: row.assignedToSubCategories,
  assignedToCategories: row.assignedToCategories,
  assignedToProducts: row.assignedToProducts,
  assignedToProductAttributes: row.assignedToProductAttributes,
});

/** A product as the engine reads it: its subjects (CLIL and Thema), its variation, what the laws see in it. */
export const toEngineLine = (
  product: ProductFacts,
  quantity: number,
  unitPriceCents: number,
  now: Date,
): EngineLine => ({
  productId: product.id,
  quantity,
  unitPriceCents,
  categories: [...product.categories, ...product.classifications].map((subject) => subject.code),
  attributes:
    product.variationType && product.variationValue
      ? [
          {
            type: product.variationType as EngineLine['attributes'][number]['type'],
            value: product.variationValue,
          },
        ]
      : [],
  ...lawFactsOf(product, now),
});

export const discountTypeOptions = (locale: Locale) =>
  discountTypes.map((id) => ({ id, label: translate(`discountType${id}`, locale) }));

export const limitationTypeOptions = (locale: Locale) =>
  discountLimitationTypes.map((id) => ({ id, label: translate(`discountLimitation${id}`, locale) }));

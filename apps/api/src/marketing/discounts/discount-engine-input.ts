/** What the discount engine reads (a cart, its discounts, the buyer) and what it answers. */
import type {
  TCustomerRole,
  TDiscountLimitationType,
  TDiscountType,
  TParcel,
  TPaymentMethod,
  TProductAttribute,
  TProductNature,
  TShippingMethod,
} from '@colophon/contract';

export interface EngineLine {
  productId: number;
  quantity: number;
  unitPriceCents: number;
  /** CLIL and Thema codes of the product. */
  categories: string[];
  attributes: TProductAttribute[];
  /** What the laws see in the product: a book, an ebook, a second-hand book or other goods. */
  nature: TProductNature;
  /** New in the sense of the Loi Lang at the time priced (read for a book only). */
  isNewBook: boolean;
}

export interface EngineDiscount {
  id: number;
  name: string;
  discountType: TDiscountType;
  isFree: boolean;
  usePercentage: boolean;
  discountPercentage: number;
  discountAmountCents: number;
  maximumDiscountAmountCents: number | null;
  requiresCouponCode: boolean;
  couponCode: string | null;
  isCumulative: boolean;
  isPublished: boolean;
  publicationStartTime: Date | null;
  publicationEndTime: Date | null;
  restrictedMinSpentCents: number | null;
  restrictedBillingCountryId: string | null;
  restricedShippingCountryId: string | null;
  restrictedToCustomerRoleId: TCustomerRole | null;
  restrictedToCustomerWithFidelity: boolean;
  restrictedPaymentMethodName: TPaymentMethod | null;
  restrictedShippingMethodName: TShippingMethod | null;
  discountLimitationType: TDiscountLimitationType;
  limitationTimes: number | null;
  /** Orders that used it. */
  usedTimes: number;
  /** Orders of this customer that used it (0 for an unknown customer). */
  usedTimesByCustomer: number;
  assignedToSubCategories: boolean;
  assignedToCategories: string[];
  assignedToProducts: number[];
  assignedToProductAttributes: TProductAttribute[];
}

export interface EngineInput {
  lines: EngineLine[];
  discounts: EngineDiscount[];
  customer: { role: TCustomerRole | null; hasFidelity: boolean };
  billingCountry: string | null;
  shippingCountry: string | null;
  paymentMethod: TPaymentMethod | null;
  shippingMethod: TShippingMethod;
  /** The shop's delivery price of what the cart ships (after the items' discounts). */
  shippingCost: (parcel: TParcel) => number;
  couponCodes: string[];
  now: Date;
  /** Whether the French book-price laws bind the shop. */
  lawApplies: boolean;
}

export type DiscountRefusal =
  | 'unknown'
  | 'notPublished'
  | 'usedUp'
  | 'minSpent'
  | 'customer'
  | 'country'
  | 'method'
  | 'noItem';

export interface AppliedDiscount {
  discountId: number;
  name: string;
  discountType: TDiscountType;
  amountCents: number;
  couponCode: string | null;
  /** The law took some of it back. */
  cappedByLaw: boolean;
}

/** What one discount took off one line or off delivery: an invoice states each rebate by its name. */
export interface Rebate {
  name: string;
  cents: number;
}

export interface EngineResult {
  /** Per line, in the cart's order, with the discounts that make up its discount. */
  lines: { productId: number; discountCents: number; rebates: Rebate[] }[];
  /** The discounts that lowered delivery. */
  shippingRebates: Rebate[];
  applied: AppliedDiscount[];
  rejectedCoupons: { code: string; reason: DiscountRefusal }[];
  itemsTotalCents: number;
  itemsDiscountCents: number;
  shippingBaseCents: number;
  shippingDiscountCents: number;
  shippingCents: number;
  totalCents: number;
}

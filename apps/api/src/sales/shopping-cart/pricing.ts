import {
  DARCOS_THRESHOLD_CENTS,
  darcosFloorCents,
  type TCustomerRole,
  type TParcel,
  type TPaymentMethod,
  type TShippingMethod,
} from '@colophon/contract';
import { shownEans } from '../../catalog/restrictions/restrictions.repository.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { applyDiscountEngine } from '../../marketing/discounts/discount-engine.ts';
import type {
  AppliedDiscount,
  DiscountRefusal,
  Rebate,
} from '../../marketing/discounts/discount-engine-input.ts';
import {
  discountsInForce,
  type ProductFacts,
  productsByEans,
} from '../../marketing/discounts/discounts.repository.ts';
import { lawFactsOf, toEngineDiscount, toEngineLine } from '../../marketing/discounts/discounts.views.ts';
import { documentTotals } from '../documents/document-totals.ts';

export interface CartRequest {
  items: { ean: string; quantity: number }[];
  shippingMethod: TShippingMethod;
  couponCodes: string[];
}

/** Who buys and how, as far as the discounts need it; `lock` when the order is being placed. */
export interface PricingContext {
  customer: { id: number | null; role: TCustomerRole | null; hasFidelity: boolean };
  billingCountry: string | null;
  shippingCountry: string | null;
  paymentMethod: TPaymentMethod | null;
  now: Date;
  lawApplies: boolean;
  /** Locks the discounts' rows for the order's transaction, so that their uses are counted in turn. */
  lock: boolean;
}

export interface PricedLine {
  productId: number;
  ean: string;
  title: string;
  quantity: number;
  unitPriceCents: number;
  taxRate: number;
  discountCents: number;
  weight: number | null;
  inStock: number;
  /** A second-hand copy (« occasion »). */
  secondHand: boolean;
  /** The discounts that make up `discountCents`, each by its name (the invoice states them). */
  rebates: Rebate[];
}

/** The shop's delivery prices in cents, below and from 35 € of goods shipped (collections cost nothing). */
const SHIPPING_RATES: Record<TShippingMethod, { under: number; over: number }> = {
  Home: { under: 699, over: 1 },
  Relay: { under: 499, over: 1 },
  Carrier: { under: 1290, over: 990 },
  Pickup: { under: 0, over: 0 },
  ProWithdrawal: { under: 0, over: 0 },
};

/**
 * What delivery costs before discounts: nothing when nothing is shipped (ebooks only); else the shop's
 * rate for the goods shipped, never under the Loi Darcos floor, which counts the new books only and
 * spares a collection in a store (contract's book-price-law.ts).
 */
export const shippingCostCents = (
  method: TShippingMethod,
  parcel: TParcel,
  buyer: { role: TCustomerRole | null; lawApplies: boolean },
) => {
  if (!parcel.ships) return 0;
  const rate = SHIPPING_RATES[method];
  const shop = parcel.goodsCents < DARCOS_THRESHOLD_CENTS ? rate.under : rate.over;
  return Math.max(shop, buyer.lawApplies ? darcosFloorCents(method, buyer.role, parcel) : 0);
};

/**
 * The price a line is sold at: a new book or an ebook the feed prices goes at its publisher's price
 * (loi n° 81-766 art. 1, loi n° 2011-590 art. 2) whatever price was kept from when it was exempt;
 * anything else at the catalogue's price.
 */
const sellingPriceCents = (
  product: ProductFacts,
  catalogueCents: number,
  context: Pick<PricingContext, 'lawApplies' | 'now'>,
) => {
  if (!context.lawApplies || product.feedPriceWithTax === null) return catalogueCents;
  const facts = lawFactsOf(product, context.now);
  const fixed = facts.nature === 'ebook' || (facts.nature === 'book' && facts.isNewBook);
  return fixed ? product.feedPriceWithTax : catalogueCents;
};

/**
 * The one pricing function of the shop: lines from the catalogue (never from the client), discounts,
 * delivery, totals and VAT. 400 at the line of a book the shop does not sell (unknown, hidden, kept off
 * the public catalogue by a restriction) or has no price for.
 */
export const priceCart = async (executor: Executor, cart: CartRequest, context: PricingContext) => {
  const eans = cart.items.map((item) => item.ean);
  const seen = new Set<string>();
  cart.items.forEach((item, index) => {
    if (seen.has(item.ean))
      throw new AppError('invalid', 'duplicateEan', {
        fields: [{ propertyName: `items.${index}.ean`, message: 'duplicateEan' }],
      });
    seen.add(item.ean);
  });
  const rows = await productsByEans(executor, eans);
  const shown = await shownEans(executor, eans);
  const byEan = new Map(rows.map((row) => [row.ean, row]));
  const fields: { propertyName: string; message: 'cartUnknownProduct' | 'productWithoutPrice' }[] = [];
  const lines: PricedLine[] = [];
  cart.items.forEach((item, index) => {
    const product = byEan.get(item.ean);
    // A book the public catalogue does not show (hidden, or kept off by a restriction) is not sold.
    if (!product || !shown.has(product.ean)) {
      fields.push({ propertyName: `items.${index}.ean`, message: 'cartUnknownProduct' });
      return;
    }
    if (product.priceWithTax === null) {
      fields.push({ propertyName: `items.${index}.ean`, message: 'productWithoutPrice' });
      return;
    }
    lines.push({
      productId: product.id,
      ean: product.ean,
      title: product.title,
      quantity: item.quantity,
      unitPriceCents: sellingPriceCents(product, product.priceWithTax, context),
      taxRate: product.taxRate,
      discountCents: 0,
      weight: product.weight,
      inStock: product.stock,
      secondHand: product.secondHand,
      rebates: [],
    });
  });
  const [first] = fields;
  if (first) throw new AppError('invalid', first.message, { fields });
  const engine = applyDiscountEngine({
    lines: lines.map((line) =>
      toEngineLine(byEan.get(line.ean)!, line.quantity, line.unitPriceCents, context.now),
    ),
    discounts: (
      await discountsInForce(executor, {
        now: context.now,
        couponCodes: cart.couponCodes,
        customerId: context.customer.id,
        lock: context.lock,
      })
    ).map(toEngineDiscount),
    customer: context.customer,
    billingCountry: context.billingCountry,
    shippingCountry: context.shippingCountry,
    paymentMethod: context.paymentMethod,
    shippingMethod: cart.shippingMethod,
    shippingCost: (parcel) =>
      shippingCostCents(cart.shippingMethod, parcel, {
        role: context.customer.role,
        lawApplies: context.lawApplies,
      }),
    couponCodes: cart.couponCodes,
    now: context.now,
    lawApplies: context.lawApplies,
  });
  const discounted = lines.map((line, index) => ({
    ...line,
    discountCents: engine.lines[index]?.discountCents ?? 0,
    rebates: engine.lines[index]?.rebates ?? [],
  }));
  return {
    lines: discounted,
    ...documentTotals(discounted, engine.shippingCents),
    shippingDiscountCents: engine.shippingDiscountCents,
    shippingRebates: engine.shippingRebates,
    discounts: engine.applied,
    rejectedCoupons: engine.rejectedCoupons,
  };
};
export type PricedCart = Awaited<ReturnType<typeof priceCart>>;
export type { AppliedDiscount, DiscountRefusal };

import type { TShippingMethod } from '@colophon/contract';
import { inArray } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { documentTotals } from '../documents/document-totals.ts';

export interface CartRequest {
  items: { ean: string; quantity: number }[];
  shippingMethod: TShippingMethod;
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
}

/** Delivery prices in cents below and from the free-delivery threshold of the Loi Darcos. */
const SHIPPING_RATES: Record<TShippingMethod, { under: number; over: number }> = {
  Home: { under: 699, over: 1 },
  Relay: { under: 499, over: 1 },
  Carrier: { under: 1290, over: 990 },
  Pickup: { under: 0, over: 0 },
  ProWithdrawal: { under: 0, over: 0 },
};
/** Loi n° 2021-1901 (« Darcos ») and its decree of 2023: below 35 € of new books, delivery costs at least 3 €; above, never 0 €. */
export const DARCOS_THRESHOLD_CENTS = 3500;
export const DARCOS_MINIMUM_CENTS = 300;

/** What delivery costs: the shop's rate, never under the Loi Darcos floor; collecting in a store is exempt. */
export const shippingCostCents = (method: TShippingMethod, booksCents: number) => {
  if (method === 'Pickup' || method === 'ProWithdrawal') return 0;
  const rate = SHIPPING_RATES[method];
  return booksCents < DARCOS_THRESHOLD_CENTS
    ? Math.max(rate.under, DARCOS_MINIMUM_CENTS)
    : Math.max(rate.over, 1);
};

/**
 * Where the discount engine will plug in: it takes the priced lines and answers them with their
 * discounts. None yet (and the prix unique du livre caps a book's discount at 5 %).
 */
export const applyDiscounts = (lines: PricedLine[]): PricedLine[] => lines;

/**
 * The one pricing function of the shop: lines from the catalogue (never from the client), discounts,
 * delivery, totals and VAT. 400 at the line of a book the shop does not sell or has no price for.
 */
export const priceCart = async (executor: Executor, cart: CartRequest) => {
  const eans = cart.items.map((item) => item.ean);
  const seen = new Set<string>();
  cart.items.forEach((item, index) => {
    if (seen.has(item.ean))
      throw new AppError('invalid', 'duplicateEan', {
        fields: [{ propertyName: `items.${index}.ean`, message: 'duplicateEan' }],
      });
    seen.add(item.ean);
  });
  const rows = await executor
    .select({
      id: products.id,
      ean: products.ean,
      title: products.title,
      priceWithTax: products.priceWithTax,
      taxRate: products.taxRate,
      weight: products.weight,
      stock: products.stock,
      isVisible: products.isVisible,
    })
    .from(products)
    .where(inArray(products.ean, eans));
  const byEan = new Map(rows.map((row) => [row.ean, row]));
  const fields: { propertyName: string; message: 'cartUnknownProduct' | 'productWithoutPrice' }[] = [];
  const lines: PricedLine[] = [];
  cart.items.forEach((item, index) => {
    const product = byEan.get(item.ean);
    if (!product?.isVisible) {
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
      unitPriceCents: product.priceWithTax,
      taxRate: product.taxRate,
      discountCents: 0,
      weight: product.weight,
      inStock: product.stock,
    });
  });
  const [first] = fields;
  if (first) throw new AppError('invalid', first.message, { fields });
  const discounted = applyDiscounts(lines);
  const goods = discounted.reduce(
    (sum, line) => sum + line.quantity * line.unitPriceCents - line.discountCents,
    0,
  );
  const shippingCents = shippingCostCents(cart.shippingMethod, goods);
  return { lines: discounted, ...documentTotals(discounted, shippingCents) };
};
export type PricedCart = Awaited<ReturnType<typeof priceCart>>;

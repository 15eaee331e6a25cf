import type { TCartAvailability } from '@colophon/contract';
import type { Config } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * What one order at the public intake may ask, and what the site learns of the stock
 * (docs/rules/public-intake.md): a buyer's quantities are capped per line and per order, and the
 * stock is told as a word, never as a count.
 */

export type CartSettings = Pick<
  Config,
  'CART_MAX_COPIES_PER_LINE' | 'CART_MAX_COPIES_PER_ORDER' | 'CART_FEW_LEFT_COPIES'
>;

/**
 * 400 at each line over the per-line cap, else at `items` when the copies together pass the per-order
 * cap; nothing when the caps do not bind this buyer (`capsApplyTo`).
 */
export const refuseOverCaps = (
  items: readonly { quantity: number }[],
  settings: CartSettings,
  applies: boolean,
) => {
  if (!applies) return;
  const max = settings.CART_MAX_COPIES_PER_LINE;
  const over = items.flatMap((item, index) =>
    item.quantity > max
      ? [{ propertyName: `items.${index}.quantity`, message: 'cartLineOverCap' as const }]
      : [],
  );
  if (over.length > 0) throw new AppError('invalid', 'cartLineOverCap', { params: { max }, fields: over });
  const count = items.reduce((sum, item) => sum + item.quantity, 0);
  if (count > settings.CART_MAX_COPIES_PER_ORDER)
    throw new AppError('invalid', 'cartOrderOverCap', {
      params: { max: settings.CART_MAX_COPIES_PER_ORDER, count },
      fields: [{ propertyName: 'items', message: 'cartOrderOverCap' }],
    });
};

/**
 * The word for a book's stock, whatever the quantity asked: a count that depended on the quantity
 * would tell the exact stock to anyone pricing 1, 2, 3… copies.
 */
export const availabilityOf = (stock: number, settings: CartSettings): TCartAvailability => {
  if (stock <= 0) return 'ToOrder';
  return stock <= settings.CART_FEW_LEFT_COPIES ? 'FewLeft' : 'InStock';
};

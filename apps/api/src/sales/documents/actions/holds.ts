import { holdExpiry, type THold, translate } from '@colophon/contract';
import { countSold, giveBackCopies, takeCopies } from '../../../catalog/products/stock.service.ts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../http/app-error.ts';
import { shopDay } from '../../../shop/shop-days.ts';
import { type OrderStep, updateOrder, updateOrderPayment } from '../order-step.ts';
import { cancelLines } from './cancel-items.ts';

/**
 * An unpaid order's hold on its copies (docs/state-machines.md, "Holds"): how long it lasts, what a
 * refused payment gives back at once, what the money takes again, and what the holds job does once
 * the hold has run out.
 */

const MINUTE = 60_000;

/** When a hold placed now ends, by the shop's settings; null when the order does not wait for its money. */
export const holdEnd = (
  hold: THold,
  now: Date,
  config: Pick<Config, 'ORDER_HOLD_CARD_MINUTES' | 'ORDER_HOLD_CHEQUE_DAYS'>,
) => {
  if (hold === 'provider') return new Date(now.getTime() + config.ORDER_HOLD_CARD_MINUTES * MINUTE);
  if (hold === 'post') return new Date(now.getTime() + config.ORDER_HOLD_CHEQUE_DAYS * 24 * 60 * MINUTE);
  return null;
};

/** The lines whose copies the order holds (every line not cancelled nor gone). */
const openLines = (step: OrderStep) =>
  step.order.items.filter((item) => holdExpiry.moves.lines.from.includes(item.status));

/** A refused payment: the copies of the open lines go back on sale (and off the day's sales) now. */
export const releaseCopies = async (step: OrderStep) => {
  const { row } = step.order;
  if (row.copiesReleased) return;
  await giveBackCopies(step.tx, openLines(step), shopDay(row.createdAt));
  await updateOrder(step, { copiesReleased: true, heldUntil: null });
};

/**
 * The money came for an order whose copies went back on sale: they are taken again, or the payment
 * is refused with 409 at the line whose copies have gone to other buyers (staff cancel that line first).
 */
export const takeCopiesAgain = async (step: OrderStep) => {
  const { row } = step.order;
  if (!row.copiesReleased) return;
  const lines = openLines(step);
  for (const line of lines) {
    if (line.productId === null || (await takeCopies(step.tx, line.productId, line.quantity))) continue;
    throw new AppError('not-allowed', 'orderCopiesGone', {
      params: { title: line.title },
      fields: [{ propertyName: 'itemIds', message: 'orderCopiesGone' }],
    });
  }
  await countSold(step.tx, lines, shopDay(row.createdAt));
  await updateOrder(step, { copiesReleased: false });
};

/**
 * The holds job's step on an order past its hold (`holdExpiry`): its payment given up, its open lines
 * cancelled and their copies back on sale, the customer told why.
 */
export const expireHold = async (step: OrderStep) => {
  const { moves } = holdExpiry;
  await updateOrder(step, { status: moves.order, heldUntil: null });
  await cancelLines(step, openLines(step), translate('orderHoldExpired', step.order.row.locale));
  const payment = step.order.payments.find((candidate) => holdExpiry.payments.includes(candidate.status));
  if (payment) await updateOrderPayment(step, payment, { status: moves.payment });
  await updateOrder(step, { paymentStatus: moves.payment });
};

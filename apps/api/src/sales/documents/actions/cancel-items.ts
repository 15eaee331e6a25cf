import { movesOf, type TDocumentItemStatus, translate } from '@colophon/contract';
import { giveBackCopies } from '../../../catalog/products/stock.service.ts';
import { shopDay } from '../../../shop/shop-days.ts';
import { addToCustomerTotals } from '../../customers/customers.repository.ts';
import type { DocumentItemRow } from '../documents.tables.ts';
import { formatMoney, linesText } from '../order-mails.ts';
import { paymentAfterCancelling } from '../order-refunds.ts';
import {
  type ActionInput,
  chosenLines,
  liveLines,
  mailCustomer,
  moveLines,
  type OrderStep,
  refreshTotals,
  settle,
  updateOrder,
  updateOrderPayment,
} from '../order-step.ts';

const CANCELLED: TDocumentItemStatus = movesOf('CancelItems', 'lines').to;

/**
 * Lines cancelled: their copies go back to stock and off the day's sales (unless a refused payment
 * already gave them back), the order costs what is left (its delivery too, once nothing is), a paid
 * order records the refund and one not paid yet lowers what is due, the order follows its lines, and
 * the customer is told what they get back (after `why`, when the shop says why).
 */
export const cancelLines = async (step: OrderStep, lines: readonly DocumentItemRow[], why?: string) => {
  const { tx, order } = step;
  const before = order.row;
  await moveLines(step, lines, CANCELLED);
  if (!before.copiesReleased) await giveBackCopies(tx, lines, shopDay(before.createdAt));
  const totals = await refreshTotals(step, liveLines(step).length === 0 ? 0 : before.shippingCents);
  const payment = order.payments.at(-1);
  const after = paymentAfterCancelling(payment, totals.totalCents);
  if (payment && after) await updateOrderPayment(step, payment, after.payment);
  const refundCents = after?.refundCents ?? 0;
  const paymentStatus = after?.payment.status ?? before.paymentStatus;
  await updateOrder(step, { paymentStatus, refundedCents: before.refundedCents + refundCents });
  await addToCustomerTotals(tx, before.customerId, {
    orders: 0,
    spentCents: totals.totalCents - before.totalCents,
  });
  await settle(step);
  const { locale } = before;
  const refund =
    refundCents > 0
      ? translate('orderRefund', locale, { amount: formatMoney(refundCents, locale) })
      : translate('orderNoRefund', locale);
  await mailCustomer(step, 'orderCancelled', {
    cancelledItems: linesText(lines),
    refund: why ? `${why} ${refund}` : refund,
  });
};

/** CancelItems: the chosen open lines are cancelled. */
export const cancelItems = async (step: OrderStep, input: ActionInput<'cancelItems'>) =>
  cancelLines(step, chosenLines(step, input.itemIds, 'CancelItems'));

import { movesOf, UNSETTLED_PAYMENTS } from '@colophon/contract';
import type { DocumentPaymentRow } from '../documents.tables.ts';
import {
  type ActionInput,
  mailCustomer,
  moveLines,
  notAllowed,
  type OrderStep,
  updateOrder,
  updateOrderPayment,
} from '../order-step.ts';
import { takeCopiesAgain } from './holds.ts';

const moves = {
  payment: movesOf('ValidatePayment', 'payment'),
  order: movesOf('ValidatePayment', 'order'),
  lines: movesOf('ValidatePayment', 'lines'),
};

/**
 * The money arrived: the payment is paid for what the order costs now; the copies are the order's for
 * good (taken again if a refusal gave them back); an order waiting for it goes to preparation, and its
 * waiting lines with it; the customer is told.
 */
export const receivePayment = async (
  step: OrderStep,
  payment: DocumentPaymentRow,
  reference: string | null,
) => {
  const { row } = step.order;
  // The copies a refused payment gave back are the order's again, or nothing is received (409).
  await takeCopiesAgain(step);
  await updateOrderPayment(step, payment, {
    status: moves.payment,
    amountCents: row.totalCents,
    reference: reference ?? payment.reference,
  });
  const waiting = moves.order.from.includes(row.status);
  await updateOrder(step, {
    paymentStatus: moves.payment,
    heldUntil: null,
    ...(waiting ? { status: moves.order.to } : {}),
  });
  if (waiting)
    await moveLines(
      step,
      step.order.items.filter((item) => moves.lines.from.includes(item.status)),
      moves.lines.to,
    );
  await mailCustomer(step, 'orderPaid', {});
};

/** ValidatePayment: the first payment not settled is received. */
export const validatePayment = async (step: OrderStep, input: ActionInput<'validatePayment'>) => {
  const payment = step.order.payments.find((candidate) => UNSETTLED_PAYMENTS.includes(candidate.status));
  if (!payment) throw notAllowed();
  await receivePayment(step, payment, input.reference);
};

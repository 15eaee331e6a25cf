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

const moves = {
  payment: movesOf('ValidatePayment', 'payment'),
  order: movesOf('ValidatePayment', 'order'),
  lines: movesOf('ValidatePayment', 'lines'),
};

/**
 * The money arrived: the payment is paid for what the order costs now; an order waiting for it goes
 * to preparation, and its waiting lines with it; the customer is told.
 */
export const receivePayment = async (
  step: OrderStep,
  payment: DocumentPaymentRow,
  reference: string | null,
) => {
  const { row } = step.order;
  await updateOrderPayment(step, payment, {
    status: moves.payment,
    amountCents: row.totalCents,
    reference: reference ?? payment.reference,
  });
  const waiting = moves.order.from.includes(row.status);
  await updateOrder(step, { paymentStatus: moves.payment, ...(waiting ? { status: moves.order.to } : {}) });
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

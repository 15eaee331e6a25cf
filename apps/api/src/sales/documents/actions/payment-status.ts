import { paymentStatusMoves, paymentTransitions } from '@colophon/contract';
import { invalidField } from '../../../http/app-error.ts';
import { addToCustomerTotals } from '../../customers/customers.repository.ts';
import { issueCreditNote } from '../credit-notes.ts';
import {
  type ActionInput,
  mailCustomer,
  notAllowed,
  type OrderStep,
  updateOrder,
  updateOrderPayment,
} from '../order-step.ts';
import { cancelLines } from './cancel-items.ts';
import { releaseCopies } from './holds.ts';
import { receivePayment } from './receive-payment.ts';

/**
 * DocumentPaymentStatus: staff set a payment's status by hand, as the payment machine allows, and the
 * order follows: paid as ValidatePayment; refused, it waits as PaymentFailed, its copies back on sale; cancelled or voided
 * while waiting, its lines are cancelled; refunded, the rest is given back, and an invoiced order gets
 * its credit note.
 */
export const setPaymentStatus = async (step: OrderStep, input: ActionInput<'paymentStatus'>) => {
  const payment = step.order.payments.find((candidate) => candidate.id === input.paymentId);
  if (!payment) throw invalidField('paymentId', 'unknownPayment');
  if (!paymentTransitions[payment.status].includes(input.status)) throw notAllowed();
  const { row } = step.order;
  switch (input.status) {
    case 'Paid':
      return receivePayment(step, payment, input.reference);
    case 'Refused': {
      const moves = paymentStatusMoves.Refused;
      const order = moves?.order;
      await updateOrderPayment(step, payment, {
        status: 'Refused',
        reference: input.reference ?? payment.reference,
      });
      await updateOrder(step, {
        paymentStatus: 'Refused',
        ...(order?.from.includes(row.status) ? { status: order.to } : {}),
      });
      // A refused payment holds nothing: the copies go back on sale now, not when a hold ends.
      if (moves?.releasesCopies && step.order.row.status === order?.to) await releaseCopies(step);
      return mailCustomer(step, 'orderPaymentFailed', {});
    }
    case 'Cancelled':
    case 'Voided': {
      const { order, lines } = paymentStatusMoves[input.status] ?? {};
      if (order && lines && order.from.includes(row.status)) {
        await updateOrder(step, { status: order.to });
        await cancelLines(
          step,
          step.order.items.filter((item) => lines.from.includes(item.status)),
        );
      }
      await updateOrderPayment(step, payment, { status: input.status });
      await updateOrder(step, { paymentStatus: input.status });
      return;
    }
    case 'Refunded': {
      const more = payment.amountCents - payment.refundedCents;
      await updateOrderPayment(step, payment, { status: 'Refunded', refundedCents: payment.amountCents });
      await updateOrder(step, { paymentStatus: 'Refunded', refundedCents: row.refundedCents + more });
      await addToCustomerTotals(step.tx, row.customerId, { orders: 0, spentCents: -more });
      // Money given back once the invoice is made: its credit note (an invoice is never changed).
      await issueCreditNote(step.tx, row.id, step.by);
      return;
    }
    default:
      await updateOrderPayment(step, payment, { status: input.status });
      await updateOrder(step, { paymentStatus: input.status });
  }
};

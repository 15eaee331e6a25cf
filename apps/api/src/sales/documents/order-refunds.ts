import { refundAfterCancelling, type TPaymentStatus, UNSETTLED_PAYMENTS } from '@colophon/contract';
import type { DocumentPaymentRow } from './documents.tables.ts';

type Payment = Pick<DocumentPaymentRow, 'status' | 'amountCents' | 'refundedCents'>;

/**
 * What cancelling lines does to the order's last payment once the order costs `totalAfterCents`
 * (docs/state-machines.md, CancelItems): money taken beyond it is refunded (`PartiallyRefunded`, or
 * `Refunded` once all of it is); a payment not taken yet asks for less, and ends when nothing is left
 * to pay (`Voided` for an authorisation, else `Cancelled`). Null: the payment stays as it is.
 */
export const paymentAfterCancelling = (
  payment: Payment | undefined,
  totalAfterCents: number,
): { refundCents: number; payment: Partial<Payment> & { status: TPaymentStatus } } | null => {
  if (!payment) return null;
  const refundCents = refundAfterCancelling([payment], totalAfterCents);
  if (refundCents > 0) {
    const refundedCents = payment.refundedCents + refundCents;
    const status = refundedCents >= payment.amountCents ? 'Refunded' : 'PartiallyRefunded';
    return { refundCents, payment: { refundedCents, status } };
  }
  if (!UNSETTLED_PAYMENTS.includes(payment.status)) return null;
  const ended = payment.status === 'Authorized' ? 'Voided' : 'Cancelled';
  return {
    refundCents: 0,
    payment: { amountCents: totalAfterCents, status: totalAfterCents > 0 ? payment.status : ended },
  };
};

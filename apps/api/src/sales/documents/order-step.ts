import {
  type documentEndpoints,
  isInvoiced,
  orderSteps,
  type ParsedBody,
  settledStatus,
  type TDocumentAction,
  type TDocumentItemStatus,
} from '@colophon/contract';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { MailService } from '../../mails/mail-service.ts';
import { shopYear } from '../../shop/shop-days.ts';
import { documentTotals } from './document-totals.ts';
import {
  childOfType,
  type DocumentInsert,
  insertDocument,
  nextNumber,
  setItemsStatus,
  updateDocument,
  updatePayment,
} from './documents.repository.ts';
import type { DocumentItemRow, DocumentPaymentRow, DocumentRow } from './documents.tables.ts';
import type { DocumentState } from './documents.views.ts';
import { invoiceOf } from './order-documents.ts';
import { type OrderMailExtra, type OrderMailName, queueOrderMail } from './order-mails.ts';

/**
 * What an action works on: the order, read once at the version the caller sent and locked to the
 * action's transaction, kept as it is now by the writes below (each writes a row and the order read
 * alike), so that an action never reads its order again.
 */
export interface OrderStep {
  tx: Tx;
  order: DocumentState;
  by: SignedInUser | null;
  now: Date;
  mails: MailService;
}

/** What an action's endpoint takes, as the contract parsed it. */
export type ActionInput<K extends keyof typeof documentEndpoints> = ParsedBody<(typeof documentEndpoints)[K]>;

/** An action the order's state does not allow (409). */
export const notAllowed = () => new AppError('not-allowed', 'transitionNotAllowed');

export const updateOrder = async (step: OrderStep, values: Partial<DocumentInsert>) => {
  await updateDocument(step.tx, step.order.row.id, values);
  step.order.row = { ...step.order.row, ...values } as DocumentRow;
};

export const moveLines = async (
  step: OrderStep,
  lines: readonly DocumentItemRow[],
  to: TDocumentItemStatus,
) => {
  if (lines.length === 0) return;
  const ids = new Set(lines.map((line) => line.id));
  await setItemsStatus(step.tx, [...ids], to);
  step.order.items = step.order.items.map((item) => (ids.has(item.id) ? { ...item, status: to } : item));
};

export const updateOrderPayment = async (
  step: OrderStep,
  payment: DocumentPaymentRow,
  values: Partial<Pick<DocumentPaymentRow, 'status' | 'amountCents' | 'refundedCents' | 'reference'>>,
) => {
  await updatePayment(step.tx, payment.id, values);
  step.order.payments = step.order.payments.map((other) =>
    other.id === payment.id ? { ...other, ...values, updatedAt: step.now } : other,
  );
};

/** The lines not cancelled. */
export const liveLines = (step: OrderStep) => step.order.items.filter((item) => item.status !== 'Cancelled');

/**
 * The lines an action names, as the action may take them: 400 at `itemIds` for a line of another
 * order, 409 for a line whose status the action does not move.
 */
export const chosenLines = (step: OrderStep, ids: readonly number[], action: TDocumentAction) => {
  const byId = new Map(step.order.items.map((item) => [item.id, item]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new AppError('invalid', 'unknownItems', {
      params: { ids: unknown.join(', ') },
      fields: [{ propertyName: 'itemIds', message: 'unknownItems' }],
    });
  const chosen = [...new Set(ids)].map((id) => byId.get(id) as DocumentItemRow);
  const from = orderSteps[action].moves?.lines?.from ?? [];
  const refused = chosen.filter((item) => !from.includes(item.status));
  if (refused.length > 0)
    throw new AppError('not-allowed', 'itemsNotAllowed', {
      params: { ids: refused.map((item) => item.id).join(', ') },
      fields: [{ propertyName: 'itemIds', message: 'itemsNotAllowed' }],
    });
  return chosen;
};

/** Puts the live lines' totals on the order (the delivery as given: none once nothing is left). */
export const refreshTotals = async (step: OrderStep, shippingCents: number) => {
  const totals = documentTotals(liveLines(step), shippingCents);
  await updateOrder(step, {
    itemsCount: totals.itemsCount,
    itemsTotalCents: totals.itemsTotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
  });
  return totals;
};

/**
 * The invoice of an order, made once, when its books have left (shipped, or handed over): its
 * number comes from the counter in this transaction, so invoice numbers have no gap.
 */
const issueInvoice = async (step: OrderStep) => {
  const { tx, order, now } = step;
  if (await childOfType(tx, order.row.id, 'Invoice')) return;
  const number = await nextNumber(tx, 'Invoice', shopYear(now));
  const invoice = invoiceOf(order.row, liveLines(step), number, now);
  await insertDocument(tx, invoice.document, invoice.items);
};

/** After lines moved, the order follows them ("settling"), and is invoiced once its books have left. */
export const settle = async (step: OrderStep) => {
  const status = settledStatus(step.order.row.status, step.order.items);
  if (status !== step.order.row.status) await updateOrder(step, { status });
  if (isInvoiced(status)) await issueInvoice(step);
};

/** Mails the customer about the order as it is now (its total, its lines not cancelled). */
export const mailCustomer = async <T extends OrderMailName>(
  step: OrderStep,
  template: T,
  data: OrderMailExtra<T>,
) => {
  await queueOrderMail(step.mails, step.tx, step.order, template, data);
};

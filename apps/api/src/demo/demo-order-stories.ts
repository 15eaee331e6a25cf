import {
  allows,
  type MachineState,
  movesOf,
  orderStarts,
  paymentStatusMoves,
  paymentTransitions,
  settledStatus,
  type TDocumentAction,
  type TDocumentItemStatus,
  type TPaymentMethod,
  type TPaymentStatus,
} from '@colophon/contract';
import { documentTotals } from '../sales/documents/document-totals.ts';
import { paymentAfterCancelling } from '../sales/documents/order-refunds.ts';
import type { Random } from './random.ts';

/**
 * What happened to each demo order, told as the actions staff took, and replayed through the order
 * machine's table (the contract's `orderSteps`), the intake's starts and the refund rule the actions
 * use: a demo order is in a state the shop's own rules lead to, or the seed stops.
 */

export type Fate =
  | 'AwaitingPayment'
  | 'PaymentFailed'
  | 'PaymentCanceled'
  | 'Processing'
  | 'ReadyForPickup'
  | 'Shipped'
  | 'Complete'
  | 'PartlyCancelled'
  | 'Cancelled';

/** Old orders are settled; recent ones are on every path. */
export const fateOf = (random: Random, ageDays: number, collected: boolean): Fate => {
  const r = random.next();
  if (ageDays > 10) {
    if (r < 0.03) return 'PaymentCanceled';
    if (r < 0.07) return 'Cancelled';
    if (r < 0.15) return 'PartlyCancelled';
    return 'Complete';
  }
  if (r < 0.2) return 'AwaitingPayment';
  if (r < 0.25) return 'PaymentFailed';
  if (r < 0.45) return 'Processing';
  if (r < 0.6) return collected ? 'ReadyForPickup' : 'Shipped';
  if (r < 0.75) return 'Shipped';
  if (r < 0.8) return 'PartlyCancelled';
  return collected ? 'ReadyForPickup' : 'Complete';
};

/** The fates where the money never came: the customer chose to pay online or by cheque. */
export const waitsForMoney = (fate: Fate) =>
  fate === 'AwaitingPayment' || fate === 'PaymentFailed' || fate === 'PaymentCanceled';

type Chapter =
  | { action: 'ValidatePayment' | 'ShippItems' | 'DeliveryPackage' | 'NotifyPicking' | 'ValidatePicking' }
  | { action: 'DocumentPaymentStatus'; status: TPaymentStatus }
  | { action: 'CancelItems'; lines: 'first' | 'all' };

const storyOf = (fate: Fate, collected: boolean, paidAtStore: boolean, lineCount: number): Chapter[] => {
  const pay: Chapter[] = paidAtStore ? [] : [{ action: 'ValidatePayment' }];
  const handOver: Chapter[] = collected
    ? [{ action: 'NotifyPicking' }, { action: 'ValidatePicking' }]
    : [{ action: 'ShippItems' }, { action: 'DeliveryPackage' }];
  switch (fate) {
    case 'AwaitingPayment':
      return [];
    case 'PaymentFailed':
      return [{ action: 'DocumentPaymentStatus', status: 'Refused' }];
    case 'PaymentCanceled':
      return [{ action: 'DocumentPaymentStatus', status: 'Cancelled' }];
    case 'Processing':
      return pay;
    case 'ReadyForPickup':
      return [...pay, { action: 'NotifyPicking' }];
    case 'Shipped':
      return collected ? [...pay, { action: 'NotifyPicking' }] : [...pay, { action: 'ShippItems' }];
    case 'Complete':
      return [...pay, ...handOver];
    case 'PartlyCancelled':
      return [
        ...pay,
        ...(lineCount > 1 ? [{ action: 'CancelItems', lines: 'first' } as const] : []),
        ...handOver,
      ];
    case 'Cancelled':
      return [...pay, { action: 'CancelItems', lines: 'all' }];
  }
};

/** The flags of a shop that manages its orders here and ships collected orders only at the store. */
const FLAGS = {
  showOrderManage: true,
  shipPickupOrders: false,
  editDocumentComment: true,
  generateLabels: true,
};

export interface StoryLine {
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
  taxRate: number;
  status: TDocumentItemStatus;
}

/** An order's state once its story is told: what the demo writes. */
export type Told = ReturnType<typeof tell>;

/**
 * Tells an order's story from its intake: each chapter must be allowed by the table in the state the
 * previous ones left, and moves what the table says (lines, payment, package, order), the order then
 * settling on its lines; cancelled lines lower the total and refund what was taken beyond it.
 */
export const tell = (
  order: { fate: Fate; paymentMethod: TPaymentMethod; shippingMethod: MachineState['shippingMethod'] },
  ordered: readonly Omit<StoryLine, 'status'>[],
  shippingCents: number,
  at: Date,
) => {
  const start = orderStarts[order.paymentMethod];
  const collected = order.shippingMethod === 'Pickup' || order.shippingMethod === 'ProWithdrawal';
  const lines: StoryLine[] = ordered.map((line) => ({ ...line, status: start.items }));
  const totalOf = (shipping: number) =>
    documentTotals(
      lines.map((line) => ({ ...line, cancelled: line.status === 'Cancelled' })),
      shipping,
    ).totalCents;
  const state = {
    type: 'Order' as const,
    status: start.status,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    readyForPickupAt: null as Date | null,
    payment: { status: start.payment, amountCents: totalOf(shippingCents), refundedCents: 0 },
    parcel: null as { status: 'Shipped' | 'Delivered' } | null,
    shippingCents,
    refundedCents: 0,
  };
  const machine = (): MachineState => ({
    ...state,
    items: lines.map((line, id) => ({ id, status: line.status })),
    payments: [{ id: 0, status: state.payment.status }],
    packages: state.parcel ? [{ id: 0, ...state.parcel }] : [],
  });
  const move = (from: readonly TDocumentItemStatus[], to: TDocumentItemStatus, which?: 'first') =>
    lines.forEach((line, index) => {
      if (from.includes(line.status) && (which !== 'first' || index === 0)) line.status = to;
    });
  const settle = () => {
    state.status = settledStatus(state.status, lines);
  };
  const cancel = (which?: 'first') => {
    move(movesOf('CancelItems', 'lines').from, 'Cancelled', which);
    if (lines.every((line) => line.status === 'Cancelled')) state.shippingCents = 0;
    const after = paymentAfterCancelling(state.payment, totalOf(state.shippingCents));
    if (after) state.payment = { ...state.payment, ...after.payment };
    state.refundedCents += after?.refundCents ?? 0;
    settle();
  };
  const paidAtStore = order.paymentMethod === 'ManualAtPickup';
  for (const chapter of storyOf(order.fate, collected, paidAtStore, lines.length)) {
    const action: TDocumentAction = chapter.action;
    if (!allows(action, machine(), FLAGS)) throw new Error(`a demo ${order.fate} order cannot ${action}`);
    if (chapter.action === 'ValidatePayment' || (chapter.action === 'ValidatePicking' && paidAtStore)) {
      const waiting = movesOf('ValidatePayment', 'order');
      state.payment = { ...state.payment, status: 'Paid', amountCents: totalOf(state.shippingCents) };
      if (chapter.action === 'ValidatePayment' && waiting.from.includes(state.status)) {
        state.status = waiting.to;
        move(movesOf('ValidatePayment', 'lines').from, movesOf('ValidatePayment', 'lines').to);
      }
    }
    if (chapter.action === 'DocumentPaymentStatus') {
      if (!paymentTransitions[state.payment.status].includes(chapter.status))
        throw new Error(`a demo payment cannot go from ${state.payment.status} to ${chapter.status}`);
      const moves = paymentStatusMoves[chapter.status];
      if (moves?.order?.from.includes(state.status)) {
        state.status = moves.order.to;
        if (moves.lines) cancel();
      }
      state.payment = { ...state.payment, status: chapter.status };
    }
    if (chapter.action === 'CancelItems') cancel(chapter.lines === 'first' ? 'first' : undefined);
    if (chapter.action === 'NotifyPicking') state.readyForPickupAt = at;
    if (
      chapter.action === 'ShippItems' ||
      chapter.action === 'ValidatePicking' ||
      chapter.action === 'DeliveryPackage'
    ) {
      const moved = movesOf(chapter.action, 'lines');
      move(moved.from, moved.to);
      if (chapter.action === 'ShippItems') state.parcel = { status: 'Shipped' };
      if (chapter.action === 'DeliveryPackage')
        state.parcel = { status: movesOf('DeliveryPackage', 'package').to };
      settle();
    }
  }
  return {
    status: state.status,
    payment: state.payment,
    lines,
    shippingCents: state.shippingCents,
    refundedCents: state.refundedCents,
    readyForPickupAt: state.readyForPickupAt,
    parcel: state.parcel,
  };
};

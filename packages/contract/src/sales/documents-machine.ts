import type { TFeatureFlags } from '../hosting/client.ts';
import {
  collectedShippingMethods,
  documentActions,
  documentStatuses,
  type packageStatuses,
  type TDocumentAction,
  type TDocumentItemStatus,
  type TDocumentStatus,
  type TDocumentType,
  type TPaymentMethod,
  type TPaymentStatus,
  type TShippingMethod,
} from './documents.ts';

/**
 * The state machine of orders (docs/state-machines.md), as one table read by the API (which checks it
 * before every action and answers `allowedActions`) and by the console (which offers the actions that
 * fit an order and enables those the API allows): which order, line, payment and package statuses
 * each action is taken from, and where it moves them.
 */

type TPackageStatus = (typeof packageStatuses)[number];

/** Lines that can still be shipped, handed over or cancelled. */
export const OPEN_ITEM_STATUSES: readonly TDocumentItemStatus[] = ['Created', 'Pending', 'Processing'];
/** Order statuses before anything left the shop. */
export const OPEN_ORDER_STATUSES: readonly TDocumentStatus[] = [
  'Created',
  'Pending',
  'AwaitingPayment',
  'PaymentFailed',
  'Processing',
];
/** Order statuses waiting for the money. */
export const WAITING_ORDER_STATUSES: readonly TDocumentStatus[] = [
  'Created',
  'Pending',
  'AwaitingPayment',
  'PaymentFailed',
];
/** Every order status but the two dead ends. */
const ALIVE: readonly TDocumentStatus[] = documentStatuses.filter(
  (status) => status !== 'Cancelled' && status !== 'PaymentCanceled',
);
/** Payments that are not settled: a payment may still be received on them. */
export const UNSETTLED_PAYMENTS: readonly TPaymentStatus[] = ['Temp', 'Pending', 'Authorized', 'Refused'];

/** The payment statuses staff may set by hand, from each status (DocumentPaymentStatus). */
export const paymentTransitions: Record<TPaymentStatus, readonly TPaymentStatus[]> = {
  Temp: ['Pending'],
  Pending: ['Paid', 'Authorized', 'Refused', 'Cancelled'],
  Authorized: ['Paid', 'Voided', 'Refused'],
  Refused: ['Pending', 'Paid', 'Cancelled'],
  Paid: ['Refunded'],
  PartiallyRefunded: ['Refunded'],
  Refunded: [],
  Cancelled: [],
  Voided: [],
};
const MOVABLE_PAYMENTS = (Object.keys(paymentTransitions) as TPaymentStatus[]).filter(
  (status) => paymentTransitions[status].length > 0,
);

/**
 * How an order holds its copies while its money is not confirmed (docs/state-machines.md, "Holds"):
 * `provider`, a card or PayPal payment waiting for its provider, and `post`, a cheque the shop waits
 * for, hold them for the time the shop set (ORDER_HOLD_CARD_MINUTES, ORDER_HOLD_CHEQUE_DAYS), then
 * the holds job gives them back; `kept`: paid, or trusted to pay (at the store, on invoice), the
 * copies are the order's; `none`: a refused payment holds nothing.
 */
export type THold = 'provider' | 'post' | 'kept' | 'none';

/** Where an order placed with each payment method starts (docs/state-machines.md, "Intake"). */
export const orderStarts: Record<
  TPaymentMethod,
  { status: TDocumentStatus; payment: TPaymentStatus; items: TDocumentItemStatus; hold: THold }
> = {
  CreditCard: { status: 'AwaitingPayment', payment: 'Pending', items: 'Pending', hold: 'provider' },
  Paypal: { status: 'AwaitingPayment', payment: 'Pending', items: 'Pending', hold: 'provider' },
  Check: { status: 'AwaitingPayment', payment: 'Pending', items: 'Pending', hold: 'post' },
  FictiveValid: { status: 'Processing', payment: 'Paid', items: 'Processing', hold: 'kept' },
  FictiveInvalid: { status: 'PaymentFailed', payment: 'Refused', items: 'Pending', hold: 'none' },
  ManualAtPickup: { status: 'Processing', payment: 'Pending', items: 'Processing', hold: 'kept' },
  OnInvoice: { status: 'Processing', payment: 'Pending', items: 'Processing', hold: 'kept' },
};

type Flag = 'showOrderManage' | 'editDocumentComment' | 'generateLabels';
export type MachineFlags = Pick<TFeatureFlags, Flag | 'shipPickupOrders'>;

/** One action of the table: what it needs, then what it moves. */
export interface OrderStep {
  /** Every document type takes it (a comment); otherwise orders only. */
  anyDocument?: true;
  /** The shop's flag it needs (docs/clients.md). */
  flag?: Flag;
  /** Delivered orders only, or collected ones only (click and collect). */
  shipping?: 'delivered' | 'collected';
  /** A delivered-only step a shop may take on collected orders too. */
  collectedWith?: 'shipPickupOrders';
  /** The order statuses it is taken from (every one when absent). */
  from?: readonly TDocumentStatus[];
  /** Taken from any status too once a payment is settled: money taken can still be given back. */
  anyStatusOnceSettled?: true;
  /** Whether the customer must have been told (true) or not yet (false) that the books wait at the store. */
  notified?: boolean;
  /** At least one line, payment or package in these statuses; `none`: no package yet. */
  needs?: {
    lines?: readonly TDocumentItemStatus[];
    payments?: readonly TPaymentStatus[];
    packages?: readonly TPackageStatus[] | 'none';
  };
  /** What it moves: the lines (those chosen, or all in `from`), the payment, the package, the order. */
  moves?: {
    lines?: { from: readonly TDocumentItemStatus[]; to: TDocumentItemStatus };
    payment?: TPaymentStatus;
    package?: { from: TPackageStatus; to: TPackageStatus };
    /**
     * The order goes there from these statuses (and the lines move only with it); otherwise it
     * settles on its lines (`settledStatus`).
     */
    order?: { from: readonly TDocumentStatus[]; to: TDocumentStatus };
  };
}

const manage = { flag: 'showOrderManage' } as const;

export const orderSteps: Record<TDocumentAction, OrderStep> = {
  ValidatePayment: {
    ...manage,
    from: ALIVE,
    needs: { payments: UNSETTLED_PAYMENTS },
    moves: {
      payment: 'Paid',
      order: { from: WAITING_ORDER_STATUSES, to: 'Processing' },
      lines: { from: ['Created', 'Pending'], to: 'Processing' },
    },
  },
  ShippItems: {
    ...manage,
    shipping: 'delivered',
    collectedWith: 'shipPickupOrders',
    from: ['Processing'],
    needs: { lines: ['Processing'] },
    moves: { lines: { from: ['Processing'], to: 'Shipped' } },
  },
  CancelItems: {
    ...manage,
    from: OPEN_ORDER_STATUSES,
    needs: { lines: OPEN_ITEM_STATUSES },
    moves: { lines: { from: OPEN_ITEM_STATUSES, to: 'Cancelled' } },
  },
  NotifyPicking: {
    ...manage,
    shipping: 'collected',
    from: ['Processing'],
    notified: false,
    needs: { lines: ['Processing'] },
  },
  ValidatePicking: {
    ...manage,
    shipping: 'collected',
    from: ['Processing'],
    notified: true,
    needs: { lines: ['Processing'] },
    moves: { lines: { from: ['Processing'], to: 'Complete' } },
  },
  DeliveryPackage: {
    ...manage,
    from: ['Processing', 'Shipped'],
    needs: { packages: ['Shipped'] },
    moves: { package: { from: 'Shipped', to: 'Delivered' }, lines: { from: ['Shipped'], to: 'Complete' } },
  },
  DocumentPaymentStatus: {
    ...manage,
    from: ALIVE,
    anyStatusOnceSettled: true,
    needs: { payments: MOVABLE_PAYMENTS },
  },
  DocumentComment: { anyDocument: true, flag: 'editDocumentComment' },
  ShippingAddress: { shipping: 'delivered', from: OPEN_ORDER_STATUSES, needs: { packages: 'none' } },
  GenerateLabel: { flag: 'generateLabels', needs: { packages: ['Shipped', 'Delivered'] } },
};

/**
 * What a payment status set by hand (DocumentPaymentStatus) moves besides the payment: `Paid` is
 * ValidatePayment's; a refusal makes an order waiting for it PaymentFailed and gives its copies back
 * at once (they are taken again when the money comes); a payment cancelled or voided while the order
 * waits abandons the order, its open lines cancelled.
 */
export const paymentStatusMoves: Partial<
  Record<TPaymentStatus, Pick<Moves, 'order' | 'lines'> & { releasesCopies?: true }>
> = {
  Refused: { order: { from: ['AwaitingPayment'], to: 'PaymentFailed' }, releasesCopies: true },
  Cancelled: {
    order: { from: ['AwaitingPayment', 'PaymentFailed'], to: 'PaymentCanceled' },
    lines: { from: OPEN_ITEM_STATUSES, to: 'Cancelled' },
  },
  Voided: {
    order: { from: ['AwaitingPayment', 'PaymentFailed'], to: 'PaymentCanceled' },
    lines: { from: OPEN_ITEM_STATUSES, to: 'Cancelled' },
  },
};

/**
 * The shop's own step when an unpaid order's hold has run out: taken by the `order-holds` job, never
 * by staff (it is in no `allowedActions`). An order still waiting for a payment nobody confirmed has
 * its payment given up and its open lines cancelled, and its copies go back on sale.
 */
export const holdExpiry = {
  /** Its name in the activity log and the order's history. */
  action: 'HoldExpired',
  from: ['AwaitingPayment'] as readonly TDocumentStatus[],
  payments: ['Temp', 'Pending'] as readonly TPaymentStatus[],
  moves: {
    payment: 'Cancelled' as TPaymentStatus,
    order: 'PaymentCanceled' as TDocumentStatus,
    lines: { from: OPEN_ITEM_STATUSES, to: 'Cancelled' as TDocumentItemStatus },
  },
};

/** Whether the holds job gives up this order now: it waits for an unconfirmed payment past its hold. */
export const holdHasExpired = (
  order: { status: TDocumentStatus; paymentStatus: TPaymentStatus; heldUntil: Date | string | null },
  now: Date,
) =>
  order.heldUntil !== null &&
  new Date(order.heldUntil).getTime() <= now.getTime() &&
  holdExpiry.from.includes(order.status) &&
  holdExpiry.payments.includes(order.paymentStatus);

type Moves = NonNullable<OrderStep['moves']>;

/** What an action moves of one part (its lines, payment, package, the order), as the table says. */
export const movesOf = <K extends keyof Moves>(action: TDocumentAction, part: K): NonNullable<Moves[K]> => {
  const moved = orderSteps[action].moves?.[part];
  if (moved === undefined) throw new Error(`the order machine has ${action} move no ${part}`);
  return moved;
};

/** What the table reads of an order. */
export interface MachineState {
  type: TDocumentType;
  status: TDocumentStatus;
  paymentMethod: TPaymentMethod;
  shippingMethod: TShippingMethod;
  readyForPickupAt: Date | string | null;
  items: readonly { id: number; status: TDocumentItemStatus }[];
  payments: readonly { id: number; status: TPaymentStatus }[];
  packages: readonly { id: number; status: TPackageStatus }[];
}

export const isCollected = (method: TShippingMethod) => collectedShippingMethods.includes(method);

/**
 * Whether an action belongs to this document's story at all, whatever its state: its type, how its
 * books reach the customer. The console offers these (enabled when `allowedActions` has them).
 */
export const actionFits = (
  action: TDocumentAction,
  document: Pick<MachineState, 'type' | 'shippingMethod'>,
  flags: Pick<MachineFlags, 'shipPickupOrders'>,
) => {
  const step = orderSteps[action];
  if (document.type !== 'Order' && !step.anyDocument) return false;
  const collected = isCollected(document.shippingMethod);
  if (step.shipping === 'collected') return collected;
  if (step.shipping === 'delivered' && collected)
    return step.collectedWith !== undefined && flags[step.collectedWith];
  return true;
};

const some = <T extends string>(parts: readonly { status: T }[], statuses: readonly T[]) =>
  parts.some((part) => statuses.includes(part.status));

/** Whether the order's state and the shop's flags allow the action now. */
export const allows = (action: TDocumentAction, state: MachineState, flags: MachineFlags) => {
  const step = orderSteps[action];
  if (!actionFits(action, state, flags)) return false;
  if (step.flag && !flags[step.flag]) return false;
  const settled = state.payments.some((payment) => !UNSETTLED_PAYMENTS.includes(payment.status));
  if (step.from && !step.from.includes(state.status) && !(step.anyStatusOnceSettled && settled)) return false;
  if (step.notified !== undefined && step.notified !== (state.readyForPickupAt !== null)) return false;
  const needs = step.needs ?? {};
  if (needs.lines && !some(state.items, needs.lines)) return false;
  if (needs.payments && !some(state.payments, needs.payments)) return false;
  if (needs.packages === 'none') return state.packages.length === 0;
  if (needs.packages && !some(state.packages, needs.packages)) return false;
  return true;
};

/** The actions the order allows now, in the table's order: the API's `allowedActions`. */
export const allowedActions = (state: MachineState, flags: MachineFlags): TDocumentAction[] =>
  documentActions.filter((action) => allows(action, state, flags));

/** The line actions a line allows, given the order's: its status is one the action moves. */
export const lineActions = (status: TDocumentItemStatus, allowed: readonly TDocumentAction[]) =>
  (['ShippItems', 'CancelItems'] as const).filter(
    (action) => allowed.includes(action) && orderSteps[action].moves?.lines?.from.includes(status),
  );

/** The statuses a payment may be set to by hand now. */
export const paymentStatusesAllowed = (status: TPaymentStatus, allowed: readonly TDocumentAction[]) =>
  allowed.includes('DocumentPaymentStatus') ? [...paymentTransitions[status]] : [];

/** The package actions a package allows, given the order's. */
export const packageActions = (status: TPackageStatus, allowed: readonly TDocumentAction[]) =>
  (['DeliveryPackage', 'GenerateLabel'] as const).filter(
    (action) =>
      allowed.includes(action) &&
      (action !== 'DeliveryPackage' || orderSteps.DeliveryPackage.moves?.package?.from === status),
  );

/**
 * Where an order goes once its lines moved ("settling"): no live line left, it is cancelled (an
 * abandoned payment keeps `PaymentCanceled`); no open line left, it is complete when every live line
 * is, else shipped; otherwise it stays.
 */
export const settledStatus = (
  status: TDocumentStatus,
  lines: readonly { status: TDocumentItemStatus }[],
): TDocumentStatus => {
  const live = lines.filter((line) => line.status !== 'Cancelled');
  if (live.length === 0) return status === 'PaymentCanceled' ? 'PaymentCanceled' : 'Cancelled';
  if (some(live, OPEN_ITEM_STATUSES)) return status;
  return live.every((line) => line.status === 'Complete') ? 'Complete' : 'Shipped';
};

/** Whether a settled status means the books have all left: the order is then invoiced. */
export const isInvoiced = (status: TDocumentStatus) => status === 'Shipped' || status === 'Complete';

/**
 * CancelItems: what the order costs once these lines are gone (the delivery goes with the last
 * live line), in cents.
 */
export const totalAfterCancelling = (
  order: { totalCents: number; shippingCents: number; liveLines: number },
  cancelled: { lines: number; cents: number },
) => order.totalCents - cancelled.cents - (cancelled.lines >= order.liveLines ? order.shippingCents : 0);

/** CancelItems on a paid order: the money its last payment took beyond what the order now costs. */
export const refundAfterCancelling = (
  payments: readonly { status: TPaymentStatus; amountCents: number; refundedCents: number }[],
  totalAfterCents: number,
) => {
  const payment = payments.at(-1);
  if (!payment || (payment.status !== 'Paid' && payment.status !== 'PartiallyRefunded')) return 0;
  return Math.max(0, payment.amountCents - payment.refundedCents - totalAfterCents);
};

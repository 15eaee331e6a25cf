import {
  collectedShippingMethods,
  type TDocumentAction,
  type TDocumentItemStatus,
  type TDocumentStatus,
  type TDocumentType,
  type TFeatureFlags,
  type TPaymentMethod,
  type TPaymentStatus,
  type TShippingMethod,
} from '@colophon/contract';

/**
 * The state machine of an order (docs/state-machines.md): which action each state allows. The
 * console enables what `allowedActions` answers; the server checks the same function before acting.
 */

export interface MachineState {
  type: TDocumentType;
  status: TDocumentStatus;
  paymentMethod: TPaymentMethod;
  shippingMethod: TShippingMethod;
  readyForPickupAt: Date | null;
  items: { id: number; status: TDocumentItemStatus }[];
  payments: { id: number; status: TPaymentStatus }[];
  packages: { id: number; status: 'Shipped' | 'Delivered' }[];
}

type Flags = Pick<
  TFeatureFlags,
  'editDocumentComment' | 'generateLabels' | 'shipPickupOrders' | 'showOrderManage'
>;

/** Lines that can still be shipped, handed over or cancelled. */
export const OPEN_ITEM_STATUSES: readonly TDocumentItemStatus[] = ['Created', 'Pending', 'Processing'];
/** Order statuses before anything left the shop. */
const OPEN_ORDER: readonly TDocumentStatus[] = [
  'Created',
  'Pending',
  'AwaitingPayment',
  'PaymentFailed',
  'Processing',
];

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

/** Payments that are not settled: a payment may still be received on them. */
export const UNSETTLED_PAYMENTS: readonly TPaymentStatus[] = ['Temp', 'Pending', 'Authorized', 'Refused'];

export const isCollected = (method: TShippingMethod) => collectedShippingMethods.includes(method);

export const allowedActions = (state: MachineState, flags: Flags): TDocumentAction[] => {
  if (state.type !== 'Order') return flags.editDocumentComment ? ['DocumentComment'] : [];
  const actions: TDocumentAction[] = [];
  const open = state.items.filter((item) => OPEN_ITEM_STATUSES.includes(item.status));
  const toPrepare = state.items.filter((item) => item.status === 'Processing');
  const collected = isCollected(state.shippingMethod);
  const unsettled = state.payments.some((payment) => UNSETTLED_PAYMENTS.includes(payment.status));
  const settled = state.payments.some((payment) => !UNSETTLED_PAYMENTS.includes(payment.status));
  const alive = state.status !== 'Cancelled' && state.status !== 'PaymentCanceled';
  const manage = flags.showOrderManage;

  if (manage && alive && unsettled) actions.push('ValidatePayment');
  if (
    manage &&
    state.status === 'Processing' &&
    toPrepare.length > 0 &&
    (!collected || flags.shipPickupOrders)
  )
    actions.push('ShippItems');
  if (manage && OPEN_ORDER.includes(state.status) && open.length > 0) actions.push('CancelItems');
  if (manage && collected && state.status === 'Processing' && toPrepare.length > 0 && !state.readyForPickupAt)
    actions.push('NotifyPicking');
  if (manage && collected && state.status === 'Processing' && toPrepare.length > 0 && state.readyForPickupAt)
    actions.push('ValidatePicking');
  if (
    manage &&
    (state.status === 'Processing' || state.status === 'Shipped') &&
    state.packages.some((parcel) => parcel.status === 'Shipped')
  )
    actions.push('DeliveryPackage');
  if (
    manage &&
    state.payments.some((payment) => paymentTransitions[payment.status].length > 0) &&
    (alive || settled)
  )
    actions.push('DocumentPaymentStatus');
  if (flags.editDocumentComment) actions.push('DocumentComment');
  if (!collected && OPEN_ORDER.includes(state.status) && state.packages.length === 0)
    actions.push('ShippingAddress');
  if (flags.generateLabels && state.packages.length > 0) actions.push('GenerateLabel');
  return actions;
};

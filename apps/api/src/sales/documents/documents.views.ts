import {
  allowedActions,
  documentStatuses,
  holdExpiry,
  lineActions,
  type MachineState,
  packageActions,
  paymentStatusesAllowed,
  type TDocument,
  type TDocumentEvent,
  type TDocumentItem,
  type TDocumentMessage,
  type TDocumentPayment,
  type TDocumentStatus,
  type TDocumentSummary,
  type TFeatureFlags,
  type TPackage,
  type TRebate,
  type TRelatedDocument,
} from '@colophon/contract';
import type { activityLog } from '../../activity/activity.tables.ts';
import type { Rebate } from '../../marketing/discounts/discount-engine-input.ts';
import { toStore } from '../stores/stores.repository.ts';
import type { StoreRow } from '../stores/stores.tables.ts';
import { documentTotals, lineTotalCents } from './document-totals.ts';
import type {
  DocumentItemRow,
  DocumentMessageRow,
  DocumentPackageRow,
  DocumentPaymentRow,
  DocumentRow,
} from './documents.tables.ts';

const euros = (cents: number) => cents / 100;

const toRebates = (rebates: readonly Rebate[]): TRebate[] =>
  rebates.map((rebate) => ({ name: rebate.name, amount: euros(rebate.cents) }));

/** Each discount once, with all it took off these lines and delivery, in the order they first appear. */
const rebatesSummary = (lines: readonly DocumentItemRow[], shipping: readonly Rebate[]): Rebate[] => {
  const byName = new Map<string, number>();
  for (const rebate of [...lines.flatMap((line) => line.rebates), ...shipping])
    byName.set(rebate.name, (byName.get(rebate.name) ?? 0) + rebate.cents);
  return [...byName].map(([name, cents]) => ({ name, cents }));
};

export const toDocumentSummary = (row: DocumentRow, ownerUserName: string | null): TDocumentSummary => ({
  id: row.id,
  version: row.version,
  documentType: row.type,
  number: row.number,
  status: row.status,
  paymentStatus: row.paymentStatus,
  paymentMethod: row.paymentMethod,
  shippingMethod: row.shippingMethod,
  customer: {
    id: row.customerId,
    email: row.customerEmail,
    firstName: row.billingAddress.firstName,
    lastName: row.billingAddress.lastName,
    customerRole: 'Individual',
  },
  storeId: row.storeId,
  ownerUserName,
  itemsCount: row.itemsCount,
  total: euros(row.totalCents),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The document's allowed actions, which the table narrows to each line, payment and package. */
type Allowed = TDocument['allowedActions'];

export const toItem = (row: DocumentItemRow, allowed: Allowed = []): TDocumentItem => ({
  id: row.id,
  productId: row.productId,
  ean: row.ean,
  title: row.title,
  quantity: row.quantity,
  unitPrice: euros(row.unitPriceCents),
  unitPriceNoTax: euros(Math.round(row.unitPriceCents / (1 + row.taxRate))),
  taxRate: row.taxRate,
  discount: euros(row.discountCents),
  rebates: toRebates(row.rebates),
  total: euros(lineTotalCents(row)),
  weight: row.weight,
  secondHand: row.secondHand,
  status: row.status,
  allowedActions: lineActions(row.status, allowed),
});

export const toPayment = (row: DocumentPaymentRow, allowed: Allowed = []): TDocumentPayment => ({
  id: row.id,
  method: row.method,
  amount: euros(row.amountCents),
  refunded: euros(row.refundedCents),
  status: row.status,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  allowedStatuses: paymentStatusesAllowed(row.status, allowed),
});

export const toPackage = (row: DocumentPackageRow, allowed: Allowed = []): TPackage => ({
  id: row.id,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  status: row.status,
  itemIds: row.itemIds,
  weight: row.weight,
  deliveryDocumentId: row.deliveryDocumentId,
  hasLabel: row.labelKey !== null,
  shippedAt: row.shippedAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  allowedActions: packageActions(row.status, allowed),
});

export const toMessage = (row: DocumentMessageRow): TDocumentMessage => ({
  id: row.id,
  documentId: row.documentId,
  from: row.from,
  userName: row.userName,
  body: row.body,
  mailId: row.mailId,
  createdAt: row.createdAt.toISOString(),
});

export const toRelated = (row: DocumentRow): TRelatedDocument => ({
  id: row.id,
  documentType: row.type,
  number: row.number,
  status: row.status,
  total: euros(row.totalCents),
  createdAt: row.createdAt.toISOString(),
});

/** A document as one read of it gathers it. */
export interface DocumentState {
  row: DocumentRow;
  items: DocumentItemRow[];
  payments: DocumentPaymentRow[];
  packages: DocumentPackageRow[];
  store: StoreRow | null;
  ownerUserName: string | null;
  customerRole: TDocument['customer']['customerRole'];
}

export const totalsOf = (state: Pick<DocumentState, 'row' | 'items'>) =>
  documentTotals(
    state.items.map((item) => ({ ...item, cancelled: item.status === 'Cancelled' })),
    state.row.shippingCents,
  );

/** What the order machine (the contract's table) reads of a document. */
export const machineStateOf = (state: DocumentState): MachineState => ({
  type: state.row.type,
  status: state.row.status,
  paymentMethod: state.row.paymentMethod,
  shippingMethod: state.row.shippingMethod,
  readyForPickupAt: state.row.readyForPickupAt,
  items: state.items,
  payments: state.payments,
  packages: state.packages,
});

export const actionsOf = (state: DocumentState, flags: TFeatureFlags) =>
  allowedActions(machineStateOf(state), flags);

export const toDocument = (state: DocumentState, flags: TFeatureFlags): TDocument => {
  const totals = totalsOf(state);
  const summary = toDocumentSummary(state.row, state.ownerUserName);
  const allowed = actionsOf(state, flags);
  const live = state.items.filter((item) => item.status !== 'Cancelled');
  // An order whose every line was cancelled ships nothing: no delivery, so no delivery rebate.
  const shippingRebates = live.length === 0 ? [] : state.row.shippingRebates;
  return {
    ...summary,
    customer: { ...summary.customer, customerRole: state.customerRole },
    parentId: state.row.parentId,
    billingAddress: state.row.billingAddress,
    shippingAddress: state.row.shippingAddress,
    store: state.store ? toStore(state.store) : null,
    items: state.items.map((item) => toItem(item, allowed)),
    payments: state.payments.map((payment) => toPayment(payment, allowed)),
    packages: state.packages.map((parcel) => toPackage(parcel, allowed)),
    itemsTotal: euros(totals.itemsTotalCents),
    shippingCost: euros(totals.shippingCents),
    shippingRebates: toRebates(shippingRebates),
    discountTotal: euros(totals.discountCents),
    rebates: toRebates(rebatesSummary(live, shippingRebates)),
    total: euros(totals.totalCents),
    totalNoTax: euros(totals.totalNoTaxCents),
    taxes: totals.taxes.map((tax) => ({
      rate: tax.rate,
      base: euros(tax.baseCents),
      tax: euros(tax.taxCents),
    })),
    refunded: euros(state.row.refundedCents),
    comment: state.row.comment,
    locale: state.row.locale,
    allowedActions: allowed,
    readyForPickupAt: state.row.readyForPickupAt?.toISOString() ?? null,
    heldUntil: holdExpiry.from.includes(state.row.status)
      ? (state.row.heldUntil?.toISOString() ?? null)
      : null,
    copiesReleased: state.row.copiesReleased,
    guest: state.row.guest,
  };
};

/** What the activity log keeps of a document. */
export const documentSnapshot = (state: Pick<DocumentState, 'row' | 'items' | 'payments' | 'packages'>) => ({
  status: state.row.status,
  paymentStatus: state.row.paymentStatus,
  totalCents: state.row.totalCents,
  refundedCents: state.row.refundedCents,
  comment: state.row.comment,
  shippingAddress: state.row.shippingAddress,
  readyForPickupAt: state.row.readyForPickupAt?.toISOString() ?? null,
  heldUntil: state.row.heldUntil?.toISOString() ?? null,
  copiesReleased: state.row.copiesReleased,
  items: Object.fromEntries(state.items.map((item) => [item.id, item.status])),
  payments: Object.fromEntries(state.payments.map((payment) => [payment.id, payment.status])),
  packages: Object.fromEntries(state.packages.map((parcel) => [parcel.id, parcel.status])),
});

const asStatus = (value: unknown): TDocumentStatus | null =>
  documentStatuses.find((status) => status === value) ?? null;

/**
 * A document's life from its activity-log rows (oldest first): placed, then each action with the
 * status it left. A document without its intake row (an older or imported one) starts at its creation.
 */
export const toHistory = (
  row: DocumentRow,
  activities: (typeof activityLog.$inferSelect)[],
): TDocumentEvent[] => {
  const firstMove = activities.find((activity) => activity.changes.status);
  // An order is placed; the documents made from it (an invoice, a credit note…) are issued.
  const made = row.type === 'Order' ? 'Placed' : 'Issued';
  let running: TDocumentStatus | null = null;
  const events: TDocumentEvent[] = [];
  if (!activities.some((activity) => activity.action === 'create')) {
    running = asStatus(firstMove?.changes.status?.before) ?? row.status;
    events.push({
      at: row.createdAt.toISOString(),
      action: made,
      userName: null,
      statusBefore: null,
      status: running,
    });
  }
  for (const activity of activities) {
    const status = asStatus(activity.changes.status?.after) ?? running ?? row.status;
    events.push({
      at: activity.at.toISOString(),
      action: activity.action === 'create' ? made : activity.action,
      userName: activity.userName,
      statusBefore: activity.action === 'create' ? null : running,
      status,
    });
    running = status;
  }
  return events;
};

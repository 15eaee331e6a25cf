import type {
  TDocument,
  TDocumentItem,
  TDocumentMessage,
  TDocumentPayment,
  TDocumentSummary,
  TFeatureFlags,
  TPackage,
  TRelatedDocument,
} from '@colophon/contract';
import { toStore } from '../stores/stores.repository.ts';
import type { StoreRow } from '../stores/stores.tables.ts';
import { allowedActions } from './document-machine.ts';
import { documentTotals, lineTotalCents } from './document-totals.ts';
import type {
  DocumentItemRow,
  DocumentMessageRow,
  DocumentPackageRow,
  DocumentPaymentRow,
  DocumentRow,
} from './documents.tables.ts';

const euros = (cents: number) => cents / 100;

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

export const toItem = (row: DocumentItemRow): TDocumentItem => ({
  id: row.id,
  productId: row.productId,
  ean: row.ean,
  title: row.title,
  quantity: row.quantity,
  unitPrice: euros(row.unitPriceCents),
  taxRate: row.taxRate,
  discount: euros(row.discountCents),
  total: euros(lineTotalCents(row)),
  weight: row.weight,
  status: row.status,
});

export const toPayment = (row: DocumentPaymentRow): TDocumentPayment => ({
  id: row.id,
  method: row.method,
  amount: euros(row.amountCents),
  refunded: euros(row.refundedCents),
  status: row.status,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toPackage = (row: DocumentPackageRow): TPackage => ({
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

export const actionsOf = (state: DocumentState, flags: TFeatureFlags) =>
  allowedActions(
    {
      type: state.row.type,
      status: state.row.status,
      paymentMethod: state.row.paymentMethod,
      shippingMethod: state.row.shippingMethod,
      readyForPickupAt: state.row.readyForPickupAt,
      items: state.items,
      payments: state.payments,
      packages: state.packages,
    },
    flags,
  );

export const toDocument = (state: DocumentState, flags: TFeatureFlags): TDocument => {
  const totals = totalsOf(state);
  const summary = toDocumentSummary(state.row, state.ownerUserName);
  return {
    ...summary,
    customer: { ...summary.customer, customerRole: state.customerRole },
    parentId: state.row.parentId,
    billingAddress: state.row.billingAddress,
    shippingAddress: state.row.shippingAddress,
    store: state.store ? toStore(state.store) : null,
    items: state.items.map(toItem),
    payments: state.payments.map(toPayment),
    packages: state.packages.map(toPackage),
    itemsTotal: euros(totals.itemsTotalCents),
    shippingCost: euros(totals.shippingCents),
    discountTotal: euros(totals.discountCents),
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
    allowedActions: actionsOf(state, flags),
    readyForPickupAt: state.row.readyForPickupAt?.toISOString() ?? null,
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
  items: Object.fromEntries(state.items.map((item) => [item.id, item.status])),
  payments: Object.fromEntries(state.payments.map((payment) => [payment.id, payment.status])),
  packages: Object.fromEntries(state.packages.map((parcel) => [parcel.id, parcel.status])),
});

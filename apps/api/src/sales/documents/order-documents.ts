import type { TDocumentItemStatus, TDocumentStatus, TDocumentType } from '@colophon/contract';
import { documentTotals } from './document-totals.ts';
import type { DocumentInsert, ItemInsert } from './documents.repository.ts';
import type { DocumentItemRow, DocumentRow, documentPackages } from './documents.tables.ts';

/**
 * The documents an order makes as its books leave (a delivery note with each parcel, the invoice once
 * nothing is left to ship), built from the order and its lines: the actions write them one at a
 * time, the demo in bulk, from the same builders.
 */

/** Grams of packing added to the books' weights; a book of unknown weight counts as 300 g. */
const PACKING_GRAMS = 150;
const UNKNOWN_BOOK_GRAMS = 300;

type OrderLine = Omit<DocumentItemRow, 'id' | 'documentId' | 'position'> & Partial<DocumentItemRow>;

/** A document made from an order: its customer and addresses, these lines and their totals. */
const madeFromOrder = (
  order: DocumentRow,
  made: {
    type: TDocumentType;
    number: string;
    status: TDocumentStatus;
    lines: readonly OrderLine[];
    lineStatus: TDocumentItemStatus;
    shippingCents: number;
    at: Date;
  },
): { document: DocumentInsert; items: ItemInsert[] } => {
  const items = made.lines.map(({ id: _item, documentId: _document, position: _position, ...line }) => ({
    ...line,
    status: made.lineStatus,
  }));
  const totals = documentTotals(items, made.shippingCents);
  const { id: _id, version: _version, ...copy } = order;
  return {
    document: {
      ...copy,
      type: made.type,
      number: made.number,
      status: made.status,
      parentId: order.id,
      idempotencyKey: null,
      requestHash: null,
      shippingCents: totals.shippingCents,
      // A delivery note carries no delivery price, so no delivery rebate.
      shippingRebates: made.type === 'Delivery' ? [] : order.shippingRebates,
      itemsCount: totals.itemsCount,
      itemsTotalCents: totals.itemsTotalCents,
      discountCents: totals.discountCents,
      totalCents: totals.totalCents,
      createdAt: made.at,
      updatedAt: made.at,
    },
    items,
  };
};

/** The delivery note of a parcel: its lines, shipped, without delivery costs. */
export const deliveryNoteOf = (order: DocumentRow, lines: readonly OrderLine[], number: string, at: Date) =>
  madeFromOrder(order, {
    type: 'Delivery',
    number,
    status: 'Shipped',
    lines,
    lineStatus: 'Shipped',
    shippingCents: 0,
    at,
  });

/** The invoice of an order: its lines not cancelled and its delivery (docs/state-machines.md). */
export const invoiceOf = (order: DocumentRow, live: readonly OrderLine[], number: string, at: Date) =>
  madeFromOrder(order, {
    type: 'Invoice',
    number,
    status: 'Complete',
    lines: live,
    lineStatus: 'Complete',
    shippingCents: order.shippingCents,
    at,
  });

/** A parcel of these lines, weighed: the books' weights and the packing. */
export const parcelOf = (
  orderId: number,
  deliveryDocumentId: number,
  lines: readonly Pick<DocumentItemRow, 'id' | 'weight' | 'quantity'>[],
  sent: { carrier: string; trackingNumber: string; at: Date },
): typeof documentPackages.$inferInsert => ({
  documentId: orderId,
  deliveryDocumentId,
  carrier: sent.carrier,
  trackingNumber: sent.trackingNumber,
  itemIds: lines.map((line) => line.id),
  weight:
    PACKING_GRAMS + lines.reduce((sum, line) => sum + (line.weight ?? UNKNOWN_BOOK_GRAMS) * line.quantity, 0),
  shippedAt: sent.at,
});

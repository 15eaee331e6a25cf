import { recordActivity } from '../../activity/activity-log.ts';
import type { Tx } from '../../db/database.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import { shopYear } from '../../shop/shop-days.ts';
import { documentTotals } from './document-totals.ts';
import { childOfType, insertDocument, itemsOf, nextNumber } from './documents.repository.ts';

/**
 * The credit note (« facture d'avoir ») of an order's invoice, when the money of an invoiced order is
 * given back: an invoice is never changed, the credit note says what is credited, line by line, with
 * the delivery, VAT by rate worked out again by the server. Its number comes from its own counter
 * (AV-2026-000001) in the caller's transaction, so credit note numbers have no gap either. It credits
 * the whole invoice, once (docs/state-machines.md): null when the order has no invoice or is credited.
 */
export const issueCreditNote = async (tx: Tx, orderId: number, by: SignedInUser | null, now = new Date()) => {
  const invoice = await childOfType(tx, orderId, 'Invoice');
  if (!invoice || (await childOfType(tx, orderId, 'CreditNote'))) return null;
  const lines = (await itemsOf(tx, invoice.id)).map(
    ({ id: _item, documentId: _document, position: _position, ...item }) => ({
      ...item,
      status: 'Complete' as const,
    }),
  );
  const totals = documentTotals(lines, invoice.shippingCents);
  const { id: _id, version: _version, ...copy } = invoice;
  const note = await insertDocument(
    tx,
    {
      ...copy,
      type: 'CreditNote',
      number: await nextNumber(tx, 'CreditNote', shopYear(now)),
      status: 'Complete',
      paymentStatus: 'Refunded',
      parentId: orderId,
      itemsCount: totals.itemsCount,
      itemsTotalCents: totals.itemsTotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      refundedCents: totals.totalCents,
      comment: null,
      createdAt: now,
      updatedAt: now,
    },
    lines,
  );
  await recordActivity(tx, by, {
    entity: 'Document',
    entityId: note.id,
    action: 'create',
    after: {
      type: note.type,
      number: note.number,
      status: note.status,
      invoice: invoice.number,
      totalCents: note.totalCents,
      taxes: totals.taxes,
    },
  });
  return note;
};

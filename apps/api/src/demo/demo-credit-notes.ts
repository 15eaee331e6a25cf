import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { issueCreditNote } from '../sales/documents/credit-notes.ts';
import { documentPayments, documents } from '../sales/documents/documents.tables.ts';

const DAY = 86_400_000;

/**
 * Some delivered demo orders came back: their payment refunded a few days after the invoice, and the
 * invoice credited by a credit note made by the shop's own function, numbered in date order. Every
 * `every`th paid, delivered order, oldest first.
 */
export const seedDemoCreditNotes = async (db: Db, options: { every?: number; today?: Date } = {}) => {
  const every = options.every ?? 40;
  const today = options.today ?? new Date();
  const invoices = alias(documents, 'invoices');
  const delivered = await db
    .select({ orderId: documents.id, invoicedAt: invoices.createdAt })
    .from(documents)
    .innerJoin(invoices, and(eq(invoices.parentId, documents.id), eq(invoices.type, 'Invoice')))
    .where(
      and(eq(documents.type, 'Order'), eq(documents.status, 'Complete'), eq(documents.paymentStatus, 'Paid')),
    )
    .orderBy(asc(invoices.createdAt), asc(documents.id));
  const returned = delivered
    .filter((_, index) => index % every === every - 1)
    .map((order) => ({
      ...order,
      refundedAt: new Date(Math.min(today.getTime(), order.invoicedAt.getTime() + 5 * DAY)),
    }))
    .sort((a, b) => a.refundedAt.getTime() - b.refundedAt.getTime());
  await db.transaction(async (tx) => {
    for (const { orderId, refundedAt } of returned) {
      await tx
        .update(documentPayments)
        .set({
          status: 'Refunded',
          refundedCents: sql`${documentPayments.amountCents}`,
          updatedAt: refundedAt,
        })
        .where(eq(documentPayments.documentId, orderId));
      await tx
        .update(documents)
        .set({
          paymentStatus: 'Refunded',
          refundedCents: sql`${documents.totalCents}`,
          updatedAt: refundedAt,
        })
        .where(eq(documents.id, orderId));
      await issueCreditNote(tx, orderId, null, refundedAt);
    }
  });
  return returned.length;
};

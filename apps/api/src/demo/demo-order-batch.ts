import { isInvoiced, type TAddress, type TDocumentType, type TShippingMethod } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { productSales } from '../catalog/catalog-lists/catalog-lists.tables.ts';
import type { Tx } from '../db/database.ts';
import { documentTotals } from '../sales/documents/document-totals.ts';
import { nextNumbers } from '../sales/documents/documents.repository.ts';
import {
  type DocumentRow,
  documentItems,
  documentMessages,
  documentPackages,
  documentPayments,
  documents,
} from '../sales/documents/documents.tables.ts';
import { deliveryNoteOf, invoiceOf, parcelOf } from '../sales/documents/order-documents.ts';
import { shopDay, shopYear } from '../shop/shop-days.ts';
import type { Told } from './demo-order-stories.ts';

const DAY = 24 * 3600 * 1000;

const CARRIERS: Record<TShippingMethod, string> = {
  Home: 'Colissimo',
  Relay: 'Mondial Relay',
  Carrier: 'Chronopost',
  Pickup: 'Navette magasin',
  ProWithdrawal: '',
};

export const chunks = <T>(rows: T[], size = 400) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, index) =>
    rows.slice(index * size, (index + 1) * size),
  );

/** A demo order as its story left it, ready to be written. */
export interface OrderPlan {
  createdAt: Date;
  updatedAt: Date;
  customer: { id: number; email: string; locale: 'fr' | 'en' };
  billing: TAddress;
  shippingMethod: TShippingMethod;
  paymentMethod: (typeof documents.$inferInsert)['paymentMethod'];
  storeId: number | null;
  lines: {
    productId: number;
    ean: string;
    title: string;
    quantity: number;
    unitPriceCents: number;
    taxRate: number;
    discountCents: number;
    weight: number | null;
  }[];
  told: Told;
  withMessage: boolean;
}

/**
 * Numbers for documents of a type made on these dates, in the order given, from the shop's own
 * counters (`nextNumbers`): one block per year, so the demo's numbers follow on from it without gaps.
 */
const numbersFor = async (tx: Tx, type: TDocumentType, dates: readonly Date[]) => {
  const years = dates.map(shopYear);
  const blocks = new Map<number, string[]>();
  for (const year of new Set(years))
    blocks.set(year, await nextNumbers(tx, type, year, years.filter((other) => other === year).length));
  return years.map((year) => blocks.get(year)?.shift() as string);
};

const conversation = (orderId: number, placed: Date) => [
  {
    documentId: orderId,
    from: 'Customer' as const,
    body: 'Bonjour, pouvez-vous me dire quand ma commande sera expédiée ? Merci.',
    createdAt: new Date(placed.getTime() + DAY),
  },
  {
    documentId: orderId,
    from: 'Staff' as const,
    userName: 'admin',
    body: 'Bonjour, votre commande part demain. Bonne lecture !',
    createdAt: new Date(placed.getTime() + 2 * DAY),
  },
];

/**
 * Writes a batch of demo orders in bulk: each order, its lines and payment as its story left them,
 * the delivery note and parcel of what left, the invoice of an order whose books have all left (the
 * actions' own builders), a few conversations, and the copies sold each day.
 */
export const writeOrderBatch = async (tx: Tx, plans: readonly OrderPlan[]) => {
  const orderNumbers = await numbersFor(
    tx,
    'Order',
    plans.map((plan) => plan.createdAt),
  );
  const orders: DocumentRow[] = await tx
    .insert(documents)
    .values(
      plans.map((plan, index) => {
        const { told } = plan;
        const totals = documentTotals(
          told.lines.map((line) => ({ ...line, cancelled: line.status === 'Cancelled' })),
          told.shippingCents,
        );
        return {
          type: 'Order' as const,
          number: orderNumbers[index] as string,
          status: told.status,
          paymentStatus: told.payment.status,
          paymentMethod: plan.paymentMethod,
          shippingMethod: plan.shippingMethod,
          customerId: plan.customer.id,
          customerName: `${plan.billing.firstName} ${plan.billing.lastName}`,
          customerEmail: plan.customer.email,
          storeId: plan.storeId,
          billingAddress: plan.billing,
          shippingAddress: plan.shippingMethod === 'Pickup' ? null : plan.billing,
          itemsCount: totals.itemsCount,
          itemsTotalCents: totals.itemsTotalCents,
          discountCents: totals.discountCents,
          shippingCents: totals.shippingCents,
          totalCents: totals.totalCents,
          refundedCents: told.refundedCents,
          locale: plan.customer.locale,
          readyForPickupAt: told.readyForPickupAt,
          createdAt: plan.createdAt,
          updatedAt: plan.updatedAt,
        };
      }),
    )
    .returning();

  const items = plans.flatMap((plan, index) =>
    plan.told.lines.map((line, position) => ({
      ...plan.lines[position],
      status: line.status,
      documentId: orders[index]?.id as number,
      position,
    })),
  ) as (typeof documentItems.$inferInsert)[];
  const itemRows: (typeof documentItems.$inferSelect)[] = [];
  for (const part of chunks(items))
    itemRows.push(...(await tx.insert(documentItems).values(part).returning()));
  const linesOf = (orderId: number) => itemRows.filter((item) => item.documentId === orderId);

  await tx.insert(documentPayments).values(
    plans.map((plan, index) => ({
      documentId: orders[index]?.id as number,
      method: plan.paymentMethod,
      amountCents: plan.told.payment.amountCents,
      refundedCents: plan.told.payment.refundedCents,
      status: plan.told.payment.status,
      reference: plan.paymentMethod === 'Check' ? `CHQ ${1000 + index}` : null,
      createdAt: plan.createdAt,
      updatedAt: plan.updatedAt,
    })),
  );
  const messages = plans.flatMap((plan, index) =>
    plan.withMessage ? conversation(orders[index]?.id as number, plan.createdAt) : [],
  );
  if (messages.length > 0) await tx.insert(documentMessages).values(messages);

  const shipped = plans.flatMap((plan, index) =>
    plan.told.parcel ? [{ plan, order: orders[index] as DocumentRow }] : [],
  );
  const invoiced = plans.flatMap((plan, index) =>
    isInvoiced(plan.told.status) ? [{ plan, order: orders[index] as DocumentRow }] : [],
  );
  const live = (order: DocumentRow) => linesOf(order.id).filter((line) => line.status !== 'Cancelled');
  const noteNumbers = await numbersFor(
    tx,
    'Delivery',
    shipped.map(({ plan }) => plan.updatedAt),
  );
  const notes = shipped.map(({ plan, order }, index) =>
    deliveryNoteOf(order, live(order), noteNumbers[index] as string, plan.updatedAt),
  );
  const invoiceNumbers = await numbersFor(
    tx,
    'Invoice',
    invoiced.map(({ plan }) => plan.updatedAt),
  );
  const invoices = invoiced.map(({ plan, order }, index) =>
    invoiceOf(order, live(order), invoiceNumbers[index] as string, plan.updatedAt),
  );
  const made = [...notes, ...invoices];
  const madeRows = made.length
    ? await tx
        .insert(documents)
        .values(made.map((document) => document.document))
        .returning({ id: documents.id })
    : [];
  const madeItems = made.flatMap((document, index) =>
    document.items.map((item, position) => ({
      ...item,
      documentId: madeRows[index]?.id as number,
      position,
    })),
  );
  for (const part of chunks(madeItems)) await tx.insert(documentItems).values(part);

  const parcels = shipped.map(({ plan, order }, index) => {
    const delivered = plan.told.parcel?.status === 'Delivered';
    return {
      ...parcelOf(order.id, madeRows[index]?.id as number, live(order), {
        carrier: CARRIERS[plan.shippingMethod],
        trackingNumber: `6A${String(order.id).padStart(11, '0')}`,
        at: plan.updatedAt,
      }),
      status: delivered ? ('Delivered' as const) : ('Shipped' as const),
      deliveredAt: delivered ? plan.updatedAt : null,
    };
  });
  for (const part of chunks(parcels)) await tx.insert(documentPackages).values(part);

  const sales = new Map<string, { productId: number; soldOn: string; quantity: number }>();
  plans.forEach((plan) => {
    plan.told.lines.forEach((line, position) => {
      const product = plan.lines[position];
      if (line.status === 'Cancelled' || !product) return;
      const soldOn = shopDay(plan.createdAt);
      const key = `${product.productId}:${soldOn}`;
      const sold = sales.get(key) ?? { productId: product.productId, soldOn, quantity: 0 };
      sales.set(key, { ...sold, quantity: sold.quantity + line.quantity });
    });
  });
  for (const part of chunks([...sales.values()], 1000))
    await tx
      .insert(productSales)
      .values(part)
      .onConflictDoUpdate({
        target: [productSales.productId, productSales.soldOn],
        set: { quantity: sql`${productSales.quantity} + excluded.quantity` },
      });
};

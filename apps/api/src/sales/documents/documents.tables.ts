import type {
  TAddress,
  TDocumentItemStatus,
  TDocumentStatus,
  TDocumentType,
  TPaymentMethod,
  TPaymentStatus,
  TShippingMethod,
} from '@colophon/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../../catalog/products/products.tables.ts';
import type { Rebate } from '../../marketing/discounts/discount-engine-input.ts';
import { users } from '../../users/users.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { stores } from '../stores/stores.tables.ts';

/**
 * Orders, quotations, delivery notes and invoices. A delivery note or an invoice names its order as
 * `parentId`. Money in cents; the totals are the server's, worked out from the lines.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    type: text('type').$type<TDocumentType>().notNull(),
    number: text('number').notNull(),
    status: text('status').$type<TDocumentStatus>().notNull(),
    paymentStatus: text('payment_status').$type<TPaymentStatus>().notNull(),
    paymentMethod: text('payment_method').$type<TPaymentMethod>().notNull(),
    shippingMethod: text('shipping_method').$type<TShippingMethod>().notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Copied from the customer at the time, so that the list filters and searches without a join. */
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id'),
    billingAddress: jsonb('billing_address').$type<TAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<TAddress>(),
    itemsCount: integer('items_count').notNull().default(0),
    itemsTotalCents: integer('items_total_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    /**
     * The discounts that lowered delivery, by name, as the order was priced: `shippingCents` is after
     * them; an invoice states them (CGI ann. II art. 242 nonies A). Copied to the order's invoice.
     */
    shippingRebates: jsonb('shipping_rebates').$type<Rebate[]>().notNull().default([]),
    totalCents: integer('total_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    comment: text('comment'),
    locale: text('locale').$type<'fr' | 'en'>().notNull().default('fr'),
    idempotencyKey: text('idempotency_key'),
    /** What the cart asked, to tell a retry from another cart sent with the same key. */
    requestHash: text('request_hash'),
    readyForPickupAt: timestamp('ready_for_pickup_at', { withTimezone: true }),
    /**
     * Until when an order waiting for an unconfirmed payment holds its copies (docs/state-machines.md,
     * "Holds"): past it, the holds job cancels the order. Null when the copies are the order's (paid,
     * paid later) or it holds none.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** Its copies went back on sale while its lines stayed open (a refused payment): taken again when paid. */
    copiesReleased: boolean('copies_released').notNull().default(false),
    /**
     * Placed by a buyer who was not signed in on the site: only a typed email, so the order got none of
     * what the shop knows of the customer that address names (role, fidelity, their discounts).
     */
    guest: boolean('guest').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('documents_type_number_key').on(table.type, table.number),
    uniqueIndex('documents_idempotency_key').on(table.idempotencyKey),
    index('documents_type_created_idx').on(table.type, table.createdAt, table.id),
    index('documents_type_status_created_idx').on(table.type, table.status, table.createdAt, table.id),
    index('documents_customer_idx').on(table.customerId, table.createdAt),
    index('documents_parent_idx').on(table.parentId),
    // The holds job's look-up: the few orders holding copies, by the end of their hold.
    index('documents_held_until_idx').on(table.heldUntil).where(sql`${table.heldUntil} is not null`),
    index('documents_customer_search_trgm_idx').using(
      'gin',
      sql`(lower(${table.customerName} || ' ' || ${table.customerEmail})) gin_trgm_ops`,
    ),
  ],
);
export type DocumentRow = typeof documents.$inferSelect;

/** The lines of a document. */
export const documentItems = pgTable(
  'document_items',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    ean: text('ean').notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    taxRate: doublePrecision('tax_rate').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /**
     * The discounts that make up `discountCents`, by name, as the order was priced: the invoice states
     * each rebate on its line (CGI ann. II art. 242 nonies A). Empty on lines priced before they were kept.
     */
    rebates: jsonb('rebates').$type<Rebate[]>().notNull().default([]),
    weight: integer('weight'),
    /** The copy sold was second-hand (« occasion »): every document of the order says so. */
    secondHand: boolean('second_hand').notNull().default(false),
    status: text('status').$type<TDocumentItemStatus>().notNull(),
    /**
     * Copies of the line's document type and creation date, so that a search by EAN takes its first
     * page from the index below instead of fetching every document of a best-seller to sort them. A
     * trigger fills them from the document at insert (whatever writes the line) and follows the
     * document if either ever changed; the defaults only let an insert leave them to the trigger.
     */
    documentType: text('document_type').$type<TDocumentType>().notNull().default(sql`''`),
    documentCreatedAt: timestamp('document_created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('document_items_document_idx').on(table.documentId, table.position),
    // What the analytics read of an order's lines (bought-book rules, a profile's habits): from the
    // index alone, without visiting the lines (docs/rules/analytics.md, "Analysis and profiles").
    index('document_items_document_sold_idx').on(
      table.documentId,
      table.status,
      table.productId,
      table.quantity,
      table.unitPriceCents,
      table.discountCents,
    ),
    index('document_items_ean_created_idx').on(
      table.ean,
      table.documentType,
      table.documentCreatedAt,
      table.documentId,
    ),
  ],
);
export type DocumentItemRow = typeof documentItems.$inferSelect;

export const documentPayments = pgTable(
  'document_payments',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    method: text('method').$type<TPaymentMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    status: text('status').$type<TPaymentStatus>().notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_payments_document_idx').on(table.documentId)],
);
export type DocumentPaymentRow = typeof documentPayments.$inferSelect;

export const documentPackages = pgTable(
  'document_packages',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    deliveryDocumentId: integer('delivery_document_id'),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    status: text('status').$type<'Shipped' | 'Delivered'>().notNull().default('Shipped'),
    itemIds: integer('item_ids').array().notNull(),
    weight: integer('weight').notNull(),
    /** Where the label lies in the label storage, once made. */
    labelKey: text('label_key'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [index('document_packages_document_idx').on(table.documentId)],
);
export type DocumentPackageRow = typeof documentPackages.$inferSelect;

export const documentMessages = pgTable(
  'document_messages',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    from: text('from').$type<'Customer' | 'Staff'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    body: text('body').notNull(),
    mailId: integer('mail_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_messages_document_idx').on(table.documentId, table.createdAt)],
);
export type DocumentMessageRow = typeof documentMessages.$inferSelect;

/**
 * The last number given per type and year. Taking a number updates this row in the transaction
 * that makes the document: the row stays locked until it commits, and a rolled-back document gives
 * its number back, so numbers follow each other without gaps (French law, for invoices).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    type: text('type').$type<TDocumentType>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.type, table.year] })],
);

import type {
  TCustomerRole,
  TDiscountLimitationType,
  TDiscountType,
  TPaymentMethod,
  TProductAttribute,
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
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documents } from '../../sales/documents/documents.tables.ts';

const emptyTexts = sql`'{}'::text[]`;
const emptyIds = sql`'{}'::integer[]`;

/** A discount of the shop's site (see ZDiscount); money in cents. */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    description: text('description'),
    isPublished: boolean('is_published').notNull().default(true),
    publicationStartTime: timestamp('publication_start_time', { withTimezone: true }),
    publicationEndTime: timestamp('publication_end_time', { withTimezone: true }),
    discountType: text('discount_type').$type<TDiscountType>().notNull(),
    isFree: boolean('is_free').notNull().default(false),
    usePercentage: boolean('use_percentage').notNull().default(true),
    discountPercentage: doublePrecision('discount_percentage').notNull().default(0),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    maximumDiscountAmountCents: integer('maximum_discount_amount_cents'),
    requiresCouponCode: boolean('requires_coupon_code').notNull().default(false),
    couponCode: text('coupon_code'),
    isCumulative: boolean('is_cumulative').notNull().default(false),
    restrictedMinSpentCents: integer('restricted_min_spent_cents'),
    restrictedBillingCountryId: text('restricted_billing_country_id'),
    restricedShippingCountryId: text('restriced_shipping_country_id'),
    restrictedToCustomerRoleId: text('restricted_to_customer_role_id').$type<TCustomerRole>(),
    restrictedToCustomerWithFidelity: boolean('restricted_to_customer_with_fidelity')
      .notNull()
      .default(false),
    restrictedPaymentMethodName: text('restricted_payment_method_name').$type<TPaymentMethod>(),
    restrictedShippingMethodName: text('restricted_shipping_method_name').$type<TShippingMethod>(),
    extensionData: text('extension_data'),
    discountLimitationType: text('discount_limitation_type')
      .$type<TDiscountLimitationType>()
      .notNull()
      .default('Unlimited'),
    limitationTimes: integer('limitation_times'),
    assignedToSubCategories: boolean('assigned_to_sub_categories').notNull().default(false),
    assignedToCategories: text('assigned_to_categories').array().notNull().default(emptyTexts),
    assignedToProducts: integer('assigned_to_products').array().notNull().default(emptyIds),
    assignedToProductAttributes: jsonb('assigned_to_product_attributes')
      .$type<TProductAttribute[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Coupon codes are unique case aside: two discounts can never answer one code.
    uniqueIndex('discounts_coupon_code_key')
      .on(sql`lower(${table.couponCode})`)
      .where(sql`${table.couponCode} is not null`),
    index('discounts_name_idx').on(sql`lower(${table.name})`, table.id),
  ],
);
export type DiscountRow = typeof discounts.$inferSelect;

/**
 * One use of a discount by an order: written in the order's transaction, after the discount's row
 * is locked, so that the N-th use is counted once even when two orders race for it.
 */
export const discountUsages = pgTable(
  'discount_usages',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    discountName: text('discount_name').notNull(),
    couponCode: text('coupon_code'),
    amountCents: integer('amount_cents').notNull(),
    cappedByLaw: boolean('capped_by_law').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discount_usages_discount_idx').on(table.discountId, table.customerId),
    index('discount_usages_document_idx').on(table.documentId),
  ],
);
export type DiscountUsageRow = typeof discountUsages.$inferSelect;

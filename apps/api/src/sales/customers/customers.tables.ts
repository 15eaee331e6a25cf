import type { genders, TAddress, TCustomerRole } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A phone's digits alone, `+33 6 12…` or `0033 6…` written as `06…`: how the search column holds it. */
const phoneDigits = (column: string) =>
  `regexp_replace(regexp_replace(coalesce("customers"."${column}", ''), '\\D', '', 'g'), '^(00)?33(\\d{9})$', '0\\2')`;
/** The search column's expression, one literal string (drizzle-kit writes nested fragments wrong). */
const SEARCH_TEXT = `lower("customers"."first_name" || ' ' || "customers"."last_name" || ' ' || "customers"."email" || ' ' || coalesce("customers"."phone", '') || ' ' || coalesce("customers"."mobile_phone", '') || ' ' || coalesce("customers"."billing_address"->>'postalCode', '')) || ' ' || ${phoneDigits('phone')} || ' ' || ${phoneDigits('mobile_phone')}`;

/**
 * The shop's customers. `ordersCount`, `totalSpentCents` and `lastOrderAt` are kept by the orders
 * themselves (intake, cancellation) so that the list sorts on them without adding up orders.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<(typeof genders)[number]>().notNull().default('Unknown'),
    company: text('company'),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    additionalPhone: text('additional_phone'),
    customerRole: text('customer_role').$type<TCustomerRole>().notNull().default('Individual'),
    hasFidelity: boolean('has_fidelity').notNull().default(false),
    /** Read by analytics targets (age); the site sends it when the customer gives it. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    locale: text('locale').$type<'fr' | 'en'>().notNull().default('fr'),
    billingAddress: jsonb('billing_address').$type<TAddress>(),
    shippingAddress: jsonb('shipping_address').$type<TAddress>(),
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpentCents: bigint('total_spent_cents', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's search reads, kept by the database: names, email, phones and postal code in
     * lower case, then the phones' digits alone (`0612345678` finds `06 12 34 56 78`). Stored so
     * that neither the search nor its recheck builds it again per row (PGlite pays that dearly).
     */
    searchText: text('search_text').notNull().generatedAlwaysAs(sql.raw(SEARCH_TEXT)),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    index('customers_created_idx').on(table.createdAt, table.id),
    index('customers_last_order_idx').on(table.lastOrderAt, table.id),
    index('customers_total_spent_idx').on(table.totalSpentCents, table.id),
    index('customers_name_idx').on(sql`lower(${table.lastName})`, table.id),
    index('customers_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
  ],
);
export type CustomerRow = typeof customers.$inferSelect;

/**
 * Single-use sign-in links mailed to a customer's stored address (site-sign-in.service.ts): only the
 * token's hash is kept, so that the table read gives no one a way in.
 */
export const customerSignInLinks = pgTable(
  'customer_sign_in_links',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // How many links a customer was mailed in the last hour.
  (table) => [index('customer_sign_in_links_customer_idx').on(table.customerId, table.createdAt)],
);

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
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    index('customers_created_idx').on(table.createdAt, table.id),
    index('customers_last_order_idx').on(table.lastOrderAt, table.id),
    index('customers_total_spent_idx').on(table.totalSpentCents, table.id),
    index('customers_name_idx').on(sql`lower(${table.lastName})`, table.id),
    index('customers_search_trgm_idx').using(
      'gin',
      sql`(lower(${table.firstName} || ' ' || ${table.lastName} || ' ' || ${table.email} || ' ' || coalesce(${table.phone}, '') || ' ' || coalesce(${table.mobilePhone}, '') || ' ' || coalesce(${table.billingAddress}->>'postalCode', ''))) gin_trgm_ops`,
    ),
  ],
);
export type CustomerRow = typeof customers.$inferSelect;

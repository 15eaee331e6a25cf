import type { TCustomerExportQuery } from '@colophon/contract';
import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { countMatches } from '../../db/match-count.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { shopDayEnd, shopDayStart } from '../../shop/shop-days.ts';
import { type CustomerRow, customers } from './customers.tables.ts';

export type CustomerInsert = typeof customers.$inferInsert;

/** The folded text the list searches, as its trigram index holds it. */
const searchable = sql`lower(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email} || ' ' || coalesce(${customers.phone}, '') || ' ' || coalesce(${customers.mobilePhone}, '') || ' ' || coalesce(${customers.billingAddress}->>'postalCode', ''))`;

const sortable = {
  lastName: sql`lower(${customers.lastName})`,
  email: customers.email,
  createdAt: customers.createdAt,
  lastOrderAt: customers.lastOrderAt,
  ordersCount: customers.ordersCount,
  totalSpent: customers.totalSpentCents,
};

export const customerListWhere = (query: TCustomerExportQuery) =>
  and(
    query.search ? sql`${searchable} like lower(${containing(query.search.trim())})` : undefined,
    query.customerRole ? eq(customers.customerRole, query.customerRole) : undefined,
    query.hasFidelity === undefined ? undefined : eq(customers.hasFidelity, query.hasFidelity),
    query.hasOrdered === undefined
      ? undefined
      : query.hasOrdered
        ? gt(customers.ordersCount, 0)
        : eq(customers.ordersCount, 0),
    query.createdFrom ? gte(customers.createdAt, shopDayStart(query.createdFrom)) : undefined,
    query.createdTo ? lt(customers.createdAt, shopDayEnd(query.createdTo)) : undefined,
  );

export const listCustomers = (
  executor: Executor,
  query: TCustomerExportQuery & { page: number; pageSize: number },
) =>
  listPage(executor, query, {
    select: () => executor.select().from(customers).$dynamic(),
    where: customerListWhere(query),
    orderBy: sortOrder(query.sort, sortable, customers.id),
    totalCount: (where) => countMatches(executor, customers, where),
  });

export const findCustomer = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
};

export const findCustomerByEmail = async (executor: Executor, email: string) => {
  const [row] = await executor.select().from(customers).where(eq(customers.email, email.toLowerCase()));
  return row ?? null;
};

/** The customer of this email, created from `values` when there is none yet (two orders at once make one). */
export const findOrCreateCustomer = async (
  executor: Executor,
  values: CustomerInsert,
): Promise<CustomerRow> => {
  await executor.insert(customers).values(values).onConflictDoNothing({ target: customers.email });
  const row = await findCustomerByEmail(executor, values.email);
  if (!row) throw new Error('the customer was not found after its insert');
  return row;
};

export const updateCustomer = async (
  executor: Executor,
  id: number,
  version: number,
  values: Partial<CustomerInsert>,
) => {
  const [row] = await executor
    .update(customers)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(customers.id, id), eq(customers.version, version)))
    .returning();
  return row ?? null;
};

/** An order placed (+1, its total) or cancelled lines refunded (0, minus the refund). */
export const addToCustomerTotals = (
  executor: Executor,
  id: number,
  change: { orders: number; spentCents: number; orderedAt?: Date },
) =>
  executor
    .update(customers)
    .set({
      ordersCount: sql`${customers.ordersCount} + ${change.orders}`,
      totalSpentCents: sql`${customers.totalSpentCents} + ${change.spentCents}`,
      ...(change.orderedAt
        ? {
            lastOrderAt: sql`greatest(${customers.lastOrderAt}, ${change.orderedAt.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(eq(customers.id, id));

/** One page of the export, by id after `afterId` (keyset: memory stays flat). */
export const customersAfter = (
  executor: Executor,
  query: TCustomerExportQuery,
  afterId: number,
  limit: number,
) =>
  executor
    .select()
    .from(customers)
    .where(and(customerListWhere(query), gt(customers.id, afterId)))
    .orderBy(customers.id)
    .limit(limit);

import type { TCustomerExportQuery } from '@colophon/contract';
import { and, eq, gt, gte, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { countMatches, EXACT_COUNT_LIMIT } from '../../db/match-count.ts';
import { containing, type ListPage, pageWindow, sortOrder } from '../../db/paging.ts';
import { shopDayEnd, shopDayStart } from '../../shop/shop-days.ts';
import { type CustomerRow, customers } from './customers.tables.ts';

export type CustomerInsert = typeof customers.$inferInsert;

/** Something typed as a phone number: digits with spaces, dots, dashes, brackets or a leading +. */
const PHONE_LIKE = /^\+?[\d\s.()-]+$/;

/**
 * The search: the text typed found anywhere in the stored search column (names, email, phones,
 * postal code; its trigram index), and a phone number typed in any form also by its digits alone
 * (`06.12.34`, `+33 6 12` find `06 12 34 56 78`), as the column holds every phone's digits.
 */
const searchCondition = (search: string) => {
  const term = search.trim();
  const typed = sql`${customers.searchText} like lower(${containing(term)})`;
  if (!PHONE_LIKE.test(term)) return typed;
  const digits = term.replace(/^(\+|00)33/, '0').replace(/\D/g, '');
  if (digits.length < 4 || digits === term) return typed;
  return or(typed, sql`${customers.searchText} like ${containing(digits)}`);
};

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
    query.search?.trim() ? searchCondition(query.search) : undefined,
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

/**
 * One page of the list and its total. The total is counted first, because it tells how to read the
 * page of a search: when it finds at most `EXACT_COUNT_LIMIT` customers, they are all taken through
 * the trigram index and sorted (the subquery with `offset 0` keeps PostgreSQL from merging it); left
 * to itself, the planner walks the sorted index asking every customer whether it matches, the whole
 * table for a name nobody has (5 s on 200 000 customers). A search matching more finds its page
 * early on that walk.
 */
export const listCustomers = async (
  executor: Executor,
  query: TCustomerExportQuery & { page: number; pageSize: number },
): Promise<ListPage<CustomerRow>> => {
  const where = customerListWhere(query);
  const orderBy = sortOrder(query.sort, sortable, customers.id);
  const { limit, offset } = pageWindow(query);
  const totalCount = await countMatches(executor, customers, where);
  const rows =
    query.search?.trim() && totalCount <= EXACT_COUNT_LIMIT
      ? await executor
          .select()
          // Named as the table, so that the sort's columns name the subquery's.
          .from(executor.select().from(customers).where(where).offset(0).as('customers'))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      : await executor
          .select()
          .from(customers)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset);
  return { rows, totalCount };
};

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

import {
  handedOverMethods,
  OUT_OF_STOCK_ORDERED_DAYS,
  salesStatuses,
  shippedMethods,
  type TSalesFigure,
  type TShippingMethod,
} from '@colophon/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql } from 'drizzle-orm';
import { reviews } from '../catalog/generic-lists/generic-lists.tables.ts';
import { products } from '../catalog/products/products.tables.ts';
import type { Executor } from '../db/database.ts';
import { mails } from '../mails/mails.tables.ts';
import { documentItems, documents } from '../sales/documents/documents.tables.ts';
import { countContactMessagesByStatus } from '../sales/messages/messages.repository.ts';
import { shopDay, shopDayEnd, shopDayStart } from '../shop/shop-days.ts';
import { listTasks } from '../tasks/tasks.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
/** A calendar day as `YYYY-MM-DD`, for the arithmetic on dates below. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** The same day a year before (29 February gives the 28th). */
const aYearBefore = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year - 1, month - 1, Math.min(date, last))));
};

/** The orders' sales of the days `from` to `to` (both included). */
const salesOf = async (executor: Executor, from: string, to: string): Promise<TSalesFigure> => {
  const [row] = await executor
    .select({
      amount: sql<string>`coalesce(sum(${documents.totalCents}), 0)`,
      orders: count(),
    })
    .from(documents)
    .where(
      and(
        eq(documents.type, 'Order'),
        inArray(documents.status, [...salesStatuses]),
        gte(documents.createdAt, shopDayStart(from)),
        lt(documents.createdAt, shopDayEnd(to)),
      ),
    );
  return { from, to, amount: Number(row?.amount ?? 0) / 100, orders: row?.orders ?? 0 };
};

const ordersWaiting = (
  executor: Executor,
  status: 'AwaitingPayment' | 'Processing',
  methods?: readonly TShippingMethod[],
) =>
  executor
    .select({ count: count() })
    .from(documents)
    .where(
      and(
        eq(documents.type, 'Order'),
        eq(documents.status, status),
        methods ? inArray(documents.shippingMethod, [...methods]) : undefined,
      ),
    )
    .then(([row]) => row?.count ?? 0);

/** The figures of the home screen, each read from its feature's tables. */
export const dashboardFigures = {
  messages: async (executor: Executor) => {
    const rows = await countContactMessagesByStatus(executor, ['Pending', 'Progress']);
    const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return { pending: of('Pending'), progress: of('Progress') };
  },
  reviews: async (executor: Executor) => {
    const [row] = await executor
      .select({ count: count() })
      .from(reviews)
      .where(eq(reviews.status, 'Pending'));
    return { pending: row?.count ?? 0 };
  },
  mails: async (executor: Executor) => {
    const [row] = await executor
      .select({ count: count() })
      .from(mails)
      .where(and(eq(mails.processed, false), isNotNull(mails.lastError)));
    return { failing: row?.count ?? 0 };
  },
  tasks: async (executor: Executor) => ({
    failed: (await listTasks(executor, { state: 'failed', page: 1, pageSize: 1 })).totalCount,
  }),
  orders: async (executor: Executor) => {
    const [awaitingPayment, toShip, toHandOver] = await Promise.all([
      ordersWaiting(executor, 'AwaitingPayment'),
      ordersWaiting(executor, 'Processing', shippedMethods),
      ordersWaiting(executor, 'Processing', handedOverMethods),
    ]);
    return { awaitingPayment, toShip, toHandOver };
  },
  sales: async (executor: Executor, now = new Date()) => {
    const today = shopDay(now);
    const monthStart = `${today.slice(0, 8)}01`;
    const [todaySales, todayLastYear, month, monthLastYear] = await Promise.all([
      salesOf(executor, today, today),
      salesOf(executor, aYearBefore(today), aYearBefore(today)),
      salesOf(executor, monthStart, today),
      salesOf(executor, aYearBefore(monthStart), aYearBefore(today)),
    ]);
    return {
      today: { current: todaySales, lastYear: todayLastYear },
      month: { current: month, lastYear: monthLastYear },
    };
  },
  outOfStock: async (executor: Executor, now = new Date()) => {
    const since = new Date(now.getTime() - OUT_OF_STOCK_ORDERED_DAYS * DAY_MS);
    const ordered = sql<number>`sum(${documentItems.quantity})::int`;
    const where = and(
      eq(documents.type, 'Order'),
      gte(documents.createdAt, since),
      ne(documentItems.status, 'Cancelled'),
      lte(products.stock, 0),
    );
    const rows = await executor
      .select({
        productId: products.id,
        ean: products.ean,
        title: products.title,
        ordered,
      })
      .from(documentItems)
      .innerJoin(documents, eq(documents.id, documentItems.documentId))
      .innerJoin(products, eq(products.id, documentItems.productId))
      .where(where)
      .groupBy(products.id, products.ean, products.title)
      .orderBy(desc(ordered), products.id)
      .limit(10);
    const [total] = await executor
      .select({ count: sql<number>`count(distinct ${documentItems.productId})::int` })
      .from(documentItems)
      .innerJoin(documents, eq(documents.id, documentItems.documentId))
      .innerJoin(products, eq(products.id, documentItems.productId))
      .where(where);
    return { count: total?.count ?? 0, books: rows };
  },
};

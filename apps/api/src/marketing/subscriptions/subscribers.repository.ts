import type { TSubscriberExportQuery, TSubscriberListQuery, TSubscriberStatus } from '@colophon/contract';
import { and, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { subscribers } from './subscriptions.tables.ts';

const statusWhere: Record<TSubscriberStatus, SQL | undefined> = {
  Pending: and(isNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)),
  Active: and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)),
  Unsubscribed: isNotNull(subscribers.unsubscribedAt),
};

const customerName = sql<
  string | null
>`case when ${customers.id} is null then null else ${customers.firstName} || ' ' || ${customers.lastName} end`;

const filters = (query: TSubscriberExportQuery) =>
  and(
    eq(subscribers.subscriptionId, query.subscriptionId),
    query.search
      ? or(
          ilike(subscribers.email, containing(query.search)),
          ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, containing(query.search)),
          ilike(sql`${customers.lastName} || ' ' || ${customers.firstName}`, containing(query.search)),
        )
      : undefined,
    query.status ? statusWhere[query.status] : undefined,
  );

const selectSubscribers = (executor: Executor) =>
  executor
    .select({ subscriber: subscribers, customerName })
    .from(subscribers)
    .leftJoin(customers, eq(customers.id, subscribers.customerId))
    .$dynamic();

export type SubscriberListRow = Awaited<ReturnType<ReturnType<typeof selectSubscribers>['execute']>>[number];

const sortable = {
  email: subscribers.email,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

/** One page of a subscription's subscribers, newest first unless asked otherwise. */
export const listSubscribers = (executor: Executor, query: TSubscriberListQuery) =>
  listPage(executor, query, {
    select: () => selectSubscribers(executor),
    where: filters(query),
    orderBy: sortOrder(query.sort ?? '-createdAt', sortable, subscribers.id),
  });

/** The next `limit` subscribers the filters keep after `afterId`, in id order (the CSV export's batches). */
export const subscribersAfter = (
  executor: Executor,
  query: TSubscriberExportQuery,
  afterId: number,
  limit: number,
) =>
  selectSubscribers(executor)
    .where(and(filters(query), gt(subscribers.id, afterId)))
    .orderBy(subscribers.id)
    .limit(limit);

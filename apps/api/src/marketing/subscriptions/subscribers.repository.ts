import type { TSubscriberExportQuery, TSubscriberListQuery, TSubscriberStatus } from '@colophon/contract';
import { and, eq, gt, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { subscribers, subscriptionEvents } from './subscriptions.tables.ts';

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

/** The customer whose address this is (any case), to link a new subscriber to. */
export const findCustomerIdByEmail = async (executor: Executor, email: string) => {
  const [customer] = await executor
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email}`)
    .limit(1);
  return customer?.id ?? null;
};

/**
 * Writes the address as pending with a new confirmation token, to be mailed; answers undefined for an
 * address already active (it gets no mail) or mailed a confirmation in the last `minutes` (its token,
 * already mailed, stays), unless it left since (a reader who unsubscribed joins again at once: only
 * its owner could leave). Two posts at once for one address meet on the unique index: the second
 * sees the first's mail time and gets undefined.
 */
export const upsertPendingSubscriber = async (
  executor: Executor,
  values: { subscriptionId: number; email: string; customerId: number | null; confirmTokenHash: string },
  minutes: number,
) => {
  const [row] = await executor
    .insert(subscribers)
    .values({ ...values, confirmationSentAt: sql`now()` })
    .onConflictDoUpdate({
      target: [subscribers.subscriptionId, subscribers.email],
      set: {
        confirmTokenHash: values.confirmTokenHash,
        confirmationSentAt: sql`now()`,
        customerId: sql`coalesce(excluded.customer_id, ${subscribers.customerId})`,
      },
      setWhere: sql`(${subscribers.confirmedAt} is null or ${subscribers.unsubscribedAt} is not null)
        and (${subscribers.confirmationSentAt} is null
          or ${subscribers.confirmationSentAt} < ${subscribers.unsubscribedAt}
          or ${subscribers.confirmationSentAt} <= now() - ${minutes}::int * interval '1 minute')`,
    })
    .returning({ id: subscribers.id });
  return row;
};

/** Confirms the subscriber of this confirmation token (clearing it); undefined when none has it. */
export const confirmSubscriber = async (executor: Executor, confirmTokenHash: string) => {
  const [row] = await executor
    .update(subscribers)
    .set({ confirmedAt: sql`now()`, unsubscribedAt: null, confirmTokenHash: null })
    .where(eq(subscribers.confirmTokenHash, confirmTokenHash))
    .returning({
      id: subscribers.id,
      subscriptionId: subscribers.subscriptionId,
      customerId: subscribers.customerId,
      email: subscribers.email,
    });
  return row;
};

/** Who an unsubscription takes out: a subscriber by id, or an address of a subscription not yet out. */
export type LeavingSubscribers = { id: number } | { subscriptionId: number; email: string };

/** The subscribers an unsubscription takes out, locked until the transaction ends. */
export const lockLeavingSubscribers = (executor: Executor, which: LeavingSubscribers) =>
  executor
    .select({
      id: subscribers.id,
      email: subscribers.email,
      unsubscribedAt: subscribers.unsubscribedAt,
      confirmedAt: subscribers.confirmedAt,
      subscriptionId: subscribers.subscriptionId,
    })
    .from(subscribers)
    .where(
      'id' in which
        ? eq(subscribers.id, which.id)
        : and(
            eq(subscribers.subscriptionId, which.subscriptionId),
            eq(subscribers.email, which.email),
            isNull(subscribers.unsubscribedAt),
          ),
    )
    .for('update');

/** Unsubscribes these subscribers (keeping the first date of a second leave) and clears their tokens. */
export const markUnsubscribed = (executor: Executor, ids: number[]) =>
  executor
    .update(subscribers)
    .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, confirmTokenHash: null })
    .where(inArray(subscribers.id, ids));

export const insertSubscriptionEvents = (
  executor: Executor,
  events: { subscriptionId: number; subscriberId: number; kind: 'join' | 'leave' }[],
) => executor.insert(subscriptionEvents).values(events);

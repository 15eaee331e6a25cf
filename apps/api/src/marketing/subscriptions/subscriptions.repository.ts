import type { TSubscriptionListQuery } from '@colophon/contract';
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { subscribers, subscriptions } from './subscriptions.tables.ts';

export type SubscriptionValues = Omit<
  typeof subscriptions.$inferInsert,
  'id' | 'version' | 'createdAt' | 'updatedAt'
>;

/** The name in French, else English: the order of lists does not depend on the caller's language. */
const nameKey = sql`lower(coalesce(${subscriptions.localizations}->'fr'->>'name', ${subscriptions.localizations}->'en'->>'name'))`;

const sortable = {
  name: nameKey,
  subscriptionType: subscriptions.subscriptionType,
  createdAt: subscriptions.createdAt,
  updatedAt: subscriptions.updatedAt,
};

export const listSubscriptions = (executor: Executor, query: TSubscriptionListQuery) =>
  listPage(executor, query, {
    select: () => executor.select().from(subscriptions).$dynamic(),
    where: and(
      query.search
        ? or(
            ilike(sql`${subscriptions.localizations}::text`, containing(query.search)),
            ilike(subscriptions.identifier, containing(query.search)),
          )
        : undefined,
      query.subscriptionType ? eq(subscriptions.subscriptionType, query.subscriptionType) : undefined,
    ),
    orderBy: sortOrder(query.sort ?? 'name', sortable, subscriptions.id),
  });

export const allSubscriptions = (executor: Executor) => executor.select().from(subscriptions);

export const findSubscription = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row ?? null;
};

/** Active (confirmed, not gone) subscribers per subscription. */
export const activeSubscriberCounts = async (executor: Executor, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await executor
    .select({ id: subscribers.subscriptionId, total: count() })
    .from(subscribers)
    .where(
      and(
        inArray(subscribers.subscriptionId, ids),
        isNotNull(subscribers.confirmedAt),
        isNull(subscribers.unsubscribedAt),
      ),
    )
    .groupBy(subscribers.subscriptionId);
  return new Map(rows.map((row) => [row.id, row.total]));
};

export const insertSubscription = async (executor: Executor, values: SubscriptionValues) => {
  const [row] = await executor.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('the subscription was not inserted');
  return row;
};

export const updateSubscription = (
  executor: Executor,
  id: number,
  version: number,
  values: SubscriptionValues,
) => updateAtVersion(executor, subscriptions, id, version, values);

export const deleteSubscription = (executor: Executor, id: number) =>
  executor.delete(subscriptions).where(eq(subscriptions.id, id));

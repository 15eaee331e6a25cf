import type { TActionType } from '@colophon/contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { actionDayTotals, actionMonthRollup, actionRollup, actions, visitors } from './tracking.tables.ts';

export type NewAction = typeof actions.$inferInsert;

/** The visitor as we know it (present only once it consented), or null. */
export const findVisitor = async (executor: Executor, guid: string) =>
  (await executor.select().from(visitors).where(eq(visitors.guid, guid)).limit(1))[0] ?? null;

/** Records a consenting visitor, or notes that it came back; answers the customer it is tied to. */
export const upsertVisitor = async (executor: Executor, guid: string) => {
  const [row] = await executor
    .insert(visitors)
    .values({ guid })
    .onConflictDoUpdate({ target: visitors.guid, set: { lastSeenAt: sql`now()` } })
    .returning({ customerId: visitors.customerId });
  return row?.customerId ?? null;
};

/** Product ids of the EANs given (unknown EANs are absent). */
export const productIdsByEan = async (executor: Executor, eans: string[]) => {
  if (eans.length === 0) return new Map<string, number>();
  const rows = await executor
    .select({ id: products.id, ean: products.ean })
    .from(products)
    .where(inArray(products.ean, eans));
  return new Map(rows.map((row) => [row.ean, row.id]));
};

export const insertActions = async (executor: Executor, rows: NewAction[]) => {
  if (rows.length > 0) await executor.insert(actions).values(rows);
  return rows.length;
};

/** Forgets a visitor who withdrew consent: its actions, then itself. */
export const eraseVisitor = async (executor: Executor, guid: string) => {
  const erased = await executor
    .delete(actions)
    .where(eq(actions.visitorGuid, guid))
    .returning({ id: actions.id });
  await executor.delete(visitors).where(eq(visitors.guid, guid));
  return erased.length;
};

/** Forgets a customer: the actions recorded for them or under their visitor ids, and those ids. */
export const eraseCustomerActions = async (executor: Executor, customerId: number) => {
  const guids = executor
    .select({ guid: visitors.guid })
    .from(visitors)
    .where(eq(visitors.customerId, customerId));
  const erased = await executor
    .delete(actions)
    .where(sql`${actions.customerId} = ${customerId} or ${actions.visitorGuid} in ${guids}`)
    .returning({ id: actions.id });
  await executor.delete(visitors).where(eq(visitors.customerId, customerId));
  return erased.length;
};

export const customerExists = async (executor: Executor, id: number) =>
  (await executor.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1)).length >
  0;

/**
 * Ties a consenting visitor to a customer, with the actions it sent before the customer was known.
 * A visitor that did not consent is not recorded: nothing ties it.
 */
export const tieVisitor = async (executor: Executor, guid: string, customerId: number) => {
  const [tied] = await executor
    .update(visitors)
    .set({ customerId, lastSeenAt: sql`now()` })
    .where(eq(visitors.guid, guid))
    .returning({ guid: visitors.guid });
  if (!tied) return false;
  await executor
    .update(actions)
    .set({ customerId })
    .where(and(eq(actions.visitorGuid, guid), isNull(actions.customerId)));
  return true;
};

/** What the API records by itself when an order, a subscription or a registration goes through it. */
export interface ServerAction {
  type: TActionType;
  /** The customer, when known by id. */
  customerId?: number | null;
  /** Else the address given, matched to a customer if one has it. */
  email?: string | null;
  visitorGuid: string | null;
  /** The order, subscription or event post. */
  sourceId: number;
  /** The books of an order: one action each. */
  productIds?: (number | null)[];
  occurredAt?: Date;
  /**
   * The action proves who the visitor is (an order by a customer signed in on the site): its visitor
   * id is then tied to the customer. A typed email never ties it.
   */
  tiesVisitor?: boolean;
}

/**
 * Records an action of the API's own, once (the site does not send these). The visitor id is kept
 * only when that visitor consented, and only an action that proves who it is (`tiesVisitor`) ties it
 * to its customer.
 */
export const recordServerAction = async (executor: Executor, action: ServerAction) => {
  let customerId = action.customerId ?? null;
  if (customerId === null && action.email) {
    const [customer] = await executor
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, action.email.toLowerCase()))
      .limit(1);
    customerId = customer?.id ?? null;
  }
  let visitorGuid: string | null = null;
  if (action.visitorGuid) {
    const visitor = await findVisitor(executor, action.visitorGuid);
    if (visitor) {
      visitorGuid = visitor.guid;
      if (action.tiesVisitor && customerId !== null) await tieVisitor(executor, visitor.guid, customerId);
    }
  }
  const productIds =
    action.productIds && action.productIds.length > 0 ? [...new Set(action.productIds)] : [null];
  await insertActions(
    executor,
    productIds.map((productId) => ({
      occurredAt: action.occurredAt ?? new Date(),
      type: action.type,
      visitorGuid,
      customerId,
      productId,
      sourceId: action.sourceId,
    })),
  );
};

/**
 * Adds up, per Paris day, type and book, the actions older than `before`, then drops them: at most
 * `limit` at a time, so that a long backlog goes in several short transactions. Answers how many went.
 */
export const aggregateOldActions = async (executor: Executor, before: Date, limit: number) => {
  const result = await executor.execute<{ gone: number }>(sql`
    with gone as (
      delete from ${actions}
      where ${actions.id} in (
        select ${actions.id} from ${actions} where ${lt(actions.occurredAt, before)} limit ${limit}
      )
      returning ${actions.occurredAt} as occurred_at, ${actions.type} as type, ${actions.productId} as product_id
    ), added as (
      insert into analytics_action_days (day, type, product_id, count)
      select (occurred_at at time zone 'Europe/Paris')::date, type, coalesce(product_id, 0), count(*)::int
      from gone group by 1, 2, 3
      on conflict (day, type, product_id)
      do update set count = analytics_action_days.count + excluded.count
      returning 1
    )
    select (select count(*) from gone)::int as gone`);
  return Number(result.rows[0]?.gone ?? 0);
};

/** The last Paris day the rollup holds, or null before its first night. */
export const lastRolledUpDay = async (executor: Executor) => {
  const result = await executor.execute<{ day: string | null }>(
    sql`select max(${actionRollup.day})::text as day from ${actionRollup}`,
  );
  return result.rows[0]?.day ?? null;
};

/** The Paris day of the oldest raw action, or null when there is none. */
export const firstActionDay = async (executor: Executor) => {
  const result = await executor.execute<{ day: string | null }>(
    sql`select (min(${actions.occurredAt}) at time zone 'Europe/Paris')::date::text as day from ${actions}`,
  );
  return result.rows[0]?.day ?? null;
};

/**
 * Counts again, whole, the Paris days from `fromDay` to the day before `beforeDay`: per day, type,
 * book and search typed (lower-cased). Answers the rows written.
 */
export const rollUpDays = async (executor: Executor, fromDay: string, beforeDay: string) => {
  await executor.execute(
    sql`delete from ${actionRollup} where ${actionRollup.day} >= ${fromDay}::date and ${actionRollup.day} < ${beforeDay}::date`,
  );
  await executor.execute(
    sql`delete from ${actionDayTotals} where ${actionDayTotals.day} >= ${fromDay}::date and ${actionDayTotals.day} < ${beforeDay}::date`,
  );
  const result = await executor.execute<{ written: number }>(sql`
    with written as (
      insert into ${actionRollup} (day, type, product_id, query, count)
      select (${actions.occurredAt} at time zone 'Europe/Paris')::date, ${actions.type},
        coalesce(${actions.productId}, 0), coalesce(lower(${actions.query}), ''), count(*)::int
      from ${actions}
      where ${actions.occurredAt} >= (${fromDay}::date)::timestamp at time zone 'Europe/Paris'
        and ${actions.occurredAt} < (${beforeDay}::date)::timestamp at time zone 'Europe/Paris'
      group by 1, 2, 3, 4
      returning 1
    )
    select count(*)::int as written from written`);
  await executor.execute(sql`
    insert into ${actionDayTotals} (day, type, count)
    select ${actionRollup.day}, ${actionRollup.type}, sum(${actionRollup.count})::int from ${actionRollup}
    where ${actionRollup.day} >= ${fromDay}::date and ${actionRollup.day} < ${beforeDay}::date
    group by 1, 2`);
  // The whole months these days are in, once they are over: counted again from the days.
  const months = sql`${actionRollup.day} >= date_trunc('month', ${fromDay}::date)
    and ${actionRollup.day} < date_trunc('month', ${beforeDay}::date)`;
  await executor.execute(sql`
    delete from ${actionMonthRollup} where ${actionMonthRollup.month} >= date_trunc('month', ${fromDay}::date)
      and ${actionMonthRollup.month} < date_trunc('month', ${beforeDay}::date)`);
  await executor.execute(sql`
    insert into ${actionMonthRollup} (month, type, product_id, count)
    select date_trunc('month', ${actionRollup.day})::date, ${actionRollup.type}, ${actionRollup.productId},
      sum(${actionRollup.count})::int
    from ${actionRollup}
    where ${months} and ${actionRollup.productId} <> 0
    group by 1, 2, 3`);
  return Number(result.rows[0]?.written ?? 0);
};

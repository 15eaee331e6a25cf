import type { TActionType, TTargetRules, TTopKind } from '@colophon/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder, targetCondition } from '../targets/target-rules.sql.ts';
import { targetMembers } from '../targets/targets.tables.ts';
import { actionDayTotals, actionMonthRollup, actionRollup, actions } from '../tracking/tracking.tables.ts';
import { dayStart } from './sales-rollup.repository.ts';
import {
  salesBuyerDays,
  salesDayTotals,
  salesMonthRollup,
  salesRollup,
  salesStaleDays,
} from './sales-rollup.tables.ts';

/**
 * Who an analysis reads: every customer (null), a target's members as `AffectAllTargetsToUsers`
 * stored them, or a target's rules evaluated now (a target whose members were never worked out).
 */
export type Scope = TTargetRules | null | { members: number };
const isMembers = (scope: Scope): scope is { members: number } => scope !== null && 'members' in scope;
/** A period as instants, start included, end excluded (Paris days turned into instants by the service). */
export interface Period {
  start: Date;
  end: Date;
}

const inScope = (scope: Scope) => (scope && !isMembers(scope) ? targetCondition(scope) : sql`true`);
/** Joins what a customer id column names to the scope: its members, or the customers its rules read. */
const scopeJoin = (scope: Scope, customerId: SQLWrapper) =>
  scope === null
    ? sql``
    : isMembers(scope)
      ? sql`join ${targetMembers} on ${targetMembers.customerId} = ${customerId}
          and ${targetMembers.targetId} = ${scope.members}`
      : sql`join ${customers} on ${customers.id} = ${customerId}`;
const within = (column: SQLWrapper, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;
const parisDay = (instant: Date) =>
  sql`(${instant.toISOString()}::timestamptz at time zone 'Europe/Paris')::date`;
/**
 * The days of a period before its whole months (a CTE `whole_months`, months in a row), and those
 * after: each a range an index on the day reads.
 */
const beforeWholeMonths = (day: SQLWrapper) =>
  sql`${day} < coalesce((select min(month) from whole_months), 'infinity'::date)`;
const afterWholeMonths = (day: SQLWrapper) =>
  sql`${day} >= coalesce((select (max(month) + interval '1 month')::date from whole_months), 'infinity'::date)`;
const euros = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;

/** Orders of the scope's customers in the period, as a FROM clause with its WHERE. */
const scopedOrders = (scope: Scope, period: Period) => sql`${documents}
  ${scope === null ? sql`join ${customers} on ${customers.id} = ${documents.customerId}` : scopeJoin(scope, documents.customerId)}
  where ${countedOrder} and ${within(documents.createdAt, period)} and ${inScope(scope)}`;

/*
 * Every customer's sales read the nightly sales rollup for the past days it counted and that did not
 * change since, and the orders for the others: the days after its last one and the days named in
 * `analytics_sales_stale_days` (docs/rules/analytics.md, "Analysis and profiles").
 */
const salesRolledUpTo = sql`(select coalesce(max(${salesDayTotals.day}) + 1, date '0001-01-01') from ${salesDayTotals})`;
const rolledSales = (column: SQLWrapper, period: Period) =>
  sql`${column} >= ${parisDay(period.start)} and ${column} < ${parisDay(period.end)} and ${column} < ${salesRolledUpTo}
    and ${column} not in (select ${salesStaleDays.day} from ${salesStaleDays})`;
/**
 * The orders of the days the rollup does not answer for, as a CTE named `live` (each changed day's
 * read through the index on the time: `offset 0` keeps the planner from joining every order).
 */
const liveOrders = (period: Period) => sql`live as (
  select ${documents.id} as id, ${documents.customerId} as customer_id, ${documents.createdAt} as created_at,
    ${documents.totalCents} - ${documents.refundedCents} as cents
  from ${documents}
  where ${countedOrder}
    and ${documents.createdAt} >= greatest(${period.start.toISOString()}::timestamptz, ${dayStart(salesRolledUpTo)})
    and ${documents.createdAt} < ${period.end.toISOString()}::timestamptz
  union all
  select changed.id, changed.customer_id, changed.created_at, changed.cents
  from (select distinct ${salesStaleDays.day} as day from ${salesStaleDays}) as stale cross join lateral (
    select ${documents.id} as id, ${documents.customerId} as customer_id, ${documents.createdAt} as created_at,
      ${documents.totalCents} - ${documents.refundedCents} as cents
    from ${documents}
    where ${countedOrder} and ${documents.createdAt} >= ${dayStart(sql`stale.day`)}
      and ${documents.createdAt} < ${dayStart(sql`stale.day + 1`)}
    offset 0
  ) as changed
  where stale.day >= ${parisDay(period.start)}
    and stale.day < ${parisDay(period.end)} and stale.day < ${salesRolledUpTo}
)`;
/**
 * Whether a live order is its customer's first of the span that starts at `from` (an instant): the
 * buyers of a span are counted once, at their first day in it (the rollup's previous day says it
 * for the days it counted).
 */
const firstSince = (from: SQL) => sql`(
  select 1 from ${documents}
  where ${documents.customerId} = live.customer_id and ${countedOrder}
    and ${documents.createdAt} >= ${from}
    and ${documents.createdAt} < ${dayStart(sql`(live.created_at at time zone 'Europe/Paris')::date`)}
  limit 1) is null`;

const everyoneOrderFigures = async (executor: Executor, period: Period) => {
  const result = await executor.execute<{ orders: number; buyers: number; cents: string | null }>(sql`
    with ${liveOrders(period)}
    select
      (select coalesce(sum(${salesDayTotals.orders}), 0) from ${salesDayTotals} where ${rolledSales(salesDayTotals.day, period)})::int
        + (select count(*) from live)::int as orders,
      (select coalesce(sum(${salesBuyerDays.buyers}), 0) from ${salesBuyerDays}
        where ${rolledSales(salesBuyerDays.day, period)} and ${salesBuyerDays.previousDay} < ${parisDay(period.start)})::int
        + (select count(*) from (
            select customer_id, min(created_at) as created_at from live group by 1
          ) as live where ${firstSince(sql`${period.start.toISOString()}::timestamptz`)})::int as buyers,
      (select coalesce(sum(${salesDayTotals.cents}), 0) from ${salesDayTotals} where ${rolledSales(salesDayTotals.day, period)})
        + (select coalesce(sum(live.cents), 0) from live) as cents`);
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), buyers: Number(row?.buyers ?? 0), revenue: euros(row?.cents) };
};

const everyoneOrdersOverTime = (period: Period, granularity: string) => {
  const bucket = (day: SQLWrapper) => sql`date_trunc(${granularity}, (${day})::timestamp)::date`;
  const spanStart = (day: SQLWrapper) => sql`greatest(${bucket(day)}, ${parisDay(period.start)})`;
  const liveDay = sql`(live.created_at at time zone 'Europe/Paris')::date`;
  return sql`
    with ${liveOrders(period)}, counted as (
      select ${bucket(salesDayTotals.day)} as bucket, sum(${salesDayTotals.orders}) as orders,
        sum(${salesDayTotals.cents}) as cents, 0 as buyers
      from ${salesDayTotals} where ${rolledSales(salesDayTotals.day, period)} group by 1
      union all
      select ${bucket(salesBuyerDays.day)}, 0, 0, sum(${salesBuyerDays.buyers})
      from ${salesBuyerDays}
      where ${rolledSales(salesBuyerDays.day, period)} and ${salesBuyerDays.previousDay} < ${spanStart(salesBuyerDays.day)}
      group by 1
      union all
      select ${bucket(liveDay)}, count(*), sum(live.cents), 0 from live group by 1
      union all
      select bucket, 0, 0, count(*) from (
        select ${bucket(liveDay)} as bucket, live.customer_id, min(live.created_at) as created_at
        from live group by 1, 2
      ) as live where ${firstSince(dayStart(spanStart(liveDay)))}
      group by 1
    )
    select to_char(bucket, 'YYYY-MM-DD') as period, sum(orders)::int as orders, sum(buyers)::int as buyers,
      sum(cents) as cents
    from counted group by bucket having sum(orders) > 0 order by 1`;
};

/** Every customer's book sales per book: whole months, then days, from the rollup; the rest live. */
const everyoneSalesPerBook = (period: Period) => {
  const first = parisDay(period.start);
  const end = parisDay(period.end);
  return sql`${liveOrders(period)}, whole_months as (
      select month::date as month from generate_series(date_trunc('month', ${first}::timestamp), ${end}::timestamp, interval '1 month') as month
      where month >= ${first} and month + interval '1 month' <= ${end} and month + interval '1 month' <= ${salesRolledUpTo}
        and not exists (select 1 from ${salesStaleDays}
          where ${salesStaleDays.day} >= month and ${salesStaleDays.day} < month + interval '1 month')
    ), per_book as (
      select product_id, sum(quantity) as quantity, sum(cents) as cents from (
        select ${salesMonthRollup.productId} as product_id, ${salesMonthRollup.quantity} as quantity, ${salesMonthRollup.cents} as cents
        from ${salesMonthRollup} where ${salesMonthRollup.month} in (select month from whole_months)
        union all
        select ${salesRollup.productId}, ${salesRollup.quantity}, ${salesRollup.cents}
        from ${salesRollup}
        where ${rolledSales(salesRollup.day, period)} and ${beforeWholeMonths(salesRollup.day)}
        union all
        select ${salesRollup.productId}, ${salesRollup.quantity}, ${salesRollup.cents}
        from ${salesRollup}
        where ${rolledSales(salesRollup.day, period)} and ${afterWholeMonths(salesRollup.day)}
        union all
        select line.product_id, line.quantity, line.cents
        from live cross join lateral (
          select ${documentItems.productId} as product_id, ${documentItems.quantity} as quantity,
            ${documentItems.quantity} * ${documentItems.unitPriceCents} - ${documentItems.discountCents} as cents
          from ${documentItems}
          where ${documentItems.documentId} = live.id and ${documentItems.status} <> 'Cancelled'
            and ${documentItems.productId} is not null
          offset 0
        ) as line
      ) as sold group by 1
    )`;
};

export const countScope = async (executor: Executor, scope: Scope) => {
  const result = await executor.execute<{ count: number }>(
    isMembers(scope)
      ? sql`select count(*)::int as count from ${targetMembers} where ${targetMembers.targetId} = ${scope.members}`
      : sql`select count(*)::int as count from ${customers} where ${inScope(scope)}`,
  );
  return Number(result.rows[0]?.count ?? 0);
};

export const orderFigures = async (executor: Executor, scope: Scope, period: Period) => {
  if (scope === null) return everyoneOrderFigures(executor, period);
  const result = await executor.execute<{ orders: number; buyers: number; cents: string | null }>(sql`
    select count(*)::int as orders, count(distinct ${documents.customerId})::int as buyers,
      sum(${documents.totalCents} - ${documents.refundedCents}) as cents
    from ${scopedOrders(scope, period)}`);
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), buyers: Number(row?.buyers ?? 0), revenue: euros(row?.cents) };
};

/** Actions in the period: every action without a target, the target's customers' with one. */
const scopedActions = (scope: Scope, period: Period, type?: TActionType) => sql`${actions}
  ${scopeJoin(scope, actions.customerId)}
  where ${within(actions.occurredAt, period)} and ${inScope(scope)}
  ${type ? sql`and ${actions.type} = ${type}` : sql``}`;

/**
 * Every customer's actions read the nightly rollup for the whole days it holds, and the raw actions
 * only after its last day (docs/rules/analytics.md, "Analysis and profiles").
 */
const rolledUpTo = sql`(select coalesce(max(${actionRollup.day}) + 1, date '1970-01-01') from ${actionRollup})`;
const rolledDays = (period: Period) =>
  sql`${actionRollup.day} >= ${parisDay(period.start)} and ${actionRollup.day} < ${parisDay(period.end)}
    and ${actionRollup.day} < ${rolledUpTo}`;
const totalDays = (period: Period) =>
  sql`${actionDayTotals.day} >= ${parisDay(period.start)} and ${actionDayTotals.day} < ${parisDay(period.end)}
    and ${actionDayTotals.day} < ${rolledUpTo}`;
const rawSince = (period: Period) =>
  sql`${actions.occurredAt} >= greatest(${period.start.toISOString()}::timestamptz, (${rolledUpTo})::timestamp at time zone 'Europe/Paris')
    and ${actions.occurredAt} < ${period.end.toISOString()}::timestamptz`;

export const countActions = async (executor: Executor, scope: Scope, period: Period) => {
  const result = await executor.execute<{ count: number }>(
    scope
      ? sql`select count(*)::int as count from ${scopedActions(scope, period)}`
      : sql`select (select coalesce(sum(${actionDayTotals.count}), 0) from ${actionDayTotals} where ${totalDays(period)})::int
          + (select count(*) from ${actions} where ${rawSince(period)})::int as count`,
  );
  return Number(result.rows[0]?.count ?? 0);
};

/** How a kind of top reads a book: its id and label, through a lateral join for lists. */
const dimension = (kind: TTopKind) => {
  switch (kind) {
    case 'books':
      return { join: sql``, id: sql`${products.ean}`, label: sql`${products.title}` };
    case 'authors':
      return {
        join: sql`cross join lateral jsonb_array_elements(${products.authors}) as dimension(value)`,
        id: sql`dimension.value->>'name'`,
        label: sql`dimension.value->>'name'`,
      };
    case 'categories':
      return {
        join: sql`cross join lateral jsonb_array_elements(${products.categories}) as dimension(value)`,
        id: sql`dimension.value->>'code'`,
        label: sql`coalesce(nullif(dimension.value->>'label', ''), dimension.value->>'code')`,
      };
    case 'publishers':
      return {
        join: sql`cross join lateral unnest(${products.publishers}) as dimension(value)`,
        id: sql`dimension.value`,
        label: sql`dimension.value`,
      };
  }
};

type TopRow = {
  id: string;
  label: string;
  count: number;
  cents: string | null;
};
const toTops = (rows: TopRow[]) =>
  rows.map((row) => ({
    id: String(row.id),
    label: String(row.label),
    count: Number(row.count),
    revenue: euros(row.cents),
  }));

/** What the scope bought most in the period (books sold, and what they brought in). */
export const salesTops = async (
  executor: Executor,
  scope: Scope,
  period: Period,
  kind: TTopKind,
  limit: number,
) => {
  const { join, id, label } = dimension(kind);
  if (scope === null) {
    const result = await executor.execute<TopRow>(sql`
      with ${everyoneSalesPerBook(period)}
      select ${id} as id, min(${label}) as label, sum(per_book.quantity)::int as count, sum(per_book.cents) as cents
      from per_book join ${products} on ${products.id} = per_book.product_id
        ${join}
      group by 1 order by 3 desc, 2 limit ${limit}`);
    return toTops(result.rows);
  }
  const result = await executor.execute<TopRow>(sql`
    select ${id} as id, min(${label}) as label, sum(${documentItems.quantity})::int as count,
      sum(${documentItems.quantity} * ${documentItems.unitPriceCents} - ${documentItems.discountCents}) as cents
    from ${documents}
      ${scopeJoin(scope, documents.customerId)}
      join ${documentItems} on ${documentItems.documentId} = ${documents.id}
      join ${products} on ${products.id} = ${documentItems.productId}
      ${join}
    where ${countedOrder} and ${within(documents.createdAt, period)} and ${inScope(scope)}
      and ${documentItems.status} <> 'Cancelled'
    group by 1 order by 3 desc, 2 limit ${limit}`);
  return toTops(result.rows);
};

/** What the scope met most through one kind of action; searches count what was typed. */
export const actionTops = async (
  executor: Executor,
  scope: Scope,
  period: Period,
  type: TActionType,
  kind: TTopKind,
  limit: number,
) => {
  if (type === 'Search') {
    const result = await executor.execute<TopRow>(
      scope
        ? sql`
      select lower(${actions.query}) as id, min(${actions.query}) as label, count(*)::int as count, 0 as cents
      from ${scopedActions(scope, period, type)} and ${actions.query} is not null
      group by 1 order by 3 desc, 1 limit ${limit}`
        : sql`
      select id, min(label) as label, sum(count)::int as count, 0 as cents from (
        select ${actionRollup.query} as id, ${actionRollup.query} as label, sum(${actionRollup.count}) as count
        from ${actionRollup}
        where ${actionRollup.type} = ${type} and ${actionRollup.query} <> '' and ${rolledDays(period)}
        group by 1, 2
        union all
        select lower(${actions.query}), min(${actions.query}), count(*)
        from ${actions} where ${actions.type} = ${type} and ${actions.query} is not null and ${rawSince(period)}
        group by 1
      ) as searches
      group by 1 order by 3 desc, 1 limit ${limit}`,
    );
    return toTops(result.rows);
  }
  const { join, id, label } = dimension(kind);
  if (!scope) {
    const result = await executor.execute<TopRow>(sql`
      with whole_months as (
        select month::date as month
        from generate_series(date_trunc('month', ${parisDay(period.start)}::timestamp), ${parisDay(period.end)}::timestamp, interval '1 month') as month
        where month >= ${parisDay(period.start)} and month + interval '1 month' <= ${parisDay(period.end)}
          and month + interval '1 month' <= ${rolledUpTo}
      ), counted as (
        select ${actionMonthRollup.productId} as product_id, sum(${actionMonthRollup.count}) as count
        from ${actionMonthRollup}
        where ${actionMonthRollup.type} = ${type} and ${actionMonthRollup.month} in (select month from whole_months)
        group by 1
        union all
        select ${actionRollup.productId} as product_id, sum(${actionRollup.count}) as count
        from ${actionRollup}
        where ${actionRollup.type} = ${type} and ${actionRollup.productId} <> 0 and ${rolledDays(period)}
          and ${beforeWholeMonths(actionRollup.day)}
        group by 1
        union all
        select ${actionRollup.productId} as product_id, sum(${actionRollup.count}) as count
        from ${actionRollup}
        where ${actionRollup.type} = ${type} and ${actionRollup.productId} <> 0 and ${rolledDays(period)}
          and ${afterWholeMonths(actionRollup.day)}
        group by 1
        union all
        select ${actions.productId}, count(*) from ${actions}
        where ${actions.type} = ${type} and ${actions.productId} is not null and ${rawSince(period)}
        group by 1
      ), per_book as (select product_id, sum(count) as count from counted group by 1)
      select ${id} as id, min(${label}) as label, sum(per_book.count)::int as count, 0 as cents
      from per_book join ${products} on ${products.id} = per_book.product_id
        ${join}
      group by 1 order by 3 desc, 2 limit ${limit}`);
    return toTops(result.rows);
  }
  // Counted per book first (a hash of book ids), then each book met once for its names.
  const result = await executor.execute<TopRow>(sql`
    with per_book as (
      select ${actions.productId} as product_id, count(*) as count
      from ${scopedActions(scope, period, type)} and ${actions.productId} is not null
      group by 1
    )
    select ${id} as id, min(${label}) as label, sum(per_book.count)::int as count, 0 as cents
    from per_book join ${products} on ${products.id} = per_book.product_id
      ${join}
    group by 1 order by 3 desc, 2 limit ${limit}`);
  return toTops(result.rows);
};

/** Orders, revenue and buyers per period, then actions per period (Paris time). */
export const ordersOverTime = async (
  executor: Executor,
  scope: Scope,
  period: Period,
  granularity: string,
) => {
  const result = await executor.execute<{
    period: string;
    orders: number;
    buyers: number;
    cents: string | null;
  }>(
    scope === null
      ? everyoneOrdersOverTime(period, granularity)
      : sql`
    select to_char(start, 'YYYY-MM-DD') as period, orders, buyers, cents from (
      select date_trunc(${granularity}, ${documents.createdAt} at time zone 'Europe/Paris') as start,
        count(*)::int as orders, count(distinct ${documents.customerId})::int as buyers,
        sum(${documents.totalCents} - ${documents.refundedCents}) as cents
      from ${scopedOrders(scope, period)}
      group by 1
    ) as counted order by start`,
  );
  return result.rows.map((row) => ({
    period: row.period,
    orders: Number(row.orders),
    buyers: Number(row.buyers),
    revenue: euros(row.cents),
  }));
};

export const actionsOverTime = async (
  executor: Executor,
  scope: Scope,
  period: Period,
  granularity: string,
) => {
  const result = await executor.execute<{ period: string; count: number }>(
    scope
      ? // Grouped by the period's start, named once per period: a hash of a dozen timestamps rather
        // than a sort of every action's name of its period (half the time on a target's year).
        sql`
    select to_char(start, 'YYYY-MM-DD') as period, count from (
      select date_trunc(${granularity}, ${actions.occurredAt} at time zone 'Europe/Paris') as start,
        count(*)::int as count
      from ${scopedActions(scope, period)}
      group by 1
    ) as counted order by start`
      : sql`
    select period, sum(count)::int as count from (
      select to_char(date_trunc(${granularity}, ${actionDayTotals.day}::timestamp), 'YYYY-MM-DD') as period,
        sum(${actionDayTotals.count}) as count
      from ${actionDayTotals} where ${totalDays(period)} group by 1
      union all
      select to_char(date_trunc(${granularity}, ${actions.occurredAt} at time zone 'Europe/Paris'), 'YYYY-MM-DD'),
        count(*)
      from ${actions} where ${rawSince(period)} group by 1
    ) as counted group by 1 order by 1`,
  );
  return new Map(result.rows.map((row) => [row.period, Number(row.count)]));
};

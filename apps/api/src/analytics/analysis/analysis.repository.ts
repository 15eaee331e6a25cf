import type { TTopKind } from '@colophon/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder } from '../targets/target-rules.sql.ts';
import { targetMembers } from '../targets/targets.tables.ts';
import {
  afterWholeMonths,
  beforeWholeMonths,
  dimension,
  euros,
  inScope,
  isMembers,
  type Period,
  parisDay,
  type Scope,
  scopeJoin,
  type TopRow,
  toTops,
  within,
} from './analysis-scope.sql.ts';
import { dayStart } from './sales-rollup.repository.ts';
import {
  salesBuyerDays,
  salesDayTotals,
  salesMonthRollup,
  salesRollup,
  salesStaleDays,
} from './sales-rollup.tables.ts';

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

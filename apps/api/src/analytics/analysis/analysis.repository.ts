import type { TActionType, TTargetRules, TTopKind } from '@colophon/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder, targetCondition } from '../targets/target-rules.sql.ts';
import { actionDayTotals, actionRollup, actions } from '../tracking/tracking.tables.ts';

/** Who an analysis reads: a target's rules, or every customer (null). */
export type Scope = TTargetRules | null;
/** A period as instants, start included, end excluded (Paris days turned into instants by the service). */
export interface Period {
  start: Date;
  end: Date;
}

const inScope = (scope: Scope) => (scope ? targetCondition(scope) : sql`true`);
const within = (column: SQLWrapper, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;
const euros = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;

/** Orders of the scope's customers in the period, as a FROM clause with its WHERE. */
const scopedOrders = (scope: Scope, period: Period) => sql`${documents}
  join ${customers} on ${customers.id} = ${documents.customerId}
  where ${countedOrder} and ${within(documents.createdAt, period)} and ${inScope(scope)}`;

export const countScope = async (executor: Executor, scope: Scope) => {
  const result = await executor.execute<{ count: number }>(
    sql`select count(*)::int as count from ${customers} where ${inScope(scope)}`,
  );
  return Number(result.rows[0]?.count ?? 0);
};

export const orderFigures = async (executor: Executor, scope: Scope, period: Period) => {
  const result = await executor.execute<{ orders: number; buyers: number; cents: string | null }>(sql`
    select count(*)::int as orders, count(distinct ${documents.customerId})::int as buyers,
      sum(${documents.totalCents} - ${documents.refundedCents}) as cents
    from ${scopedOrders(scope, period)}`);
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), buyers: Number(row?.buyers ?? 0), revenue: euros(row?.cents) };
};

/** Actions in the period: every action without a target, the target's customers' with one. */
const scopedActions = (scope: Scope, period: Period, type?: TActionType) => sql`${actions}
  ${scope ? sql`join ${customers} on ${customers.id} = ${actions.customerId}` : sql``}
  where ${within(actions.occurredAt, period)} and ${inScope(scope)}
  ${type ? sql`and ${actions.type} = ${type}` : sql``}`;

/**
 * Every customer's actions read the nightly rollup for the whole days it holds, and the raw actions
 * only after its last day (docs/decisions.md, "Analytics: analysis and profiles").
 */
const rolledUpTo = sql`(select coalesce(max(${actionRollup.day}) + 1, date '1970-01-01') from ${actionRollup})`;
const parisDay = (instant: Date) =>
  sql`(${instant.toISOString()}::timestamptz at time zone 'Europe/Paris')::date`;
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
  const result = await executor.execute<TopRow>(sql`
    select ${id} as id, min(${label}) as label, sum(${documentItems.quantity})::int as count,
      sum(${documentItems.quantity} * ${documentItems.unitPriceCents} - ${documentItems.discountCents}) as cents
    from ${documents}
      join ${customers} on ${customers.id} = ${documents.customerId}
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
      with counted as (
        select ${actionRollup.productId} as product_id, sum(${actionRollup.count}) as count
        from ${actionRollup}
        where ${actionRollup.type} = ${type} and ${actionRollup.productId} <> 0 and ${rolledDays(period)}
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
  const result = await executor.execute<TopRow>(sql`
    select ${id} as id, min(${label}) as label, count(*)::int as count, 0 as cents
    from ${actions}
      ${scope ? sql`join ${customers} on ${customers.id} = ${actions.customerId}` : sql``}
      join ${products} on ${products.id} = ${actions.productId}
      ${join}
    where ${within(actions.occurredAt, period)} and ${inScope(scope)} and ${actions.type} = ${type}
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
  }>(sql`
    select to_char(date_trunc(${granularity}, ${documents.createdAt} at time zone 'Europe/Paris'), 'YYYY-MM-DD') as period,
      count(*)::int as orders, count(distinct ${documents.customerId})::int as buyers,
      sum(${documents.totalCents} - ${documents.refundedCents}) as cents
    from ${scopedOrders(scope, period)}
    group by 1 order by 1`);
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
      ? sql`
    select to_char(date_trunc(${granularity}, ${actions.occurredAt} at time zone 'Europe/Paris'), 'YYYY-MM-DD') as period,
      count(*)::int as count
    from ${scopedActions(scope, period)}
    group by 1 order by 1`
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

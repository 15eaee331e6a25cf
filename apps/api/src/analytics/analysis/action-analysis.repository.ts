import type { TActionType, TTopKind } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { actionDayTotals, actionMonthRollup, actionRollup, actions } from '../tracking/tracking.tables.ts';
import {
  afterWholeMonths,
  beforeWholeMonths,
  dimension,
  inScope,
  type Period,
  parisDay,
  type Scope,
  scopeJoin,
  type TopRow,
  toTops,
  within,
} from './analysis-scope.sql.ts';

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

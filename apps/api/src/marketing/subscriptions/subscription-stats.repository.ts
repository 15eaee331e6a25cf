import type { TSubscriptionStats } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { subscriptionEvents } from './subscriptions.tables.ts';

const SHOP_TIME_ZONE = 'Europe/Paris';

/** A subscription (or all of them) over the shop days from `from` to `to`. */
export interface SubscriptionStatsQuery {
  subscriptionId?: number | undefined;
  from: string;
  to: string;
}

/** Joins, leaves and active subscribers at the end of each shop day from `from` to `to`. */
export const subscriptionStats = async (
  executor: Executor,
  query: SubscriptionStatsQuery,
): Promise<TSubscriptionStats> => {
  const which =
    query.subscriptionId === undefined
      ? sql`true`
      : sql`${subscriptionEvents.subscriptionId} = ${query.subscriptionId}`;
  const dayOf = sql`(${subscriptionEvents.at} at time zone ${SHOP_TIME_ZONE})::date`;
  const result = await executor.execute<{
    day: string;
    joins: number;
    leaves: number;
    subscribers: number;
  }>(sql`
    with days as (
      select generate_series(${query.from}::date, ${query.to}::date, interval '1 day')::date as day
    ),
    per_day as (
      select ${dayOf} as day,
        count(*) filter (where ${subscriptionEvents.kind} = 'join')::int as joins,
        count(*) filter (where ${subscriptionEvents.kind} = 'leave')::int as leaves
      from ${subscriptionEvents}
      where ${which} and ${dayOf} <= ${query.to}::date
      group by 1
    ),
    before as (
      select coalesce(sum(joins - leaves), 0)::int as total from per_day where day < ${query.from}::date
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(per_day.joins, 0)::int as joins,
      coalesce(per_day.leaves, 0)::int as leaves,
      ((select total from before) + sum(coalesce(per_day.joins, 0) - coalesce(per_day.leaves, 0)) over (order by days.day))::int as subscribers
    from days left join per_day on per_day.day = days.day
    order by days.day`);
  return { days: result.rows };
};

import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder } from '../targets/target-rules.sql.ts';
import {
  salesBuyerDays,
  salesDayTotals,
  salesMonthRollup,
  salesRollup,
  salesStaleDays,
} from './sales-rollup.tables.ts';

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const addMonth = (month: string) => {
  const next = new Date(`${month}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next.toISOString().slice(0, 10);
};
/** A list of days as a bound `date[]` (the days are ours, YYYY-MM-DD). */
const dateArray = (days: string[]) => sql`${`{${days.join(',')}}`}::date[]`;
/** The instant a Paris day (a date column or expression) begins. */
export const dayStart = (day: unknown) => sql`((${day})::timestamp at time zone 'Europe/Paris')`;

/**
 * Counts again, whole, the Paris days before `today` that the rollup does not hold yet and those
 * whose orders changed since they were counted (`analytics_sales_stale_days`, written by triggers),
 * then the whole months these days are in. Answers the days counted.
 */
export const rollUpSales = async (executor: Executor, today: string) => {
  // Taken first: a change made while the days are counted names its day again.
  const stale = (
    await executor.execute<{ day: string }>(
      sql`delete from ${salesStaleDays} where ${salesStaleDays.day} < ${today}::date returning ${salesStaleDays.day}::text as day`,
    )
  ).rows.map((row) => row.day);
  const bounds = (
    await executor.execute<{ next: string | null; first: string | null }>(sql`
      select (select (max(${salesDayTotals.day}) + 1)::text from ${salesDayTotals}) as next,
        (select (min(${documents.createdAt}) at time zone 'Europe/Paris')::date::text from ${documents}
          where ${documents.type} = 'Order') as first`)
  ).rows[0];
  const from = bounds?.next ?? bounds?.first ?? today;
  const days = new Set(stale);
  for (let day = from; day < today; day = addDays(day, 1)) days.add(day);
  if (days.size === 0) return 0;
  const counted = dateArray([...days].sort());

  await executor.execute(sql`delete from ${salesDayTotals} where ${salesDayTotals.day} = any(${counted})`);
  await executor.execute(sql`delete from ${salesRollup} where ${salesRollup.day} = any(${counted})`);
  await executor.execute(sql`delete from ${salesBuyerDays} where ${salesBuyerDays.day} = any(${counted})`);
  const ofTheDay = sql`${documents.createdAt} >= ${dayStart(sql`counted.day`)}
    and ${documents.createdAt} < ${dayStart(sql`counted.day + 1`)} and ${countedOrder}`;
  await executor.execute(sql`
    insert into ${salesDayTotals} (day, orders, cents)
    select counted.day, count(${documents.id})::int,
      coalesce(sum(${documents.totalCents} - ${documents.refundedCents}), 0)
    from unnest(${counted}) as counted(day) left join ${documents} on ${ofTheDay}
    group by 1`);
  await executor.execute(sql`
    insert into ${salesRollup} (day, product_id, quantity, cents)
    select counted.day, ${documentItems.productId}, sum(${documentItems.quantity})::int,
      sum(${documentItems.quantity} * ${documentItems.unitPriceCents} - ${documentItems.discountCents})
    from unnest(${counted}) as counted(day) join ${documents} on ${ofTheDay}
      join ${documentItems} on ${documentItems.documentId} = ${documents.id}
    where ${documentItems.status} <> 'Cancelled' and ${documentItems.productId} is not null
    group by 1, 2`);
  await executor.execute(sql`
    insert into ${salesBuyerDays} (day, previous_day, buyers)
    select bought.day, previous.day, count(*)::int
    from (
      select distinct counted.day, ${documents.customerId} as customer_id
      from unnest(${counted}) as counted(day) join ${documents} on ${ofTheDay}
    ) as bought
    cross join lateral (
      select coalesce((max(earlier.created_at) at time zone 'Europe/Paris')::date, date '0001-01-01') as day
      from ${documents} as earlier
      where earlier.customer_id = bought.customer_id and earlier.type = 'Order'
        and earlier.status not in ('Temp', 'PaymentFailed', 'PaymentCanceled', 'Cancelled')
        and earlier.created_at < ${dayStart(sql`bought.day`)}
    ) as previous
    group by 1, 2`);

  const months = [...new Set([...days].map((day) => `${day.slice(0, 7)}-01`))].filter(
    (month) => addMonth(month) <= today,
  );
  if (months.length > 0) {
    const whole = dateArray(months);
    await executor.execute(
      sql`delete from ${salesMonthRollup} where ${salesMonthRollup.month} = any(${whole})`,
    );
    await executor.execute(sql`
      insert into ${salesMonthRollup} (month, product_id, quantity, cents)
      select date_trunc('month', ${salesRollup.day})::date, ${salesRollup.productId},
        sum(${salesRollup.quantity})::int, sum(${salesRollup.cents})
      from ${salesRollup} where date_trunc('month', ${salesRollup.day})::date = any(${whole})
      group by 1, 2`);
  }
  return days.size;
};

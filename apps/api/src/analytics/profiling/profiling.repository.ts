import { collectedShippingMethods, type TTargetRules, type TTopKind } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder, targetCondition } from '../targets/target-rules.sql.ts';
import { targetMembers } from '../targets/targets.tables.ts';

const YEAR = sql`now() - interval '365 days'`;

const postalCode = sql`coalesce(${customers.shippingAddress}->>'postalCode', ${customers.billingAddress}->>'postalCode', '')`;
const ageBand = sql`case
  when ${customers.dateOfBirth} is null then 'unknown'
  when extract(year from age(current_date, ${customers.dateOfBirth})) < 25 then '18-24'
  when extract(year from age(current_date, ${customers.dateOfBirth})) < 35 then '25-34'
  when extract(year from age(current_date, ${customers.dateOfBirth})) < 50 then '35-49'
  when extract(year from age(current_date, ${customers.dateOfBirth})) < 65 then '50-64'
  else '65+' end`;
const department = sql`case when ${postalCode} = '' then 'unknown' when ${postalCode} like '97%' then left(${postalCode}, 3) else left(${postalCode}, 2) end`;

/**
 * Whose profile it is: the members `AffectAllTargetsToUsers` (or the save of the target) stored, or,
 * before they were ever worked out, the target's rules read live.
 */
export type Members = { targetId: number } | { rules: TTargetRules };

/** The members as a condition on `customers` (a semi-join on the stored members). */
const isMember = (members: Members) =>
  'targetId' in members
    ? sql`${customers.id} in (select ${targetMembers.customerId} from ${targetMembers} where ${targetMembers.targetId} = ${members.targetId})`
    : targetCondition(members.rules);

/** Members counted by one of their traits: gender, age band, department, customer role. */
export const membersBy = async (
  executor: Executor,
  members: Members,
  trait: 'gender' | 'age' | 'department' | 'role',
  limit = 20,
) => {
  const key = {
    gender: sql`${customers.gender}`,
    age: ageBand,
    department,
    role: sql`${customers.customerRole}`,
  }[trait];
  const result = await executor.execute<{ id: string; count: number }>(sql`
    select ${key} as id, count(*)::int as count from ${customers}
    where ${isMember(members)} group by 1 order by 2 desc, 1 limit ${limit}`);
  return result.rows.map((row) => ({ id: String(row.id), count: Number(row.count) }));
};

/** How the members bought over the last year: orders, buyers, revenue, days between orders, collected or delivered. */
export const buyingHabits = async (executor: Executor, members: Members) => {
  const result = await executor.execute<{
    orders: number;
    buyers: number;
    cents: string | null;
    collected: number;
    days: string | null;
  }>(sql`
    with orders as (
      select ${documents.customerId} as customer_id, ${documents.createdAt} as created_at,
        ${documents.totalCents} - ${documents.refundedCents} as cents, ${documents.shippingMethod} as shipping
      from ${documents} join ${customers} on ${customers.id} = ${documents.customerId}
      where ${countedOrder} and ${documents.createdAt} >= ${YEAR} and ${isMember(members)}
    ), spans as (
      select extract(epoch from max(created_at) - min(created_at)) / 86400 / (count(*) - 1) as days
      from orders group by customer_id having count(*) > 1
    )
    select (select count(*) from orders)::int as orders,
      (select count(distinct customer_id) from orders)::int as buyers,
      (select sum(cents) from orders) as cents,
      (select count(*) from orders where shipping = any(array[${sql.join(
        collectedShippingMethods.map((method) => sql`${method}`),
        sql`, `,
      )}]::text[]))::int as collected,
      (select avg(days) from spans) as days`);
  const row = result.rows[0];
  return {
    orders: Number(row?.orders ?? 0),
    buyers: Number(row?.buyers ?? 0),
    cents: Number(row?.cents ?? 0),
    collected: Number(row?.collected ?? 0),
    daysBetweenOrders: row?.days === null || row?.days === undefined ? null : Math.round(Number(row.days)),
  };
};

/** How a top reads a book's categories, authors or publishers (the analysis' tops, on the members). */
const dimension = (kind: Exclude<TTopKind, 'books'>) => {
  switch (kind) {
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

/** What the members bought most in the period (start included): books sold and what they brought in. */
export const memberTops = async (
  executor: Executor,
  members: Members,
  period: { start: Date; end: Date },
  kind: Exclude<TTopKind, 'books'>,
  limit: number,
) => {
  const { join, id, label } = dimension(kind);
  const result = await executor.execute<{
    id: string;
    label: string;
    count: number;
    cents: string | null;
  }>(sql`
    select ${id} as id, min(${label}) as label, sum(${documentItems.quantity})::int as count,
      sum(${documentItems.quantity} * ${documentItems.unitPriceCents} - ${documentItems.discountCents}) as cents
    from ${documents}
      join ${customers} on ${customers.id} = ${documents.customerId}
      join ${documentItems} on ${documentItems.documentId} = ${documents.id}
      join ${products} on ${products.id} = ${documentItems.productId}
      ${join}
    where ${countedOrder} and ${documents.createdAt} >= ${period.start.toISOString()}::timestamptz
      and ${documents.createdAt} < ${period.end.toISOString()}::timestamptz and ${isMember(members)}
      and ${documentItems.status} <> 'Cancelled'
    group by 1 order by 3 desc, 2 limit ${limit}`);
  return result.rows.map((row) => ({
    id: String(row.id),
    label: String(row.label),
    count: Number(row.count),
    revenue: Math.round(Number(row.cents ?? 0)) / 100,
  }));
};

import { collectedShippingMethods, type TTargetRules, type TTopKind } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder, targetCondition } from '../targets/target-rules.sql.ts';
import { targetMembers } from '../targets/targets.tables.ts';

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

/** The members' customer ids, as a subquery. */
const memberIds = (members: Members) =>
  'targetId' in members
    ? sql`select ${targetMembers.customerId} from ${targetMembers} where ${targetMembers.targetId} = ${members.targetId}`
    : sql`select ${customers.id} from ${customers} where ${targetCondition(members.rules)}`;

/** The members as a condition on `customers` (a semi-join on the stored members). */
const isMember = (members: Members) =>
  'targetId' in members
    ? sql`${customers.id} in (select ${targetMembers.customerId} from ${targetMembers} where ${targetMembers.targetId} = ${members.targetId})`
    : targetCondition(members.rules);

export type Trait = 'gender' | 'age' | 'department' | 'role';

/**
 * The members counted by each of their traits (gender, age band, department, customer role), the
 * most frequent first, at most `limits[trait]` each: the members read once for the four counts.
 */
export const membersByTrait = async (executor: Executor, members: Members, limits: Record<Trait, number>) => {
  const result = await executor.execute<{ trait: Trait; id: string; count: number }>(sql`
    with member as materialized (
      select ${customers.gender} as gender, ${ageBand} as age, ${department} as department,
        ${customers.customerRole} as role
      from ${customers} where ${isMember(members)}
    ), counted as (
      select 'gender' as trait, gender as id, count(*) as count from member group by 2
      union all select 'age', age, count(*) from member group by 2
      union all select 'department', department, count(*) from member group by 2
      union all select 'role', role, count(*) from member group by 2
    ), ranked as (
      select trait, id, count, row_number() over (partition by trait order by count desc, id) as rank
      from counted
    )
    select trait, id, count::int as count from ranked
    where rank <= case trait
      when 'gender' then ${limits.gender}::int when 'age' then ${limits.age}::int
      when 'department' then ${limits.department}::int else ${limits.role}::int end
    order by trait, rank`);
  const byTrait: Record<Trait, { id: string; count: number }[]> = {
    gender: [],
    age: [],
    department: [],
    role: [],
  };
  for (const row of result.rows) byTrait[row.trait].push({ id: String(row.id), count: Number(row.count) });
  return byTrait;
};

type TopKind = Exclude<TTopKind, 'books'>;
type Top = { id: string; label: string; count: number; revenue: number };

/**
 * How the members bought in the period (start included), their orders and order lines read once:
 * orders, buyers, revenue, days between orders, collected or delivered; and what they bought most —
 * categories, authors, publishers (books sold and what they brought in), at most `limit` each.
 */
export const buyingHabits = async (
  executor: Executor,
  members: Members,
  period: { start: Date; end: Date },
  limit: number,
) => {
  const result = await executor.execute<{
    orders: number;
    buyers: number;
    cents: string | null;
    collected: number;
    days: string | null;
    tops: { kind: TopKind; id: string; label: string; count: number; cents: string | number | null }[];
  }>(sql`
    with orders as materialized (
      select ${documents.id} as id, ${documents.customerId} as customer_id, ${documents.createdAt} as created_at,
        ${documents.totalCents} - ${documents.refundedCents} as cents, ${documents.shippingMethod} as shipping
      from ${documents}
      where ${countedOrder} and ${documents.createdAt} >= ${period.start.toISOString()}::timestamptz
        and ${documents.customerId} in (${memberIds(members)})
    ), spans as (
      select extract(epoch from max(created_at) - min(created_at)) / 86400 / (count(*) - 1) as days
      from orders group by customer_id having count(*) > 1
    ), books as (
      select ${documentItems.productId} as product_id, sum(${documentItems.quantity}) as quantity,
        sum(${documentItems.quantity} * ${documentItems.unitPriceCents} - ${documentItems.discountCents}) as cents
      from orders join ${documentItems} on ${documentItems.documentId} = orders.id
      where orders.created_at < ${period.end.toISOString()}::timestamptz and ${documentItems.status} <> 'Cancelled'
      group by 1
    ), named as (
      select 'categories' as kind, subject.value->>'code' as id,
        coalesce(nullif(subject.value->>'label', ''), subject.value->>'code') as label, books.quantity, books.cents
      from books join ${products} on ${products.id} = books.product_id
        cross join lateral jsonb_array_elements(${products.categories}) as subject(value)
      union all
      select 'authors', author.value->>'name', author.value->>'name', books.quantity, books.cents
      from books join ${products} on ${products.id} = books.product_id
        cross join lateral jsonb_array_elements(${products.authors}) as author(value)
      union all
      select 'publishers', publisher.value, publisher.value, books.quantity, books.cents
      from books join ${products} on ${products.id} = books.product_id
        cross join lateral unnest(${products.publishers}) as publisher(value)
    ), tops as (
      select kind, id, label, count, cents, row_number() over (partition by kind order by count desc, label) as rank
      from (select kind, id, min(label) as label, sum(quantity)::int as count, sum(cents) as cents
            from named group by kind, id) as summed
    )
    select (select count(*) from orders)::int as orders,
      (select count(distinct customer_id) from orders)::int as buyers,
      (select sum(cents) from orders) as cents,
      (select count(*) from orders where shipping = any(array[${sql.join(
        collectedShippingMethods.map((method) => sql`${method}`),
        sql`, `,
      )}]::text[]))::int as collected,
      (select avg(days) from spans) as days,
      (select coalesce(json_agg(json_build_object('kind', kind, 'id', id, 'label', label, 'count', count, 'cents', cents)
        order by kind, rank), '[]') from tops where rank <= ${limit}::int) as tops`);
  const row = result.rows[0];
  const tops: Record<TopKind, Top[]> = { categories: [], authors: [], publishers: [] };
  for (const top of row?.tops ?? [])
    tops[top.kind].push({
      id: String(top.id),
      label: String(top.label),
      count: Number(top.count),
      revenue: Math.round(Number(top.cents ?? 0)) / 100,
    });
  return {
    orders: Number(row?.orders ?? 0),
    buyers: Number(row?.buyers ?? 0),
    cents: Number(row?.cents ?? 0),
    collected: Number(row?.collected ?? 0),
    daysBetweenOrders: row?.days === null || row?.days === undefined ? null : Math.round(Number(row.days)),
    tops,
  };
};

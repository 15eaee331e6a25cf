import {
  availabilityGroups,
  CUSTOMER_RECOMMENDATIONS,
  collectedShippingMethods,
  onixAvailabilities,
  PROFILE_RECOMMENDATIONS,
  type TTargetRules,
  type TTopKind,
} from '@colophon/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder, targetCondition } from '../targets/target-rules.sql.ts';
import { targetMembers, targets } from '../targets/targets.tables.ts';
import { customerRecommendations, profileRecommendations } from './profiling.tables.ts';

/** Books a customer can be sent to: visible, and available or to order (docs/decisions.md). */
const orderableCodes = Object.entries(onixAvailabilities)
  .filter(
    ([, availability]) => availability.group === availabilityGroups[0] || availability.group === 'toOrder',
  )
  .map(([code]) => code);
const orderable = sql`${products.isVisible} and ${products.availability} = any(array[${sql.join(
  orderableCodes.map((code) => sql`${code}`),
  sql`, `,
)}]::text[])`;

/** The profile's favourite books that seed the co-purchases. */
const SEEDS = 20;
/** The profile's list is longer than what each customer gets, so that books they own can be left out. */
const CANDIDATES = 50;
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

/**
 * Works out a profile's recommendations in the caller's transaction: the books its members bought
 * most over the last year (popularity within the profile) and the books anyone bought in the same
 * order as one of the profile's favourites (co-purchase), each share scaled to 1 and added up; only
 * visible books one can order. Then each member's list: the best of those they have not ordered.
 */
export const computeRecommendations = async (executor: Executor, targetId: number, rules: TTargetRules) => {
  await executor.delete(profileRecommendations).where(eq(profileRecommendations.targetId, targetId));
  await executor.delete(customerRecommendations).where(eq(customerRecommendations.targetId, targetId));
  await executor.execute(sql`
    with member_sales as (
      select ${documentItems.productId} as product_id, count(distinct ${documents.customerId}) as buyers
      from ${documents}
        join ${customers} on ${customers.id} = ${documents.customerId}
        join ${documentItems} on ${documentItems.documentId} = ${documents.id}
      where ${countedOrder} and ${documents.createdAt} >= ${YEAR} and ${targetCondition(rules)}
        and ${documentItems.productId} is not null
      group by 1
    ), seeds as (
      select ${products.ean} as ean, ${products.id} as product_id from member_sales
      join ${products} on ${products.id} = member_sales.product_id
      order by buyers desc, product_id limit ${SEEDS}
    ), together as (
      select other.product_id, count(distinct other.document_id) as orders
      from seeds
        join ${documentItems} as seed_item on seed_item.ean = seeds.ean
        join ${documents} on ${documents.id} = seed_item.document_id
        join ${documentItems} as other on other.document_id = seed_item.document_id
      where ${countedOrder} and ${documents.createdAt} >= ${YEAR}
        and other.product_id is not null and other.product_id <> seeds.product_id
      group by 1
    ), candidates as (
      select ${products.id} as product_id, coalesce(member_sales.buyers, 0) as buyers,
        coalesce(together.orders, 0) as bought_with
      from ${products}
        left join member_sales on member_sales.product_id = ${products.id}
        left join together on together.product_id = ${products.id}
      where (member_sales.product_id is not null or together.product_id is not null) and ${orderable}
    ), scored as (
      select product_id, buyers, bought_with,
        buyers::float / greatest(max(buyers) over (), 1) + bought_with::float / greatest(max(bought_with) over (), 1) as score
      from candidates
    )
    insert into ${profileRecommendations} (target_id, product_id, rank, buyers, bought_with, score)
    select ${targetId}::int, product_id, row_number() over (order by score desc, product_id), buyers, bought_with, score
    from scored order by score desc, product_id limit ${CANDIDATES}`);
  // The members once, the books they ordered among the candidates once (a hash anti-join rather
  // than a lookup per member and book).
  await executor.execute(sql`
    with members as materialized (
      select ${customers.id} as customer_id from ${customers} where ${targetCondition(rules)}
    ), recommended as materialized (
      select product_id, rank from ${profileRecommendations} where target_id = ${targetId}
    ), owned as (
      select distinct ${documents.customerId} as customer_id, ${documentItems.productId} as product_id
      from ${documents} join ${documentItems} on ${documentItems.documentId} = ${documents.id}
      where ${documents.type} = 'Order'
        and ${documents.customerId} in (select customer_id from members)
        and ${documentItems.productId} in (select product_id from recommended)
    )
    insert into ${customerRecommendations} (target_id, customer_id, product_id, rank)
    select ${targetId}::int, customer_id, product_id, rank from (
      select members.customer_id, recommended.product_id,
        row_number() over (partition by members.customer_id order by recommended.rank) as rank
      from members cross join recommended
      where not exists (
        select 1 from owned
        where owned.customer_id = members.customer_id and owned.product_id = recommended.product_id)
    ) as ranked where rank <= ${CUSTOMER_RECOMMENDATIONS}`);
  await executor
    .update(targets)
    .set({ recommendationsComputedAt: new Date() })
    .where(eq(targets.id, targetId));
};

/** A profile's list, best first, with what the console shows of each book. */
export const profileRecommendationList = (executor: Executor, targetId: number) =>
  executor
    .select({
      productId: products.id,
      ean: products.ean,
      title: products.title,
      authors: products.authors,
      buyers: profileRecommendations.buyers,
      boughtWith: profileRecommendations.boughtWith,
      score: profileRecommendations.score,
    })
    .from(profileRecommendations)
    .innerJoin(products, eq(products.id, profileRecommendations.productId))
    .where(eq(profileRecommendations.targetId, targetId))
    .orderBy(asc(profileRecommendations.rank))
    .limit(PROFILE_RECOMMENDATIONS);

/** A customer's own list for a profile, best first. */
export const customerRecommendationList = async (executor: Executor, targetId: number, customerId: number) =>
  (
    await executor
      .select({ productId: customerRecommendations.productId })
      .from(customerRecommendations)
      .where(
        sql`${customerRecommendations.targetId} = ${targetId} and ${customerRecommendations.customerId} = ${customerId}`,
      )
      .orderBy(asc(customerRecommendations.rank))
  ).map((row) => row.productId);

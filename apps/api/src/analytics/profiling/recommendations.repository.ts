import {
  availabilityGroups,
  CUSTOMER_RECOMMENDATIONS,
  onixAvailabilities,
  PROFILE_RECOMMENDATIONS,
  type TTargetRules,
} from '@colophon/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { countedOrder, targetCondition } from '../targets/target-rules.sql.ts';
import { targets } from '../targets/targets.tables.ts';
import { customerRecommendations, profileRecommendations } from './profiling.tables.ts';

/** Books a customer can be sent to: visible, and available or to order (docs/rules/analytics.md). */
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
/** How far back customers' baskets tell which books go together. */
const BASKETS = sql`now() - interval '730 days'`;
/** Each book's closest books kept (bench/README.md, `bench:recommendations`). */
const NEIGHBOURS = 15;
/** A customer's own books that lead to theirs: the most recent ones. */
const OWN_SEEDS = 10;
/** The weight of the profile's list beside the customer's own co-purchases (each scaled to 1). */
const PROFILE_WEIGHT = 1;
/** Pairs of books bought by fewer customers than this tell nothing (chance, not taste). */
const MIN_TOGETHER = 2;
const NEIGHBOURS_TABLE = sql.identifier('recommendation_neighbours');

/**
 * Each book's closest orderable books: bought by the same customers over the last two years (every
 * customer's, counted orders), by the cosine of their buyers (customers who bought both over the
 * square root of the product of each one's buyers), pairs seen once left out, the best
 * `NEIGHBOURS` kept. A temporary table of the transaction: worked out once however many profiles
 * the transaction computes (the demo seed's four; the job gives each profile its own transaction).
 */
const bookNeighbours = async (executor: Executor) => {
  const existing = await executor.execute<{ name: string | null }>(
    sql`select to_regclass('pg_temp.recommendation_neighbours')::text as name`,
  );
  if (existing.rows[0]?.name) return;
  await executor.execute(sql`
    create temporary table ${NEIGHBOURS_TABLE} on commit drop as
    with baskets as materialized (
      select distinct ${documents.customerId} as customer_id, ${documentItems.productId} as product_id
      from ${documents} join ${documentItems} on ${documentItems.documentId} = ${documents.id}
      where ${countedOrder} and ${documents.createdAt} >= ${BASKETS}
        and ${documentItems.status} <> 'Cancelled' and ${documentItems.productId} is not null
    ), buyers as (
      select product_id, count(*)::float as buyers from baskets group by 1
    ), offered as materialized (
      select ${products.id} as product_id from ${products} where ${orderable}
    ), pairs as (
      select bought.product_id, other.product_id as neighbour_id, count(*)::float as together
      from baskets as bought
        join baskets as other on other.customer_id = bought.customer_id and other.product_id <> bought.product_id
      where other.product_id in (select product_id from offered)
      group by 1, 2 having count(*) >= ${MIN_TOGETHER}
    ), scored as (
      select pairs.product_id, pairs.neighbour_id,
        pairs.together / sqrt(mine.buyers * theirs.buyers) as similarity
      from pairs
        join buyers as mine on mine.product_id = pairs.product_id
        join buyers as theirs on theirs.product_id = pairs.neighbour_id
    )
    select product_id, neighbour_id, similarity from (
      select product_id, neighbour_id, similarity,
        row_number() over (partition by product_id order by similarity desc, neighbour_id) as rank
      from scored
    ) as ranked where rank <= ${NEIGHBOURS}`);
  await executor.execute(sql`create index on ${NEIGHBOURS_TABLE} (product_id)`);
  await executor.execute(sql`analyze ${NEIGHBOURS_TABLE}`);
};

const computeIn = async (executor: Executor, targetId: number, rules: TTargetRules) => {
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
  await bookNeighbours(executor);
  // The members once, the books they ordered once (a hash anti-join rather than a lookup per member
  // and book); their last books lead to the books closest to them.
  await executor.execute(sql`
    with members as materialized (
      select ${customers.id} as customer_id from ${customers} where ${targetCondition(rules)}
    ), owned as materialized (
      select ${documents.customerId} as customer_id, ${documentItems.productId} as product_id,
        max(${documents.createdAt}) filter (where ${countedOrder} and ${documentItems.status} <> 'Cancelled') as bought_at
      from ${documents} join ${documentItems} on ${documentItems.documentId} = ${documents.id}
      where ${documents.type} = 'Order' and ${documentItems.productId} is not null
        and ${documents.customerId} in (select customer_id from members)
      group by 1, 2
    ), own_seeds as (
      select customer_id, product_id from (
        select customer_id, product_id,
          row_number() over (partition by customer_id order by bought_at desc, product_id) as recent
        from owned where bought_at is not null
      ) as latest where recent <= ${OWN_SEEDS}
    ), close as (
      select own_seeds.customer_id, near.neighbour_id as product_id, sum(near.similarity) as score
      from own_seeds join ${NEIGHBOURS_TABLE} as near on near.product_id = own_seeds.product_id
      group by 1, 2
    ), profile as materialized (
      select product_id, score / greatest(max(score) over (), 1e-9) as score
      from ${profileRecommendations} where target_id = ${targetId}
    ), candidates as (
      select customer_id, product_id, score / max(score) over (partition by customer_id) as score from close
      union all
      select members.customer_id, profile.product_id, ${PROFILE_WEIGHT}::float * profile.score
      from members cross join profile
    ), summed as (
      select customer_id, product_id, sum(score) as score from candidates group by 1, 2
    )
    insert into ${customerRecommendations} (target_id, customer_id, product_id, rank)
    select ${targetId}::int, customer_id, product_id, rank from (
      select summed.customer_id, summed.product_id,
        row_number() over (partition by summed.customer_id order by summed.score desc, summed.product_id) as rank
      from summed
      where not exists (
        select 1 from owned
        where owned.customer_id = summed.customer_id and owned.product_id = summed.product_id)
    ) as ranked where rank <= ${CUSTOMER_RECOMMENDATIONS}`);
  await executor
    .update(targets)
    .set({ recommendationsComputedAt: new Date() })
    .where(eq(targets.id, targetId));
};

/**
 * Works out a profile's recommendations (within the caller's transaction). The profile's list (what the
 * console shows): the books its members bought most over the last year (popularity within the
 * profile) and the books anyone bought in the same order as one of the profile's favourites
 * (co-purchase), each share scaled to 1 and added up; only visible books one can order. Each
 * member's own list: the books closest to their own last books (bought by the same customers,
 * `bookNeighbours`), scaled to 1 for them, plus the profile's list scaled to 1; the 10 best they
 * never ordered. A member without a close book gets the profile's list.
 */
export const computeRecommendations = (executor: Executor, targetId: number, rules: TTargetRules) =>
  // A transaction of its own (a savepoint in the caller's): the neighbours' table lives until its end.
  executor.transaction((tx) => computeIn(tx, targetId, rules));

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

import type { TTargetRules } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { computeRecommendations } from '../analytics/profiling/profiling.repository.ts';
import { findTarget, insertTarget, replaceMembers } from '../analytics/targets/targets.repository.ts';
import { actions, visitors } from '../analytics/tracking/tracking.tables.ts';
import { products } from '../catalog/products/products.tables.ts';
import { posts } from '../cms/posts/posts.tables.ts';
import type { Db } from '../db/database.ts';
import { customers } from '../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../sales/documents/documents.tables.ts';

/** The demo's crime fiction: CLIL "Romans policiers / espionnage" and "Thriller" (demo-books.ts). */
const CRIME = ['2313', '3453'];
const SEARCHES = [
  'polar',
  'Fred Vargas',
  'roman policier',
  'thriller',
  'Giono',
  'bande dessinée',
  'prix Goncourt',
  'science-fiction',
  'livre de poche',
  'Simenon',
  'fantasy',
  'rentrée littéraire',
];

const rules = (value: TTargetRules) => value;

/** The targets of the demo: each tells a story the actions and orders below make true. */
export const demoTargets = [
  {
    name: 'Jeunes lecteurs de polars',
    description: 'Moins de 26 ans, ont acheté un roman policier ou un thriller dans l’année.',
    rules: rules({
      combinator: 'And',
      groups: [
        {
          combinator: 'And',
          conditions: [
            {
              field: 'age',
              not: false,
              values: [],
              min: null,
              max: 25,
              from: null,
              to: null,
              lastDays: null,
              actionType: null,
            },
            {
              field: 'boughtCategory',
              not: false,
              values: CRIME,
              min: null,
              max: null,
              from: null,
              to: null,
              lastDays: 365,
              actionType: null,
            },
          ],
        },
      ],
    }),
  },
  {
    name: 'Clients perdus de vue',
    description: 'Au moins deux commandes, aucune depuis un an.',
    rules: rules({
      combinator: 'And',
      groups: [
        {
          combinator: 'And',
          conditions: [
            {
              field: 'ordersCount',
              not: false,
              values: [],
              min: 2,
              max: null,
              from: null,
              to: null,
              lastDays: null,
              actionType: null,
            },
            {
              field: 'lastOrderDate',
              not: true,
              values: [],
              min: null,
              max: null,
              from: null,
              to: null,
              lastDays: 365,
              actionType: null,
            },
          ],
        },
      ],
    }),
  },
  {
    name: 'Habitués des rencontres',
    description: 'Inscrits à au moins deux rencontres ou dédicaces dans l’année.',
    rules: rules({
      combinator: 'And',
      groups: [
        {
          combinator: 'And',
          conditions: [
            {
              field: 'action',
              not: false,
              values: [],
              min: 2,
              max: null,
              from: null,
              to: null,
              lastDays: 365,
              actionType: 'EventRegistered',
            },
          ],
        },
      ],
    }),
  },
  {
    name: 'Grands lecteurs',
    description: 'Plus de 300 € dépensés, ou au moins six commandes.',
    rules: rules({
      combinator: 'Or',
      groups: [
        {
          combinator: 'Or',
          conditions: [
            {
              field: 'totalSpent',
              not: false,
              values: [],
              min: 300,
              max: null,
              from: null,
              to: null,
              lastDays: null,
              actionType: null,
            },
            {
              field: 'ordersCount',
              not: false,
              values: [],
              min: 6,
              max: null,
              from: null,
              to: null,
              lastDays: null,
              actionType: null,
            },
          ],
        },
      ],
    }),
  },
];

/**
 * A year of what the demo shop's visitors did, consistent with the demo orders: the customers' birth
 * dates (crime readers younger), visitors (three customers in four consented, and anonymous ones),
 * for each order line of the last 395 days its views, its cart and the order itself, browsing,
 * searches, posts read and event registrations; then the targets, their members and the profiles'
 * recommendations. Bulk `insert … select` statements with a fixed seed: a few statements, not rows.
 */
export const seedDemoAnalytics = async (db: Db, options: { today?: Date } = {}) => {
  const today = options.today ?? new Date();
  const now = sql`${today.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      with crime_readers as (
        select distinct ${documents.customerId} as id from ${documents}
        join ${documentItems} on ${documentItems.documentId} = ${documents.id}
        join ${products} on ${products.id} = ${documentItems.productId}
        where ${documents.type} = 'Order' and exists (
          select 1 from jsonb_array_elements(${products.categories}) as category
          where category->>'code' in (${sql.join(
            CRIME.map((code) => sql`${code}`),
            sql`, `,
          )}))
      ), ages as (
        select ${customers.id} as id,
          case when ${customers.id} in (select id from crime_readers) and random() < 0.3
            then 18 + floor(random() * 8)::int else 18 + floor(random() * 62)::int end as age
        from ${customers} where ${customers.dateOfBirth} is null
      )
      update ${customers} set date_of_birth =
        (${now} - make_interval(years => ages.age, days => floor(random() * 360)::int))::date
      from ages where ages.id = ${customers.id}`);

    await tx.execute(sql`
      insert into ${visitors} (guid, customer_id, consented_at, last_seen_at)
      select 'demo-c' || ${customers.id}, ${customers.id}, ${customers.createdAt}, ${now}
      from ${customers} where random() < 0.75
      union all
      select 'demo-v' || n, null::int, ${now} - random() * interval '365 days', ${now}
      from generate_series(1, 500) as n`);

    // Each order line of the last 395 days: seen once to three times, put in the cart, ordered.
    await tx.execute(sql`
      with lines as (
        select ${documents.id} as order_id, ${documents.customerId} as customer_id,
          ${documents.createdAt} as placed_at, ${documentItems.productId} as product_id,
          (select guid from ${visitors} where ${visitors.customerId} = ${documents.customerId}) as guid
        from ${documents} join ${documentItems} on ${documentItems.documentId} = ${documents.id}
        where ${documents.type} = 'Order' and ${documents.createdAt} > ${now} - interval '395 days'
          and ${documentItems.productId} is not null
      )
      insert into ${actions} (occurred_at, type, visitor_guid, customer_id, product_id, source_id)
      select placed_at, 'OrderPlaced', guid, customer_id, product_id, order_id from lines
      union all
      select placed_at - (5 + random() * 55) * interval '1 minute', 'AddedToCart', guid, customer_id, product_id, null::int
      from lines where guid is not null
      union all
      select placed_at - random() * interval '14 days' - interval '1 hour', 'ProductViewed', guid, customer_id, product_id, null::int
      from lines cross join lateral generate_series(1, 1 + floor(random() * 3)::int) as views
      where guid is not null`);

    // Browsing: known and anonymous visitors look at books, search and read posts over the year.
    await tx.execute(sql`
      with shelf as (select array_agg(${products.id} order by ${products.id}) as ids from ${products} where ${products.isVisible}),
      reads as (select coalesce(array_agg(${posts.id} order by ${posts.id}), '{}') as ids from ${posts} where ${posts.postType} <> 'Event'),
      sessions as (
        select ${visitors.guid} as guid, ${visitors.customerId} as customer_id,
          ${now} - random() * interval '365 days' as at
        from ${visitors} cross join lateral generate_series(1, 1 + floor(random() * 8)::int) as session
      )
      insert into ${actions} (occurred_at, type, visitor_guid, customer_id, product_id, query, post_id)
      select at + views * interval '2 minutes', 'ProductViewed', guid, customer_id,
        shelf.ids[1 + floor(random() * array_length(shelf.ids, 1))::int], null::text, null::int
      from sessions cross join shelf cross join lateral generate_series(1, 1 + floor(random() * 3)::int) as views
      union all
      select at, 'Search', guid, customer_id, null::int,
        (${sql.raw(`array[${SEARCHES.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]`)})[1 + floor(random() * ${SEARCHES.length})::int], null::int
      from sessions where random() < 0.35
      union all
      select at + interval '30 seconds', 'PostRead', guid, customer_id, null::int, null::text,
        reads.ids[1 + floor(random() * array_length(reads.ids, 1))::int]
      from sessions cross join reads where array_length(reads.ids, 1) > 0 and random() < 0.15`);

    // Event goers: one customer in twelve comes to two to five signings or talks a year.
    await tx.execute(sql`
      with events as (select coalesce(array_agg(${posts.id} order by ${posts.id}), '{}') as ids from ${posts} where ${posts.postType} = 'Event'),
      goers as (select ${customers.id} as id from ${customers} where random() < 0.08)
      insert into ${actions} (occurred_at, type, visitor_guid, customer_id, source_id)
      select ${now} - random() * interval '360 days', 'EventRegistered',
        (select guid from ${visitors} where ${visitors.customerId} = goers.id), goers.id,
        events.ids[1 + floor(random() * array_length(events.ids, 1))::int]
      from goers cross join events cross join lateral generate_series(1, 2 + floor(random() * 4)::int) as registration
      where array_length(events.ids, 1) > 0`);

    for (const target of demoTargets) {
      const id = await insertTarget(tx, {
        name: target.name,
        description: target.description,
        rules: target.rules,
      });
      const row = await findTarget(tx, id);
      if (!row) continue;
      await replaceMembers(tx, row, today);
      await computeRecommendations(tx, id, row.rules);
    }
  });
};

import type { TTargetRules } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { computeRecommendations } from '../analytics/profiling/recommendations.repository.ts';
import { findTarget, insertTarget, replaceMembers } from '../analytics/targets/targets.repository.ts';
import { actions, visitors } from '../analytics/tracking/tracking.tables.ts';
import { productSales } from '../catalog/catalog-lists/catalog-lists.tables.ts';
import { products } from '../catalog/products/products.tables.ts';
import { posts } from '../cms/posts/posts.tables.ts';
import type { Db } from '../db/database.ts';
import { customers } from '../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../sales/documents/documents.tables.ts';

/** The demo's crime fiction: CLIL "Romans policiers / espionnage" and "Thriller" (demo-books.ts). */
const CRIME = ['2313', '3453'];
/** What readers of a genre (CLIL code, demo-books.ts) type in the site's search, among `SEARCHES`. */
const GENRE_SEARCHES: Record<string, string[]> = {
  '2312': ['rentrée littéraire', 'prix Goncourt', 'Giono'],
  '2313': ['polar', 'roman policier', 'Simenon', 'Fred Vargas'],
  '3453': ['thriller', 'polar', 'Fred Vargas'],
  '2315': ['science-fiction', 'livre de poche'],
  '3478': ['fantasy', 'livre de poche'],
  '3645': ['prix Goncourt', 'rentrée littéraire'],
  '3666': ['bande dessinée', 'livre de poche'],
  '2340': ['rentrée littéraire', 'livre de poche'],
};
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
 * for each order line of the last 395 days its views, its cart and the order itself, browsing (a
 * customer looks mostly at books of the genres they buy, anyone at best-sellers more than at the
 * tail), searches (a reader's genre's words), posts read and event registrations; then the targets,
 * their members and the profiles' recommendations. Bulk `insert … select` statements with a fixed
 * seed: a few statements, not rows.
 */
export const seedDemoAnalytics = async (db: Db, options: { today?: Date } = {}) => {
  const today = options.today ?? new Date();
  const now = sql`${today.toISOString()}::timestamptz`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      with crime_readers as (
        -- Readers whose books are crime fiction for a good part (their taste, not one best-seller).
        select ${documents.customerId} as id from ${documents}
        join ${documentItems} on ${documentItems.documentId} = ${documents.id}
        join ${products} on ${products.id} = ${documentItems.productId}
        where ${documents.type} = 'Order'
        group by 1
        having count(*) filter (where ${products.categories}->0->>'code' in (${sql.join(
          CRIME.map((code) => sql`${code}`),
          sql`, `,
        )})) >= 0.4 * count(*)
      ), ages as (
        select ${customers.id} as id,
          case when ${customers.id} in (select id from crime_readers) and random() < 0.45
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

    // Browsing: known and anonymous visitors look at books, search and read posts over the year. A
    // customer's views go mostly to the genres they buy, the rest (and anonymous visitors') to any
    // book, best-sellers the most (a book is drawn once, and once more per copy sold); a customer's
    // searches are often their genre's words.
    await tx.execute(sql`
      with sold as (
        select ${productSales.productId} as product_id, least(sum(${productSales.quantity}), 200)::int as copies
        from ${productSales} group by 1
      ), weighted as materialized (
        select ${products.id} as id, coalesce(${products.categories}->0->>'code', '') as code
        from ${products} left join sold on sold.product_id = ${products.id}
          cross join lateral generate_series(0, coalesce(sold.copies, 0)) as copy
        where ${products.isVisible}
      ), shelf as (select array_agg(id order by id) as ids from weighted),
      genre_shelves as materialized (select code, array_agg(id order by id) as ids from weighted group by code),
      likes as materialized (
        select ${documents.customerId} as customer_id,
          array_agg(coalesce(${products.categories}->0->>'code', '') order by ${documentItems.id}) as codes
        from ${documents} join ${documentItems} on ${documentItems.documentId} = ${documents.id}
          join ${products} on ${products.id} = ${documentItems.productId}
        where ${documents.type} = 'Order' group by 1
      ),
      words as (
        select code, words from (values ${sql.join(
          Object.entries(GENRE_SEARCHES).map(
            ([code, words]) => sql`(${code}, ${`{${words.map((word) => `"${word}"`).join(',')}}`}::text[])`,
          ),
          sql`, `,
        )}) as genre(code, words)
      ),
      reads as (select coalesce(array_agg(${posts.id} order by ${posts.id}), '{}') as ids from ${posts} where ${posts.postType} <> 'Event'),
      sessions as (
        select ${visitors.guid} as guid, ${visitors.customerId} as customer_id,
          ${now} - random() * interval '365 days' as at, likes.codes, random() as genre_roll
        from ${visitors} left join likes on likes.customer_id = ${visitors.customerId}
          cross join lateral generate_series(1, 1 + floor(random() * 8)::int) as session
      ), tasted as (
        select sessions.*, case when codes is not null and genre_roll < 0.7
          then codes[1 + floor(random() * array_length(codes, 1))::int] end as code
        from sessions
      ), views as (
        select tasted.at, tasted.guid, tasted.customer_id, tasted.code, random() as book_roll, views
        from tasted cross join lateral generate_series(1, 1 + floor(random() * 3)::int) as views
      )
      insert into ${actions} (occurred_at, type, visitor_guid, customer_id, product_id, query, post_id)
      select at + views * interval '2 minutes', 'ProductViewed', guid, customer_id,
        (coalesce(genre_shelves.ids, shelf.ids))[1 + floor(book_roll * cardinality(coalesce(genre_shelves.ids, shelf.ids)))::int],
        null::text, null::int
      from views cross join shelf left join genre_shelves on genre_shelves.code = views.code
      union all
      select at, 'Search', guid, customer_id, null::int,
        case when words.words is not null and random() < 0.7
          then words.words[1 + floor(random() * array_length(words.words, 1))::int]
          else (${sql.raw(`array[${SEARCHES.map((text) => `'${text.replace(/'/g, "''")}'`).join(', ')}]`)})[1 + floor(random() * ${SEARCHES.length})::int] end,
        null::int
      from tasted left join words on words.code = tasted.code where random() < 0.35
      union all
      select at + interval '30 seconds', 'PostRead', guid, customer_id, null::int, null::text,
        reads.ids[1 + floor(random() * array_length(reads.ids, 1))::int]
      from tasted cross join reads where array_length(reads.ids, 1) > 0 and random() < 0.15`);

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

/**
 * `npm run bench:recommendations`: the quality of the profiles' book recommendations, offline, on
 * the demo shop (seeded into a fresh PGlite database, as `npm start` seeds it). Leave-last-out: for
 * every customer with at least two counted orders in the last year, their last order is held out
 * (deleted before anything is computed); the recommendation job then runs for every profile (the
 * demo's targets, and "every customer"), and a customer is a hit when one of the books of their
 * held-out order is among the 10 their profile suggests them. Beside it, plain popularity: the 10
 * books the most customers bought in the last year, less those the customer ordered, under the same
 * filter (visible, available or to order). Prints the hit rate of each per profile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { availabilityGroups, onixAvailabilities } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { createRecommendationsJob } from '../apps/api/src/analytics/profiling/profiling.service.ts';
import { countedOrder } from '../apps/api/src/analytics/targets/target-rules.sql.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedDemoShop } from '../apps/api/src/demo/seed-demo-shop.ts';
import type { JobRun } from '../apps/api/src/tasks/job-queue.ts';
import { table } from './measure.ts';

const TOP = 10;
const dataDir = mkdtempSync(join(tmpdir(), 'colophon-recommendations-bench-'));
const storage = mkdtempSync(join(tmpdir(), 'colophon-recommendations-storage-'));
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

const colophon = await buildApp(
  loadConfig({
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'bench-password-1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    PROCESS_ROLE: 'api',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    DATA_DIR: dataDir,
    STORAGE_DIR: storage,
  }),
);
try {
  const { services } = colophon;
  const { db } = services;
  await seedDemoShop(services);
  console.log(`demo shop seeded (${seconds()})`);

  const orderableCodes = Object.entries(onixAvailabilities)
    .filter(
      ([, availability]) => availability.group === availabilityGroups[0] || availability.group === 'toOrder',
    )
    .map(([code]) => code);
  const orderable = sql`p.is_visible and p.availability = any(array[${sql.join(
    orderableCodes.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[])`;

  // Hold out each repeat buyer's last order: its books, then the order itself (and its invoices).
  await db.execute(sql`create temporary table held_out as
    select distinct on (documents.customer_id) documents.customer_id, documents.id as document_id
    from documents
    where ${countedOrder} and documents.created_at >= now() - interval '365 days'
      and documents.customer_id in (
        select customer_id from documents where ${countedOrder} and created_at >= now() - interval '365 days'
        group by customer_id having count(*) >= 2)
    order by documents.customer_id, documents.created_at desc, documents.id desc`);
  await db.execute(sql`create temporary table held_out_books as
    select distinct held_out.customer_id, document_items.product_id
    from held_out join document_items on document_items.document_id = held_out.document_id
    where document_items.product_id is not null and document_items.status <> 'Cancelled'`);
  await db.execute(
    sql`delete from documents where id in (select document_id from held_out) or parent_id in (select document_id from held_out)`,
  );
  const [held] = (
    await db.execute<{ customers: number; books: number; orderable: number }>(sql`
      select count(distinct customer_id)::int as customers, count(*)::int as books,
        count(*) filter (where ${orderable})::int as orderable
      from held_out_books join products p on p.id = held_out_books.product_id`)
  ).rows;

  // Every customer as a profile, beside the demo's own targets.
  await db.execute(sql`insert into analytics_targets (name, rules, display_order)
    values ('Every customer (bench)', '{"combinator":"And","groups":[]}'::jsonb, 999)`);
  const run: JobRun = {
    id: 'bench',
    attempt: 1,
    expireInSeconds: 3600,
    signal: new AbortController().signal,
    progress: async () => undefined,
  };
  const jobStart = performance.now();
  await createRecommendationsJob({ db }).handler({ targetId: null }, run);
  const jobSeconds = (performance.now() - jobStart) / 1000;

  // Plain popularity: distinct buyers over the last year, orderable books, less the customer's own.
  await db.execute(sql`create temporary table popular as
    select di.product_id, count(distinct documents.customer_id) as buyers
    from documents join document_items di on di.document_id = documents.id
      join products p on p.id = di.product_id
    where ${countedOrder} and documents.created_at >= now() - interval '365 days' and ${orderable}
    group by 1`);
  await db.execute(sql`create temporary table popular_lists as
    select held.customer_id, top.product_id
    from (select distinct customer_id from held_out_books) as held
    cross join lateral (
      select popular.product_id from popular
      where not exists (
        select 1 from documents join document_items on document_items.document_id = documents.id
        where documents.customer_id = held.customer_id and documents.type = 'Order'
          and document_items.product_id = popular.product_id)
      order by popular.buyers desc, popular.product_id limit ${TOP}) as top`);

  const rows = (
    await db.execute<{
      name: string;
      customers: number;
      model: number;
      popularity: number;
      books: number;
    }>(sql`
      select t.name, count(*)::int as customers,
        count(*) filter (where exists (
          select 1 from analytics_customer_recommendations r join held_out_books h
            on h.customer_id = r.customer_id and h.product_id = r.product_id
          where r.target_id = t.id and r.customer_id = m.customer_id and r.rank <= ${TOP}))::int as model,
        count(*) filter (where exists (
          select 1 from popular_lists l join held_out_books h
            on h.customer_id = l.customer_id and h.product_id = l.product_id
          where l.customer_id = m.customer_id))::int as popularity,
        (select count(distinct product_id)::int from analytics_profile_recommendations where target_id = t.id) as books
      from analytics_targets t
        join (select distinct target_id, customer_id from analytics_customer_recommendations) as m
          on m.target_id = t.id
      where m.customer_id in (select customer_id from held_out_books)
      group by t.id, t.name order by t.display_order, t.id`)
  ).rows;
  const [catalogue] = (
    await db.execute<{ orderable: number; sold: number }>(sql`
      select count(*) filter (where ${orderable})::int as orderable,
        (select count(*)::int from popular) as sold
      from products p`)
  ).rows;

  const rate = (hits: number, of: number) => (of === 0 ? '—' : `${((100 * hits) / of).toFixed(1)} %`);
  console.log(
    `\nHeld out: the last order of ${held?.customers} repeat buyers (${held?.books} books, ${held?.orderable} of them orderable); ${catalogue?.sold} orderable books sold in the year, ${catalogue?.orderable} orderable in all. Recommendation job for every profile: ${jobSeconds.toFixed(1)} s.\n`,
  );
  console.log(
    table(
      [
        'profile',
        'held-out customers',
        `hit rate @${TOP}, profile recommendations`,
        `hit rate @${TOP}, popularity`,
      ],
      rows.map((row) => [
        row.name,
        String(row.customers),
        `${rate(row.model, row.customers)} (${row.model})`,
        `${rate(row.popularity, row.customers)} (${row.popularity})`,
      ]),
    ),
  );
} finally {
  await colophon.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(storage, { recursive: true, force: true });
}

/**
 * `npm run bench:analytics`: analytics at scale on PostgreSQL (database `colophon_analytics_bench`,
 * created, then dropped at the end). `BENCH_CUSTOMERS` customers (200 000) with their demo orders
 * (the demo seed writes the first `BENCH_SEEDED_CUSTOMERS`, 4 000, and `BENCH_SEEDED_ORDERS`, 8 000;
 * the rest are SQL copies, `orders-replicate.ts`) and `BENCH_ACTIONS` site actions (5 000 000) over
 * the last year, written by SQL in time order as the site sends them. Then, each through the API (in
 * process, `inject`) beside the same service call straight on the database (the floor), p50/p95 of:
 * the live size of four targets (one per kind of rule), every analysis query for everyone and for a
 * target over the last year, and a profile's detail; the tracking endpoint's ingestion rate (batches
 * of 50 actions, 10 at a time); and the time of `AffectAllTargetsToUsers` and of the recommendation
 * job for every profile.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TTargetRulesInput } from '@colophon/contract';
import { ZTargetRules } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  createAnalysisService,
  rollUpSalesDays,
} from '../apps/api/src/analytics/analysis/analysis.service.ts';
import {
  createProfilingService,
  createRecommendationsJob,
} from '../apps/api/src/analytics/profiling/profiling.service.ts';
import { countSelected } from '../apps/api/src/analytics/targets/targets.repository.ts';
import { createAffectAllJob } from '../apps/api/src/analytics/targets/targets.service.ts';
import { createTrackingService } from '../apps/api/src/analytics/tracking/tracking.service.ts';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/api/src/db/database.ts';
import { seedDemoOrders } from '../apps/api/src/demo/demo-orders.ts';
import { insertDemoProducts } from '../apps/api/src/demo/demo-products.ts';
import type { JobRun } from '../apps/api/src/tasks/job-queue.ts';
import { latenciesOf, percentile, table } from './measure.ts';
import { replicateOrders } from './orders-replicate.ts';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 200_000);
const ACTIONS = Number(process.env.BENCH_ACTIONS ?? 5_000_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const SEEDED_CUSTOMERS = Number(process.env.BENCH_SEEDED_CUSTOMERS ?? 4_000);
const SEEDED_ORDERS = Number(process.env.BENCH_SEEDED_ORDERS ?? 8_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/** At least this many timed runs per figure, however slow. */
const MIN_RUNS = Number(process.env.BENCH_MIN_RUNS ?? 3);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** `BENCH_DB` names the database, so that two runs on one server do not drop each other's. */
const BENCH_DB = process.env.BENCH_DB ?? 'colophon_analytics_bench';
const BENCH_URL = SERVER.replace(/\/[^/]*$/, `/${BENCH_DB}`);
const ADMIN = { userName: 'admin', password: 'bench-password-1' };
const INGEST_CONNECTIONS = 10;
/** `true`: measure the database a run kept (`BENCH_KEEP=true`), migrated to the code of now. */
const REUSE = process.env.BENCH_REUSE === 'true';
/** Only the figures whose name matches (a regular expression). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
/** `false` leaves out the jobs and the ingestion. */
const JOBS = process.env.BENCH_JOBS !== 'false';
/** Untimed runs before each figure. */
const WARM = Number(process.env.BENCH_WARM ?? 1);

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`  [${new Date().toISOString().slice(11, 19)}] ${line}`);

/** p50/p95 of `work`: WARM untimed runs, then runs for SECONDS (at least MIN_RUNS). */
const measure = async (work: () => Promise<unknown>) => {
  for (let warm = 0; warm < WARM; warm++) await work();
  const latencies = await latenciesOf(work, 1, SECONDS);
  while (latencies.length < MIN_RUNS) {
    const start = performance.now();
    await work();
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), runs: latencies.length };
};

const adminQuery = async (statement: string) => {
  const admin = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
};

/** Site actions in time order over the last year, a million per statement. */
const insertActions = async (database: Database) => {
  const { db } = database;
  const [bounds] = (
    await db.execute<{ cmin: number; cmax: number; pmin: number; pmax: number }>(sql`
      select (select min(id) from customers) as cmin, (select max(id) from customers) as cmax,
             (select min(id) from products) as pmin, (select max(id) from products) as pmax`)
  ).rows;
  if (!bounds) throw new Error('no customers nor products');
  const chunk = 1_000_000;
  for (let first = 0; first < ACTIONS; first += chunk) {
    const last = Math.min(ACTIONS, first + chunk) - 1;
    // 70 % of the actions are customers' (their visitor id tied), the rest anonymous visitors';
    // types weighted as a bookshop's site sees them; a book for views, carts and orders.
    await db.execute(sql`
      insert into analytics_actions (occurred_at, type, visitor_guid, customer_id, product_id, query)
      select now() - interval '365 days' + (i::float8 / ${ACTIONS}::float8) * interval '365 days',
        kind,
        case when known then 'visitor-c-' || customer else 'visitor-a-' || floor(r3 * 500000)::int end,
        case when known then customer end,
        case when kind in ('ProductViewed', 'AddedToCart', 'OrderPlaced') then product end,
        case when kind = 'Search' then (array['simenon', 'polar', 'bd', 'manga', 'vargas', 'proust',
          'cuisine', 'jeunesse', 'histoire', 'voyage'])[1 + floor(r3 * 10)::int] end
      from (
        select i, r1 < 0.7 as known, r3,
          ${bounds.cmin}::int + floor(r2 * (${bounds.cmax}::int - ${bounds.cmin}::int + 1))::int as customer,
          ${bounds.pmin}::int + floor(power(r4, 2) * (${bounds.pmax}::int - ${bounds.pmin}::int + 1))::int as product,
          case when r5 < 0.55 then 'ProductViewed' when r5 < 0.75 then 'Search'
               when r5 < 0.88 then 'AddedToCart' when r5 < 0.95 then 'PostRead'
               when r5 < 0.98 then 'OrderPlaced' when r5 < 0.99 then 'Subscribed'
               else 'EventRegistered' end as kind
        from (select i, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
              from generate_series(${first}::int, ${last}::int) as i) as draws
      ) as actions`);
    log(`${last + 1} actions`);
  }
};

const load = async (database: Database) => {
  await migrateDatabase(database);
  const { db } = database;
  const start = performance.now();
  await insertDemoProducts(db, { count: PRODUCTS });
  const seeded = Math.min(CUSTOMERS, SEEDED_CUSTOMERS);
  await seedDemoOrders(db, {
    orders: Math.round((SEEDED_ORDERS * seeded) / SEEDED_CUSTOMERS),
    customers: seeded,
  });
  log(`demo seed: ${PRODUCTS} products, ${seeded} customers, ${since(start)}`);
  await replicateOrders(db, Math.ceil(CUSTOMERS / seeded) - 1);
  // Dates of birth for three customers in four, 18 to 85 years old.
  await db.execute(sql`
    update customers set date_of_birth = (current_date - (18 * 365 + floor(random() * 67 * 365))::int)
    where random() < 0.75`);
  log(`customers and orders copied, ${since(start)}`);
  await insertActions(database);
  await db.execute(sql`vacuum analyze`);
  const [counts] = (
    await db.execute<{ customers: number; orders: number; actions: number }>(sql`
      select (select count(*) from customers)::int as customers,
             (select count(*) from documents where type = 'Order')::int as orders,
             (select count(*) from analytics_actions)::int as actions`)
  ).rows;
  log(`loaded ${JSON.stringify(counts)} in ${since(start)}`);
  return counts;
};

const migrated = async (database: Database) => {
  await migrateDatabase(database);
  const [counts] = (
    await database.db.execute<{ customers: number; orders: number; actions: number }>(sql`
      select (select count(*) from customers)::int as customers,
             (select count(*) from documents where type = 'Order')::int as orders,
             (select count(*) from analytics_actions)::int as actions`)
  ).rows;
  return counts;
};

const run: JobRun = {
  id: 'bench',
  attempt: 1,
  expireInSeconds: 3600,
  signal: new AbortController().signal,
  progress: async () => undefined,
};

const main = async () => {
  console.log(`PostgreSQL, ${CUSTOMERS} customers, ${ACTIONS} actions:`);
  if (!REUSE) {
    await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
    await adminQuery(`create database ${BENCH_DB}`);
  }
  const database = await openDatabase({ url: BENCH_URL, dataDir: '' });
  // The app closes the database with itself.
  let closed = false;
  try {
    const counts = REUSE ? await migrated(database) : await load(database);
    const { db } = database;
    const config = loadConfig({
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'silent',
      PROCESS_ROLE: 'api',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      STORAGE_DIR: mkdtempSync(join(tmpdir(), 'colophon-analytics-storage-')),
    });
    const colophon = await buildApp(config, { database });
    const { app, services } = colophon;
    const login = await app.inject({
      method: 'POST',
      url: '/BackOffice/Authentication/Token',
      payload: ADMIN,
    });
    const token = (login.json() as { entityOutput: { accessToken: string } }).entityOutput.accessToken;
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const answer = await app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
      });
      if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
      return (answer.json() as { entityOutput: unknown }).entityOutput;
    };

    // Targets, one per kind of rule.
    const [category] = (
      await db.execute<{ code: string }>(sql`
        select subject->>'code' as code from products, jsonb_array_elements(categories) as subject
        group by 1 order by count(*) desc limit 1`)
    ).rows;
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const targets: { name: string; rules: TTargetRulesInput }[] = [
      {
        name: 'young readers of the first category (age, bought category)',
        rules: {
          groups: [
            {
              conditions: [
                { field: 'age', min: 18, max: 30 },
                { field: 'boughtCategory', values: [category?.code ?? ''] },
              ],
            },
          ],
        },
      },
      {
        name: 'lapsed customers (orders, last order date)',
        rules: {
          groups: [
            {
              conditions: [
                { field: 'ordersCount', min: 1 },
                { field: 'lastOrderDate', to: yearAgo },
              ],
            },
          ],
        },
      },
      {
        name: 'curious on the site (actions, OR)',
        rules: {
          groups: [
            {
              combinator: 'Or',
              conditions: [
                { field: 'action', actionType: 'ProductViewed', min: 3, lastDays: 30 },
                { field: 'action', actionType: 'Search', min: 2, lastDays: 30 },
              ],
            },
          ],
        },
      },
      {
        name: 'fidelity in Paris or Lyon (boolean, department, spent)',
        rules: {
          combinator: 'And',
          groups: [
            { conditions: [{ field: 'hasFidelity', values: ['true'] }] },
            {
              combinator: 'Or',
              conditions: [
                { field: 'department', values: ['75', '69'] },
                { field: 'totalSpent', min: 100 },
              ],
            },
          ],
        },
      },
    ];
    const ids: number[] = [];
    for (const target of targets) {
      const kept = (
        await db.execute<{ id: number }>(sql`select id from analytics_targets where name = ${target.name}`)
      ).rows[0];
      ids.push(
        kept?.id ?? ((await call('POST', '/BackOffice/Analytics/DetailTarget', target)) as { id: number }).id,
      );
    }

    // The nightly rollup: its first night counts the whole year, a later night the last days again.
    const tracking = createTrackingService(services);
    let rollupStart = performance.now();
    let rolledDays = 0;
    let firstRollup = 0;
    let nightlyRollup = 0;
    // BENCH_ROLLUP=false keeps the rollup a kept database holds.
    if (process.env.BENCH_ROLLUP !== 'false') {
      await db.execute(sql`truncate analytics_action_rollup, analytics_action_day_totals`);
      rolledDays = await tracking.rollUpActions();
      firstRollup = (performance.now() - rollupStart) / 1000;
      rollupStart = performance.now();
      await tracking.rollUpActions();
      nightlyRollup = (performance.now() - rollupStart) / 1000;
      await db.execute(sql`analyze analytics_action_rollup`);
    }
    // The sales rollup, in the same night: first night the whole year, then a night (also when a
    // kept database has none yet).
    let firstSalesRollup = 0;
    let nightlySalesRollup = 0;
    let salesDays = 0;
    const salesRolled = await db.execute(sql`select 1 from analytics_sales_day_totals limit 1`);
    if (process.env.BENCH_ROLLUP !== 'false' || salesRolled.rows.length === 0) {
      await db.execute(sql`truncate analytics_sales_day_totals, analytics_sales_rollup,
        analytics_sales_month_rollup, analytics_sales_buyer_days, analytics_sales_stale_days`);
      rollupStart = performance.now();
      salesDays = await rollUpSalesDays({ db });
      firstSalesRollup = (performance.now() - rollupStart) / 1000;
      rollupStart = performance.now();
      await rollUpSalesDays({ db });
      nightlySalesRollup = (performance.now() - rollupStart) / 1000;
      await db.execute(sql`analyze analytics_sales_day_totals, analytics_sales_rollup,
        analytics_sales_month_rollup, analytics_sales_buyer_days`);
    }
    const salesRows = Number(
      (
        await db.execute<{ count: number }>(sql`select
          (select count(*) from analytics_sales_rollup) + (select count(*) from analytics_sales_buyer_days)
            + (select count(*) from analytics_sales_month_rollup) as count`)
      ).rows[0]?.count ?? 0,
    );
    log(
      `sales rollup: ${salesDays} days, ${salesRows} rows, ${firstSalesRollup.toFixed(1)} s; a night ${nightlySalesRollup.toFixed(1)} s`,
    );
    // A target's analysis reads the members AffectAllTargetsToUsers stored: worked out once here
    // when a target has none yet (timed with the jobs below).
    const unworked = await db.execute(
      sql`select 1 from analytics_targets where members_computed_at is null or members_computed_at < updated_at`,
    );
    if (unworked.rows.length > 0) await createAffectAllJob({ db }).handler({}, run);
    const rollupRows = Number(
      (await db.execute<{ count: number }>(sql`select count(*)::int as count from analytics_action_rollup`))
        .rows[0]?.count ?? 0,
    );
    log(
      `rollup: ${rolledDays} days, ${rollupRows} rows, ${firstRollup.toFixed(1)} s; a night ${nightlyRollup.toFixed(1)} s`,
    );

    const rows: (string | number)[][] = [];
    const row = async (what: string, api: () => Promise<unknown>, floor: () => Promise<unknown>) => {
      if (ONLY && !ONLY.test(what)) return;
      const apiFigures = await measure(api);
      const floorFigures = await measure(floor);
      rows.push([
        what,
        apiFigures.p50,
        apiFigures.p95,
        floorFigures.p50,
        floorFigures.p95,
        String(apiFigures.runs),
      ]);
      log(
        `${what}: API ${apiFigures.p50.toFixed(0)}/${apiFigures.p95.toFixed(0)} ms, floor ${floorFigures.p50.toFixed(0)}/${floorFigures.p95.toFixed(0)} ms (p50/p95, ${apiFigures.runs} runs)`,
      );
    };

    for (const target of targets) {
      const size = (await call('POST', '/BackOffice/Analytics/TargetSize', { rules: target.rules })) as {
        size: number;
      };
      const parsed = ZTargetRules.parse(target.rules);
      await row(
        `live size: ${target.name} (${size.size})`,
        () => call('POST', '/BackOffice/Analytics/TargetSize', { rules: target.rules }),
        () => countSelected(db, parsed),
      );
    }

    const analysis = createAnalysisService({ db });
    const today = new Date().toISOString().slice(0, 10);
    const period = { from: yearAgo, to: today };
    for (const [scope, targetId] of [
      ['everyone', undefined],
      ['target "curious"', ids[2]],
    ] as const) {
      const base = { ...period, ...(targetId === undefined ? {} : { targetId }) };
      const query = (extra: Record<string, string | number> = {}) =>
        new URLSearchParams(
          Object.entries({ ...base, ...extra }).map(([key, value]) => [key, String(value)]),
        ).toString();
      const path = '/BackOffice/Analytics';
      await row(
        `statsFromTarget, ${scope}, 1 year`,
        () => call('GET', `${path}/statsFromTarget?${query()}`),
        () => analysis.stats(base),
      );
      const everyone = targetId === undefined;
      for (const kind of everyone ? (['books', 'authors', 'categories'] as const) : (['books'] as const))
        await row(
          `topsFromTarget ${kind}, ${scope}`,
          () => call('GET', `${path}/topsFromTarget?${query({ kind })}`),
          () => analysis.tops({ ...base, kind, limit: 10 }),
        );
      for (const actionType of everyone
        ? (['ProductViewed', 'Search'] as const)
        : (['ProductViewed'] as const))
        await row(
          `topsFromTargetAndActionType ${actionType}, ${scope}`,
          () => call('GET', `${path}/topsFromTargetAndActionType?${query({ actionType })}`),
          () => analysis.topsByActionType({ ...base, actionType, kind: 'books', limit: 10 }),
        );
      for (const granularity of everyone ? (['day', 'month'] as const) : (['month'] as const))
        await row(
          `overTimeFromTarget by ${granularity}, ${scope}`,
          () => call('GET', `${path}/overTimeFromTarget?${query({ granularity })}`),
          () => analysis.overTime({ ...base, granularity }),
        );
    }

    // Recommendations first, so that the profile's detail reads its list.
    let affectAll = 0;
    let recommendations = 0;
    let oneRecommendation = 0;
    if (JOBS) {
      let started = performance.now();
      await createAffectAllJob({ db }).handler({}, run);
      affectAll = (performance.now() - started) / 1000;
      log(`AffectAllTargetsToUsers: ${affectAll.toFixed(1)} s`);
      started = performance.now();
      await createRecommendationsJob({ db }).handler({ targetId: null }, run);
      recommendations = (performance.now() - started) / 1000;
      log(`recommendations, every profile: ${recommendations.toFixed(1)} s`);
      started = performance.now();
      await createRecommendationsJob({ db }).handler({ targetId: ids[1] ?? 0 }, run);
      oneRecommendation = (performance.now() - started) / 1000;
    }

    const profiling = createProfilingService(services);
    for (const [index, id] of ids.entries())
      if (index === 0 || index === 2)
        await row(
          `DetailTargetProfiling, ${targets[index]?.name.split(' (')[0]}`,
          () => call('GET', `/BackOffice/Analytics/DetailTargetProfiling?id=${id}`),
          () => profiling.detail(id, 'fr'),
        );

    // Ingestion: batches of 50 actions of one consenting visitor, 10 batches at a time.
    const eans = (
      await db.execute<{ ean: string }>(sql`select ean from products where is_visible limit 200`)
    ).rows.map((book) => book.ean);
    let batches = 0;
    const now = () => new Date().toISOString();
    const ingestStart = performance.now();
    if (JOBS)
      await latenciesOf(
        async () => {
          const serial = batches++;
          const answer = await app.inject({
            method: 'POST',
            url: '/Public/Analytics/Track',
            payload: {
              visitorGuid: `bench-visitor-${serial % 20_000}`,
              consent: true,
              actions: Array.from({ length: 50 }, (_, index) =>
                index % 5 === 4
                  ? { type: 'Search', occurredAt: now(), query: 'simenon' }
                  : { type: 'ProductViewed', occurredAt: now(), ean: eans[(serial + index) % eans.length] },
              ),
            },
          });
          if (answer.statusCode !== 200) throw new Error(`track: ${answer.statusCode} ${answer.body}`);
        },
        INGEST_CONNECTIONS,
        Math.max(SECONDS, 5),
      );
    const ingestSeconds = (performance.now() - ingestStart) / 1000;

    await colophon.close();
    closed = true;
    console.log(
      `\n${counts?.customers} customers, ${counts?.orders} orders, ${counts?.actions} actions; ${SECONDS} s per figure (at least ${MIN_RUNS} runs), latencies in ms\n`,
    );
    console.log(table(['what', 'API p50', 'API p95', 'floor p50', 'floor p95', 'runs'], rows));
    console.log('');
    console.log(
      table(
        ['job or endpoint', 'figure'],
        [
          [
            `tracking ingestion (${INGEST_CONNECTIONS} at a time, 50 a batch)`,
            `${((batches * 50) / ingestSeconds).toFixed(0)} actions/s (${(batches / ingestSeconds).toFixed(0)} batches/s)`,
          ],
          [`AffectAllTargetsToUsers (${ids.length} targets)`, `${affectAll.toFixed(1)} s`],
          [`CalculAllProfileRecommendations (${ids.length} profiles)`, `${recommendations.toFixed(1)} s`],
          ['CalculProfileRecommendations (lapsed customers)', `${oneRecommendation.toFixed(1)} s`],
          [
            `action rollup, first night (${rolledDays} days, ${rollupRows} rows)`,
            `${firstRollup.toFixed(1)} s`,
          ],
          ['action rollup, a night (the last days again)', `${nightlyRollup.toFixed(1)} s`],
          [
            `sales rollup, first night (${salesDays} days, ${salesRows} rows)`,
            `${firstSalesRollup.toFixed(1)} s`,
          ],
          ['sales rollup, a night', `${nightlySalesRollup.toFixed(1)} s`],
        ],
      ),
    );
  } finally {
    if (!closed) await database.close();
    if (process.env.BENCH_KEEP !== 'true')
      await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
  }
};

await main();

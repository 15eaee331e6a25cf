/**
 * `npm run bench:orders`: orders and customers at scale. On `BENCH_ORDERS` demo orders (20 000 by
 * default; the aim is 1 000 000, `BENCH_ORDERS=1000000`) and a fifth as many customers, on PostgreSQL
 * (database `colophon_orders_bench`) and on PGlite (`BENCH_ENGINE`); the demo seed writes the first
 * `BENCH_SEEDED_ORDERS` (20 000) and the rest are SQL copies of them: p50/p95 of the order list by
 * status, date range, customer and search, the order detail and the customer search, each through
 * the API (in process, `inject`) beside the same repository call straight on the database (the floor);
 * then the intake with 50 concurrent buyers (orders/s), 50 buyers fighting over the last copies
 * (oversold copies must be 0), and the ship action's throughput.
 *
 * `BENCH_KEEP=1` keeps the loaded databases (PostgreSQL's `colophon_orders_bench`, PGlite's directory
 * `BENCH_PGLITE_DIR`, a temporary one by default) and reuses them when they already hold orders: a
 * second run migrates them (a new migration is measured on the loaded data) and measures again without
 * reloading. The intake and ship measures add a few thousand orders to a kept database each run.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZCustomerListQuery, ZDocumentListQuery } from '@colophon/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { products } from '../apps/api/src/catalog/products/products.tables.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/api/src/db/database.ts';
import { seedDemoOrders } from '../apps/api/src/demo/demo-orders.ts';
import { insertDemoProducts } from '../apps/api/src/demo/demo-products.ts';
import { listCustomers } from '../apps/api/src/sales/customers/customers.repository.ts';
import { listDocuments } from '../apps/api/src/sales/documents/documents.repository.ts';
import { readDocument } from '../apps/api/src/sales/documents/documents.service.ts';
import { documents } from '../apps/api/src/sales/documents/documents.tables.ts';
import { latenciesOf, percentile, table } from './measure.ts';
import { replicateOrders } from './orders-replicate.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 5_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ENGINE = process.env.BENCH_ENGINE ?? 'both';
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_URL = SERVER.replace(/\/[^/]*$/, '/colophon_orders_bench');
const BUYERS = 50;
/** Orders written by the demo seed itself; the rest are copies of them (see `replicateOrders`). */
const SEEDED_ORDERS = Number(process.env.BENCH_SEEDED_ORDERS ?? 20_000);
const ADMIN = { userName: 'admin', password: 'bench-password-1' };
/** Keep the loaded databases and reuse them on the next run instead of loading again. */
const KEEP = process.env.BENCH_KEEP === '1';
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR;

type Engine = 'PostgreSQL' | 'PGlite';
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const measure = async (work: () => Promise<unknown>) => {
  for (let warm = 0; warm < 3; warm++) await work();
  const latencies = await latenciesOf(work, 1, SECONDS);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
};

const orderCount = async (database: Database) => {
  const [orders] = await database.db
    .select({ count: count() })
    .from(documents)
    .where(eq(documents.type, 'Order'));
  return orders?.count ?? 0;
};

const load = async (database: Database, reuse: boolean) => {
  const migrating = performance.now();
  await migrateDatabase(database);
  if (reuse) {
    console.log(`  migrated in ${seconds(migrating)}`);
    await database.db.execute(sql`analyze`);
    console.log(`  ${await orderCount(database)} orders kept from the last run`);
    return;
  }
  const start = performance.now();
  await insertDemoProducts(database.db, { count: PRODUCTS });
  const seeded = Math.min(ORDERS, SEEDED_ORDERS);
  await seedDemoOrders(database.db, { orders: seeded, customers: Math.ceil(seeded / 5) });
  await replicateOrders(database.db, Math.ceil(ORDERS / seeded) - 1);
  await database.db.execute(sql`analyze`);
  console.log(`  ${await orderCount(database)} orders loaded in ${seconds(start)}`);
};

/** The engine's database, and whether it is a kept one that already holds the orders. */
const open = async (engine: Engine) => {
  if (engine === 'PGlite') {
    const dataDir = PGLITE_DIR ?? mkdtempSync(join(tmpdir(), 'colophon-orders-bench-'));
    const kept = KEEP && existsSync(dataDir) && readdirSync(dataDir).length > 0;
    if (!kept) {
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
    }
    const database = await openDatabase({ dataDir });
    return { database, dataDir, reuse: kept && (await hasOrders(database)) };
  }
  const admin = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', ['colophon_orders_bench']))
      .rowCount === 1;
  if (!(KEEP && exists)) {
    await admin.query('drop database if exists colophon_orders_bench with (force)');
    await admin.query('create database colophon_orders_bench');
  }
  await admin.end();
  const database = await openDatabase({ url: BENCH_URL, dataDir: '' });
  const reuse = KEEP && exists && (await hasOrders(database));
  return { database, dataDir: undefined, reuse };
};

/** Whether a kept database was loaded to the end (its orders table exists and holds orders). */
const hasOrders = async (database: Database) => {
  const table = await database.db.execute<{ name: string | null }>(
    sql`select to_regclass('documents') as name`,
  );
  return table.rows[0]?.name != null && (await orderCount(database)) > 0;
};

const run = async (engine: Engine) => {
  console.log(`${engine}:`);
  const { database, dataDir, reuse } = await open(engine);
  await load(database, reuse);
  const config = loadConfig({
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    RATE_LIMIT: 'false',
    // The intake's buyers pay with the test payment (paid at once): what the bench measures is the intake.
    TEST_PAYMENT_METHODS: 'true',
    LOG_LEVEL: 'silent',
    // Mail is written to the log; no worker delivers it during the bench.
    PROCESS_ROLE: 'api',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'colophon-orders-storage-')),
  });
  const colophon = await buildApp(config, { database });
  const { app } = colophon;
  const login = await app.inject({ method: 'POST', url: '/BackOffice/Authentication/Token', payload: ADMIN });
  const token = (login.json() as { entityOutput: { accessToken: string } }).entityOutput.accessToken;
  const get = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as { entityOutput: unknown };
  };
  const post = (url: string, payload: unknown) =>
    app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

  const { db } = database;
  const [sample] = await db
    .select()
    .from(documents)
    // Not one of the bench's own orders, which a kept database gains at each run.
    .where(sql`${documents.type} = 'Order' and ${documents.customerEmail} not like '%@banc.fr'`)
    .orderBy(sql`id desc`)
    .limit(1);
  if (!sample) throw new Error('no order to read');
  const ean =
    (await db.execute<{ ean: string }>(sql`select ean from document_items limit 1`)).rows[0]?.ean ?? '';
  const lastName = sample.customerName.split(' ').at(-1) ?? '';
  const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const lists: { what: string; query: Record<string, string> }[] = [
    { what: 'orders, first page', query: {} },
    { what: 'orders by status (Processing)', query: { status: 'Processing' } },
    { what: 'orders by date range (30 days)', query: { from: monthAgo, to: today } },
    { what: 'orders of a customer', query: { customerId: String(sample.customerId) } },
    { what: 'orders by customer name', query: { search: lastName } },
    { what: 'orders by number', query: { search: sample.number } },
    { what: 'orders by EAN', query: { search: ean } },
  ];
  const rows: (string | number)[][] = [];
  for (const list of lists) {
    const url = `/BackOffice/Document/Documents?${new URLSearchParams(list.query)}`;
    const api = await measure(() => get(url));
    const parsed = ZDocumentListQuery.parse(list.query);
    const floor = await measure(() => listDocuments(db, parsed));
    rows.push([engine, list.what, api.p50, api.p95, floor.p50, floor.p95]);
  }
  const detail = await measure(() => get(`/BackOffice/Document/Document?id=${sample.id}`));
  const detailFloor = await measure(() => readDocument(db, sample.id));
  rows.push([engine, 'order detail', detail.p50, detail.p95, detailFloor.p50, detailFloor.p95]);
  const customerQuery = { search: lastName.toLowerCase().slice(0, 5) };
  const customers = await measure(() =>
    get(`/BackOffice/Customer/Customers?${new URLSearchParams(customerQuery)}`),
  );
  const customersFloor = await measure(() => listCustomers(db, ZCustomerListQuery.parse(customerQuery)));
  rows.push([
    engine,
    'customer search',
    customers.p50,
    customers.p95,
    customersFloor.p50,
    customersFloor.p95,
  ]);

  // Intake: 50 buyers placing one-book orders for SECONDS, plenty of stock.
  const books = await db
    .select({ id: products.id, ean: products.ean })
    .from(products)
    .where(sql`${products.priceWithTax} is not null and ${products.isVisible}`)
    .limit(200);
  await db
    .update(products)
    .set({ stock: 1_000_000 })
    .where(
      inArray(
        products.id,
        books.map((book) => book.id),
      ),
    );
  let serial = 0;
  const address = {
    firstName: 'Banc',
    lastName: 'Essai',
    address1: '1 rue du Banc',
    postalCode: '31000',
    city: 'Toulouse',
    country: 'FR',
  };
  const order = (bookEan: string, paymentMethod = 'FictiveValid') =>
    app.inject({
      method: 'POST',
      url: '/Public/ShoppingCart/Order',
      payload: {
        idempotencyKey: `bench-${engine}-${serial++}`,
        email: `acheteur${serial % 5000}@banc.fr`,
        paymentMethod,
        shippingMethod: 'Home',
        billingAddress: address,
        shippingAddress: address,
        items: [{ ean: bookEan, quantity: 1 }],
      },
    });
  let placed = 0;
  const started = performance.now();
  await latenciesOf(
    async () => {
      const book = books[serial % books.length];
      if ((await order(book?.ean ?? '')).statusCode === 200) placed++;
    },
    BUYERS,
    SECONDS,
  );
  const intakeRate = placed / ((performance.now() - started) / 1000);

  // The last copies: 10 books with 3 copies each, 50 buyers trying 200 orders between them.
  const scarce = books.slice(0, 10);
  await db
    .update(products)
    .set({ stock: 3 })
    .where(
      inArray(
        products.id,
        scarce.map((book) => book.id),
      ),
    );
  let won = 0;
  let attempts = 0;
  await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      while (attempts < 200) {
        attempts++;
        const book = scarce[attempts % scarce.length];
        if ((await order(book?.ean ?? '')).statusCode === 200) won++;
      }
    }),
  );
  const left = await db
    .select({ stock: products.stock })
    .from(products)
    .where(
      inArray(
        products.id,
        scarce.map((book) => book.id),
      ),
    );
  const oversold = Math.max(0, won - 30) + left.filter((row) => row.stock < 0).length;

  // Ship: the Processing orders the intake made, shipped one by one by 10 staff at once.
  const toShip = await db
    .select({ id: documents.id, version: documents.version })
    .from(documents)
    .where(
      sql`${documents.type} = 'Order' and ${documents.status} = 'Processing' and ${documents.customerEmail} like '%@banc.fr'`,
    )
    .limit(2000);
  let shipped = 0;
  let next = 0;
  const shipStart = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < toShip.length && performance.now() - shipStart < SECONDS * 1000) {
        const target = toShip[next++];
        if (!target) return;
        const detailAnswer = (await get(`/BackOffice/Document/Document?id=${target.id}`)).entityOutput as {
          version: number;
          items: { id: number }[];
        };
        const answer = await post('/BackOffice/Document/ShippItems', {
          id: target.id,
          version: detailAnswer.version,
          itemIds: detailAnswer.items.map((item) => item.id),
          carrier: 'Colissimo',
          trackingNumber: `BENCH${target.id}`,
        });
        if (answer.statusCode === 200) shipped++;
      }
    }),
  );
  const shipRate = shipped / ((performance.now() - shipStart) / 1000);
  await colophon.close();
  if (dataDir && !KEEP) rmSync(dataDir, { recursive: true, force: true });
  return { rows, throughput: [engine, intakeRate, won, oversold, shipRate] as (string | number)[] };
};

const engines: Engine[] = ENGINE === 'both' ? ['PostgreSQL', 'PGlite'] : [ENGINE as Engine];
const results = [];
for (const engine of engines) results.push(await run(engine));
console.log(
  `\n${ORDERS} orders, ${Math.ceil(ORDERS / 5)} customers, ${SECONDS} s per measure (latencies in ms)\n`,
);
console.log(
  table(
    ['engine', 'what', 'API p50', 'API p95', 'floor p50', 'floor p95'],
    results.flatMap((result) => result.rows),
  ),
);
console.log(`\n${BUYERS} concurrent buyers\n`);
console.log(
  table(
    ['engine', 'intake orders/s', 'last copies won (of 30)', 'oversold', 'ShippItems/s'],
    results.map((result) => result.throughput),
  ),
);

/**
 * `npm run bench:load`: the main list and search endpoints under load. A PostgreSQL database
 * (`colophon_load_bench` on BENCH_DATABASE_URL's server) gets `BENCH_PRODUCTS` demo products and a
 * few dozen staff; the real API runs in its own process; autocannon holds `BENCH_CONNECTIONS` (200)
 * connections on each endpoint for `BENCH_SECONDS`. It prints requests per second, p50 and p99,
 * errors and non-2xx answers (none expected: the exit code is 1 otherwise), and the API process's
 * resident memory before, after and at its peak.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { products } from '../apps/api/src/catalog/products/products.tables.ts';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/database.ts';
import { insertDemoProducts } from '../apps/api/src/demo/demo-products.ts';
import { BENCH_ADMIN, startApi } from './api-process.ts';
import { table } from './measure.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'colophon_load_bench';
const BENCH_URL = SERVER.replace(/\/[^/]*$/, `/${DATABASE}`);

const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 };
};

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
await admin.end();

console.log(`Loading ${PRODUCTS} demo products into ${DATABASE}…`);
const database = await openDatabase({ url: BENCH_URL, dataDir: '' });
await migrateDatabase(database);
await insertDemoProducts(database.db, { count: PRODUCTS });
await database.db.execute(sql`vacuum analyze ${products}`);
const [sample] = await database.db
  .select({ title: products.title })
  .from(products)
  .limit(1)
  .offset(PRODUCTS / 2);
await database.close();
const word =
  (sample?.title ?? 'roman')
    .split(/[\s']+/)
    .sort((a, b) => b.length - a.length)[0]
    ?.toLowerCase() ?? 'roman';

const api = await startApi({ databaseUrl: BENCH_URL });
const json = { 'content-type': 'application/json' };
const session = await (
  await fetch(`${api.url}/BackOffice/Authentication/Token`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(BENCH_ADMIN),
  })
).json();
const token: string = session.entityOutput.accessToken;
const signedIn = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
for (let index = 1; index <= 40; index++) {
  const answer = await fetch(`${api.url}/BackOffice/User/User`, {
    method: 'POST',
    headers: { ...json, ...signedIn },
    body: JSON.stringify({
      userName: `libraire${index}`,
      email: `libraire${index}@librairie.example`,
      password: `mot-de-passe-${index}`,
      firstName: 'Camille',
      lastName: `Martin${index}`,
    }),
  });
  if (!answer.ok) throw new Error(`creating a user answered ${answer.status}: ${await answer.text()}`);
}

const targets: { what: string; path: string; headers: Record<string, string> }[] = [
  { what: 'products list', path: '/BackOffice/Catalog/Products?page=1&pageSize=25', headers: signedIn },
  {
    what: `products search "${word}"`,
    path: `/BackOffice/Catalog/Products?search=${encodeURIComponent(word)}&pageSize=25`,
    headers: signedIn,
  },
  {
    what: `public search "${word}"`,
    path: `/Common/Catalog/Search?search=${encodeURIComponent(word)}&pageSize=20`,
    headers: {},
  },
  {
    what: 'public search, facets',
    path: '/Common/Catalog/SearchWithFacets?search=roman&pageSize=20',
    headers: {},
  },
  { what: 'users list', path: '/BackOffice/User/Users?page=1&pageSize=25', headers: signedIn },
  { what: 'users search', path: '/BackOffice/User/Users?search=martin1', headers: signedIn },
  {
    what: 'activity log',
    path: '/BackOffice/ActivityLog/ActivityLogs?page=1&pageSize=25',
    headers: signedIn,
  },
];

const idle = async () => {
  for (let tries = 0; tries < 600; tries++) {
    const start = performance.now();
    await fetch(`${api.url}/health`);
    if (performance.now() - start < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const pid = api.pid ?? 0;
const before = memoryOf(pid);
const rows: (string | number)[][] = [];
let failed = 0;
console.log(`Measuring ${targets.length} endpoints, ${CONNECTIONS} connections, ${SECONDS} s each…`);
for (const target of targets) {
  const result = await autocannon({
    url: `${api.url}${target.path}`,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    // 200 connections on a pool of 10 queue: a slow answer counts, only a lost one is an error.
    timeout: 60,
  });
  // The next endpoint starts on an idle API: the answers still queued from this one drain first.
  await idle();
  failed += result.errors + result.timeouts + result.non2xx;
  rows.push([
    target.what,
    result.requests.average,
    result.latency.p50,
    result.latency.p99,
    result.errors + result.timeouts,
    result.non2xx,
  ]);
}
const after = memoryOf(pid);
await api.stop();
api.removeData();

console.log(`\n${table(['endpoint', 'requests/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx'], rows)}`);
console.log(
  `\nMachine load average (1, 5, 15 min): ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
console.log(
  `API resident memory: ${before.rss.toFixed(0)} MB before, ${after.rss.toFixed(0)} MB after, peak ${after.peak.toFixed(0)} MB (${PRODUCTS} products, PostgreSQL)`,
);
if (failed > 0) {
  console.error(`${failed} failed requests`);
  process.exit(1);
}

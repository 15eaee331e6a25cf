/**
 * `npm run bench:catalog`: the catalogue at scale. On `BENCH_PRODUCTS` demo products (a million by
 * default), on PostgreSQL (database `colophon_bench`) and on PGlite (`BENCH_ENGINE`): latency of
 * ten representative searches through the real HTTP API, each beside the same repository calls
 * run straight on the database (the floor); facet counts; a product read; the CSV export of the
 * whole catalogue with the API process's peak memory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZFacetsQuery, ZProductListQuery, ZSearchQuery } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { findProductsByIds, listProducts } from '../apps/api/src/catalog/products/products.repository.ts';
import { products } from '../apps/api/src/catalog/products/products.tables.ts';
import { publicCatalogue } from '../apps/api/src/catalog/search/search.repository.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/api/src/db/database.ts';
import { insertDemoProducts } from '../apps/api/src/demo/demo-products.ts';
import { BENCH_ADMIN, startApi } from './api-process.ts';
import { latenciesOf, percentile, table } from './measure.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const ENGINE = process.env.BENCH_ENGINE ?? 'both';
/** Keep the PostgreSQL database of a previous run when it already holds the products. */
const REUSE = process.env.BENCH_REUSE === 'true';
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_URL = SERVER.replace(/\/[^/]*$/, '/colophon_bench');

type Engine = 'PostgreSQL' | 'PGlite';
type Query = Record<string, string | number>;

interface Latency {
  p50: number;
  p95: number;
  count: number;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** `work` run by `CONNECTIONS` loops for `SECONDS`, after a short warm-up: p50 and p95 in ms. */
const measure = async (work: () => Promise<unknown>): Promise<Latency> => {
  for (let warm = 0; warm < 3; warm++) await work();
  const latencies = await latenciesOf(work, CONNECTIONS, SECONDS);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), count: latencies.length };
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The demo catalogue in a fresh database, its statistics and visibility map up to date. */
const loadCatalogue = async (database: Database) => {
  await migrateDatabase(database);
  const start = performance.now();
  const step = Math.max(50_000, PRODUCTS / 20);
  let reported = 0;
  await insertDemoProducts(database.db, {
    count: PRODUCTS,
    onBatch: (done) => {
      if (done - reported < step && done < PRODUCTS) return;
      reported = done;
      console.log(`  ${done} products (${seconds(start)})`);
    },
  });
  const loaded = seconds(start);
  const vacuum = performance.now();
  await database.db.execute(sql`vacuum analyze ${products}`);
  console.log(`  loaded in ${loaded}, vacuum analyze ${seconds(vacuum)}`);
  return loaded;
};

interface Opened {
  database: Database;
  loaded: string;
  /** PGlite's directory. */
  dataDir?: string;
}

const postgresDatabase = async (): Promise<Opened> => {
  const admin = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  await admin.connect();
  try {
    const exists = await admin.query(`select 1 from pg_database where datname = 'colophon_bench'`);
    if (REUSE && exists.rowCount) {
      const database = await openDatabase({ url: BENCH_URL, dataDir: '' });
      await migrateDatabase(database);
      const [row] = (
        await database.db.execute<{ count: string }>(sql`select count(*) as count from ${products}`)
      ).rows;
      if (Number(row?.count) === PRODUCTS) return { database, loaded: 'reused' };
      await database.close();
    }
    await admin.query('drop database if exists colophon_bench with (force)');
    await admin.query('create database colophon_bench');
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: BENCH_URL, dataDir: '' });
  return { database, loaded: await loadCatalogue(database) };
};

const pgliteDatabase = async (): Promise<Opened> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'colophon-catalog-bench-'));
  const database = await openDatabase({ dataDir });
  return { database, dataDir, loaded: await loadCatalogue(database) };
};

/** What the searches look for, taken from one product of the catalogue. */
const sampleOf = async (database: Database) => {
  const [product] = await database.db
    .select()
    .from(products)
    .where(sql`${products.isVisible} and ${products.id} >= (select (min(id) + max(id)) / 2 from ${products})`)
    .orderBy(products.id)
    .limit(1);
  if (!product) throw new Error('no product to search for');
  const word = [...product.title.split(/[\s']+/)].sort((a, b) => b.length - a.length)[0] ?? product.title;
  const middle = Math.floor(word.length / 2);
  return {
    id: product.id,
    ean: product.ean,
    word,
    author: product.authors[0]?.name ?? word,
    misspelt: product.title.replace(word, word.slice(0, middle) + word.slice(middle + 1)),
    category: product.categories[0]?.code ?? '',
  };
};

type Sample = Awaited<ReturnType<typeof sampleOf>>;

/** The ten searches, and the back office's word search: how the API is asked, and the same repository calls on the database. */
const searches = (sample: Sample) => {
  const search = (query: Query) => ({ path: '/Common/Catalog/Search', query, backOffice: false });
  return [
    { what: 'one title word', ...search({ search: sample.word }) },
    { what: 'an author', ...search({ search: sample.author }) },
    { what: 'a misspelt title', ...search({ search: sample.misspelt }) },
    { what: 'an EAN', ...search({ search: sample.ean }) },
    { what: 'a facet filter (category)', ...search({ category: sample.category }) },
    { what: 'a facet filter + words', ...search({ category: sample.category, search: sample.word }) },
    { what: 'a price range (20-30 €)', ...search({ priceRange: '20-30' }) },
    {
      what: 'sorted by release date (back office)',
      path: '/BackOffice/Catalog/Products',
      query: { sort: '-releaseDate' },
      backOffice: true,
    },
    {
      what: 'a title word (back office)',
      path: '/BackOffice/Catalog/Products',
      query: { search: sample.word },
      backOffice: true,
    },
    { what: 'the list, first page', ...search({}) },
    { what: 'the list, 500th page', ...search({ page: 500 }) },
  ];
};

type Search = ReturnType<typeof searches>[number];

/** The same work as the API's service, straight on the database. */
const floorOf = (database: Database, search: Search) => {
  const { db } = database;
  if (search.backOffice) {
    const query = ZProductListQuery.parse(search.query);
    return () => listProducts(db, query);
  }
  const query = ZSearchQuery.parse(search.query);
  return async () => (await publicCatalogue(db)).search(query);
};

const floorOfFacets = (database: Database, raw: Query) => {
  const query = ZFacetsQuery.parse(raw);
  return async () => (await publicCatalogue(database.db)).facetCounts(query);
};

const urlOf = (base: string, path: string, query: Query) =>
  `${base}${path}?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

const readStatus = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
};

/** The whole catalogue as CSV through the API, read as it streams, the API's memory watched. */
const exportCsv = async (base: string, token: string, pid: number) => {
  const before = readStatus(pid);
  let peakRss = before.rss;
  const watch = setInterval(() => {
    peakRss = Math.max(peakRss, readStatus(pid).rss);
  }, 50);
  const start = performance.now();
  const answer = await fetch(`${base}/BackOffice/Catalog/ExportCsv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok || !answer.body) throw new Error(`export: ${answer.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of answer.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  const elapsed = performance.now() - start;
  clearInterval(watch);
  const after = readStatus(pid);
  return { elapsed, bytes, lines, before, peakRss: Math.max(peakRss, after.rss), hwm: after.hwm };
};

const signIn = async (base: string) => {
  const answer = await fetch(`${base}/BackOffice/Authentication/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const session = (await answer.json()) as { entityOutput: { accessToken: string } };
  return session.entityOutput.accessToken;
};

const get = async (url: string, token?: string) => {
  const answer = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.json();
};

const rows: (string | number)[][] = [];
const versus = (api: Latency, floor: Latency | undefined) =>
  floor
    ? [api.p50, api.p95, floor.p50, floor.p95, `${(api.p95 / Math.max(floor.p95, 0.001)).toFixed(1)}×`]
    : [api.p50, api.p95, '', '', ''];

/** The API in its own process for `work`, stopped whatever happens. */
const withApi = async <T>(
  options: { databaseUrl?: string; dataDir?: string },
  work: (api: Awaited<ReturnType<typeof startApi>>) => Promise<T>,
) => {
  const api = await startApi(options);
  try {
    return await work(api);
  } finally {
    await api.stop();
  }
};

const printTable = () =>
  console.log(
    `\n${table(
      ['engine', 'what', 'API p50 ms', 'API p95 ms', 'SQL p50 ms', 'SQL p95 ms', 'p95 API/SQL', 'answer'],
      rows,
    )}`,
  );

const benchEngine = async (engine: Engine) => {
  console.log(`\n${engine}: ${PRODUCTS} products (load average ${loadAverage()})`);
  const opened = engine === 'PostgreSQL' ? await postgresDatabase() : await pgliteDatabase();
  const { database } = opened;
  const sample = await sampleOf(database);
  const all = searches(sample);
  const facetQueries: { what: string; query: Query }[] = [
    { what: 'facets, whole catalogue', query: {} },
    { what: 'facets, words', query: { search: sample.word } },
  ];

  // The floor first: PGlite has one owner at a time, the API takes it after.
  console.log(`  the floor (${SECONDS} s each)…`);
  const floors = new Map<string, Latency>();
  for (const search of all) floors.set(search.what, await measure(floorOf(database, search)));
  for (const facets of facetQueries)
    floors.set(facets.what, await measure(floorOfFacets(database, facets.query)));
  floors.set('product read', await measure(() => findProductsByIds(database.db, [sample.id], true)));
  await database.close();

  const apiOptions = opened.dataDir ? { dataDir: opened.dataDir } : { databaseUrl: BENCH_URL };
  await withApi(apiOptions, async (api) => {
    const token = await signIn(api.url);
    console.log(`  the API (${SECONDS} s each, ${CONNECTIONS} at a time)…`);
    for (const search of all) {
      const url = urlOf(api.url, search.path, search.query);
      const auth = search.backOffice ? token : undefined;
      const found = ((await get(url, auth)) as { entityOutput: { totalCount: number; items: unknown[] } })
        .entityOutput;
      const figures = await measure(() => get(url, auth));
      const answer = `${found.items.length} of ${found.totalCount}`;
      rows.push([engine, search.what, ...versus(figures, floors.get(search.what)), answer]);
    }
    for (const facets of facetQueries) {
      const figures = await measure(() => get(urlOf(api.url, '/Common/Catalog/Facets', facets.query)));
      rows.push([engine, facets.what, ...versus(figures, floors.get(facets.what)), '']);
    }
    const read = await measure(() => get(urlOf(api.url, '/Common/Catalog/Id', { id: sample.id })));
    rows.push([engine, 'product read (/Common/Catalog/Id)', ...versus(read, floors.get('product read')), '']);
  });

  // The export in a fresh API process, so that its peak memory is the export's own.
  const exported = await withApi(apiOptions, async (api) =>
    exportCsv(api.url, await signIn(api.url), api.pid ?? 0),
  );
  rows.push([
    engine,
    `CSV export, ${exported.lines - 1} products, ${(exported.bytes / 1e6).toFixed(0)} MB`,
    `${(exported.elapsed / 1000).toFixed(1)} s`,
    '',
    '',
    '',
    '',
    `RSS ${exported.before.rss.toFixed(0)} MB before, peak ${exported.peakRss.toFixed(0)} MB (VmHWM ${exported.hwm.toFixed(0)} MB)`,
  ]);
  if (opened.dataDir) rmSync(opened.dataDir, { recursive: true, force: true });
  console.log(`  done (load average ${loadAverage()}); catalogue loaded in ${opened.loaded}`);
};

const serverAnswers = async () => {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const engines: Engine[] = [];
if (ENGINE !== 'pglite') {
  if (await serverAnswers()) engines.push('PostgreSQL');
  else console.log(`PostgreSQL does not answer at ${SERVER}`);
}
if (ENGINE !== 'postgres') engines.push('PGlite');
for (const engine of engines) {
  await benchEngine(engine);
  printTable();
  console.log(
    `\n${PRODUCTS} products, ${CONNECTIONS} request(s) at a time, ${SECONDS} s per figure; load average ${loadAverage()}`,
  );
}

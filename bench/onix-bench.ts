/**
 * `npm run bench:onix`: the ONIX import of BENCH_PRODUCTS demo products (100 000 by default) by the
 * real API in its own process, on PGlite and/or PostgreSQL (BENCH_ENGINE=pglite|postgres|both):
 * a file of new products, the same file again (nothing changes), then a file where every product
 * changed. For each: the time and the API process's resident memory before and at its peak.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeDemoOnix } from '../apps/api/src/demo/demo-onix.ts';
import { BENCH_ADMIN, startApi } from './api-process.ts';
import { table } from './measure.ts';

const COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ENGINE = (process.env.BENCH_ENGINE ?? 'both').toLowerCase();
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A database of its own: the test and catalogue benches use other names, and may run meanwhile. */
const DATABASE = 'colophon_onix_bench';
const TIMEOUT_MS = 3600_000;

type Engine = 'PGlite' | 'PostgreSQL';

/** Runs SQL on the server's maintenance database; answers false when no server answers. */
const onServer = async (statements: string[]) => {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    for (const statement of statements) await client.query(statement);
    return true;
  } catch (error) {
    console.log(`PostgreSQL at ${SERVER}: ${(error as Error).message}`);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/** A figure of /proc/<pid>/status in megabytes (VmRSS, VmHWM). */
const memory = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
};

/** Starts the peak (VmHWM) again from the current RSS, so that each run has its own peak. */
const resetPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};

interface Report {
  id: number;
  state: string;
  records: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  startedAt: string | null;
  finishedAt: string | null;
  failure: string | null;
}

const call = async <T>(url: string, token: string, init: RequestInit = {}): Promise<T> => {
  const answer = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', pragma: 'no-cache' },
  });
  const body = (await answer.json()) as { entityOutput: T; errors: string[] };
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(body.errors)}`);
  return body.entityOutput;
};

const benchEngine = async (engine: Engine, storage: string) => {
  const databaseUrl = engine === 'PostgreSQL' ? SERVER.replace(/\/[^/]*$/, `/${DATABASE}`) : undefined;
  const api = await startApi({ databaseUrl, env: { STORAGE_DIR: storage } });
  const pid = api.pid;
  if (pid === undefined) throw new Error('the API process has no pid');
  const rows: (string | number)[][] = [];
  try {
    const session = (await (
      await fetch(`${api.url}/BackOffice/Authentication/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(BENCH_ADMIN),
      })
    ).json()) as { entityOutput: { accessToken: string } };
    const token = session.entityOutput.accessToken;

    const runs = [
      { what: 'new products', file: 'first.xml' },
      { what: 'same file again', file: 'first.xml' },
      { what: 'every product changed', file: 'changed.xml' },
    ];
    for (const run of runs) {
      const peakReset = resetPeak(pid);
      const rssBefore = memory(pid, 'VmRSS');
      let rssMax = rssBefore;
      const started = performance.now();
      const launched = await call<Report>(`${api.url}/BackOffice/Catalog/OnixImportFromFile`, token, {
        method: 'POST',
        body: JSON.stringify({ path: run.file }),
      });
      let report = launched;
      while (!['completed', 'failed', 'unsupported'].includes(report.state)) {
        if (performance.now() - started > TIMEOUT_MS) throw new Error(`import still ${report.state}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
        rssMax = Math.max(rssMax, memory(pid, 'VmRSS'));
        report = await call<Report>(`${api.url}/BackOffice/Catalog/OnixImport?id=${launched.id}`, token);
      }
      const wall = (performance.now() - started) / 1000;
      if (report.state !== 'completed') throw new Error(`import ${report.state}: ${report.failure}`);
      const importSeconds =
        report.startedAt && report.finishedAt
          ? (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000
          : wall;
      const peak = peakReset ? memory(pid, 'VmHWM') : rssMax;
      console.log(
        `${engine}, ${run.what}: ${importSeconds.toFixed(1)} s, created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}, skipped ${report.skipped}; RSS ${rssBefore.toFixed(0)} → peak ${peak.toFixed(0)} MB`,
      );
      rows.push([
        engine,
        run.what,
        report.records,
        `${report.created} / ${report.updated} / ${report.unchanged}`,
        importSeconds,
        wall,
        Math.round(report.records / importSeconds),
        Math.round(rssBefore),
        Math.round(peak),
      ]);
    }
  } finally {
    await api.stop();
    api.removeData();
  }
  return rows;
};

const engines: Engine[] = [];
if (ENGINE === 'pglite' || ENGINE === 'both') engines.push('PGlite');
if (ENGINE === 'postgres' || ENGINE === 'both') engines.push('PostgreSQL');
if (engines.length === 0) throw new Error(`BENCH_ENGINE=${ENGINE}: say pglite, postgres or both`);

const work = await mkdtemp(join(tmpdir(), 'colophon-onix-bench-'));
const feeds = join(work, 'storage', 'onix');
await mkdir(feeds, { recursive: true });
const today = new Date();
const started = performance.now();
const size = await writeDemoOnix(join(feeds, 'first.xml'), { count: COUNT, today });
await writeDemoOnix(join(feeds, 'changed.xml'), { count: COUNT, today, revision: 1 });
console.log(
  `Two ONIX files of ${COUNT} products (${(size / 1024 / 1024).toFixed(0)} MB each) written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
console.log(`Load average before: ${load()}`);
const rows: (string | number)[][] = [];
try {
  for (const engine of engines) {
    if (engine === 'PostgreSQL') {
      const ready = await onServer([
        `drop database if exists ${DATABASE} with (force)`,
        `create database ${DATABASE}`,
      ]);
      if (!ready) {
        console.log('PostgreSQL does not answer: skipped');
        continue;
      }
    }
    console.log(`Importing on ${engine}…`);
    try {
      rows.push(...(await benchEngine(engine, join(work, 'storage'))));
    } finally {
      if (engine === 'PostgreSQL') await onServer([`drop database if exists ${DATABASE} with (force)`]);
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(
  `\n${table(
    [
      'engine',
      'import',
      'records',
      'created / updated / unchanged',
      'import s',
      'wall s',
      'products/s',
      'RSS before MB',
      'peak RSS MB',
    ],
    rows,
  )}`,
);
console.log(`Load average after: ${load()}`);

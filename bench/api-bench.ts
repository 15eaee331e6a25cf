/**
 * `npm run bench`: sign-in and current-user throughput of the real API, on PGlite and on
 * PostgreSQL (when a server answers on 127.0.0.1:5432), each beside the raw database round trip
 * for the same lookup, so that the API's own overhead shows as a ratio.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { effectiveClaims } from '../apps/api/src/users/user-claims.repository.ts';
import { users } from '../apps/api/src/users/users.tables.ts';
import { BENCH_ADMIN, startApi } from './api-process.ts';
import { type Figures, load, loop, table } from './measure.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const serverAnswers = async () => {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('drop database if exists colophon_bench with (force)');
    await client.query('create database colophon_bench');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

const benchEngine = async (engine: 'PGlite' | 'PostgreSQL') => {
  const databaseUrl = engine === 'PostgreSQL' ? SERVER.replace(/\/[^/]*$/, '/colophon_bench') : undefined;
  const api = await startApi({ databaseUrl });
  const login = JSON.stringify(BENCH_ADMIN);
  const json = { 'content-type': 'application/json' };
  const session = await (
    await fetch(`${api.url}/BackOffice/Authentication/Token`, { method: 'POST', headers: json, body: login })
  ).json();
  const token: string = session.entityOutput.accessToken;

  const signIn = await load({
    url: `${api.url}/BackOffice/Authentication/Token`,
    method: 'POST',
    headers: json,
    body: login,
    connections: 8,
    seconds: SECONDS,
  });
  const currentUser = await load({
    url: `${api.url}/Common/User/User`,
    headers: { authorization: `Bearer ${token}`, pragma: 'no-cache' },
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  await api.stop();

  // The same lookup straight on the database: the user row and its claims.
  const database = await openDatabase({ url: databaseUrl, dataDir: api.dataDir });
  const [admin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, BENCH_ADMIN.userName));
  const adminId = admin?.id ?? 1;
  const raw = await loop(
    async () => {
      await database.db.select().from(users).where(eq(users.id, adminId));
      await effectiveClaims(database.db, adminId);
    },
    CONNECTIONS,
    SECONDS,
  );
  await database.close();
  api.removeData();
  return { engine, signIn, currentUser, raw };
};

const rows: (string | number)[][] = [];
const add = (engine: string, what: string, figures: Figures, floor?: Figures) =>
  rows.push([
    engine,
    what,
    figures.requestsPerSecond,
    figures.p50,
    figures.p99,
    floor ? `${(figures.p50 / Math.max(floor.p50, 0.001)).toFixed(1)}×` : '',
  ]);

const engines: ('PGlite' | 'PostgreSQL')[] = ['PGlite'];
if (await serverAnswers()) engines.push('PostgreSQL');
else console.log(`PostgreSQL does not answer at ${SERVER}: PGlite only`);

for (const engine of engines) {
  console.log(`Measuring on ${engine} (${SECONDS} s per figure)…`);
  const result = await benchEngine(engine);
  add(engine, 'POST sign-in (8 connections)', result.signIn);
  add(engine, `GET /Common/User/User (${CONNECTIONS} connections)`, result.currentUser, result.raw);
  add(engine, `raw database lookup (${CONNECTIONS} concurrent)`, result.raw);
}
console.log(`\n${table(['engine', 'what', 'requests/s', 'p50 ms', 'p99 ms', 'p50 vs raw'], rows)}`);

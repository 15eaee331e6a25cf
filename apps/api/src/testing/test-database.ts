import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import {
  type Database,
  migrateDatabase,
  openPglite,
  openPostgres,
  pgliteExtensions,
} from '../db/database.ts';

/**
 * Each test file gets a database of its own, copied from a template made once per run: a dump of
 * a migrated PGlite, or a template database on the PostgreSQL server of TEST_DATABASE_URL.
 */
const tmpFolder = new URL('../../../../.tmp/', import.meta.url);
const PREFIX = 'colophon_test_';
/** Databases of a run that crashed are dropped by a later run after this long. */
const STALE_AFTER_MS = 6 * 3600_000;

/**
 * Each run names its databases after itself (`colophon_test_<started, base 36>_<random>_…`), so that
 * two runs on one server or in one checkout never touch each other's databases or template. The
 * global setup sets it; the test files, forked after, inherit it.
 */
const runId = () => {
  process.env.COLOPHON_TEST_RUN ??= `${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  return process.env.COLOPHON_TEST_RUN;
};
const templateDb = () => `${PREFIX}${runId()}_template`;
const templateFile = () => new URL(`pglite-template-${runId()}.tar.gz`, tmpFolder);

const startedAt = (name: string) => Number.parseInt(name.slice(PREFIX.length).split('_')[0] ?? '', 36);

const withDatabaseName = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const installEverything = async (database: Database) => {
  await migrateDatabase(database);
  const boss =
    database.engine === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), schema: 'pgboss', supervise: false, schedule: false })
      : new PgBoss({ connectionString: database.url, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });
};

export const prepareTemplate = async (serverUrl = process.env.TEST_DATABASE_URL) => {
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const existing = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${PREFIX}%'`,
    );
    const stale = existing.rows.filter(({ datname }) => !(Date.now() - startedAt(datname) < STALE_AFTER_MS));
    for (const { datname } of stale) await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database "${templateDb()}"`);
    await admin.end();
    const template = await openPostgres(withDatabaseName(serverUrl, templateDb()));
    await installEverything(template);
    await template.close();
    return;
  }
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const template = await openPglite(pglite);
  await installEverything(template);
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(tmpFolder, { recursive: true });
  writeFileSync(templateFile(), Buffer.from(await dump.arrayBuffer()));
  await template.close();
};

/** What the run leaves: its template. */
export const removeTemplate = async (serverUrl = process.env.TEST_DATABASE_URL) => {
  if (!serverUrl) return rmSync(templateFile(), { force: true });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${templateDb()}" with (force)`);
  await admin.end();
};

export const openTestDatabase = async (serverUrl = process.env.TEST_DATABASE_URL): Promise<Database> => {
  if (serverUrl) {
    const name = `${PREFIX}${runId()}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${templateDb()}"`);
    await admin.end();
    const database = await openPostgres(withDatabaseName(serverUrl, name));
    return {
      ...database,
      close: async () => {
        await database.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(templateFile())]);
  return openPglite(new PGlite({ loadDataDir: dump, extensions: pgliteExtensions }));
};

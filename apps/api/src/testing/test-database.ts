import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
const templateFile = new URL('../../../../.tmp/pglite-template.tar.gz', import.meta.url);
const TEMPLATE_DB = 'colophon_test_template';

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
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'colophon_test_%'",
    );
    for (const { datname } of stale.rows)
      await admin.query(`drop database if exists "${datname}" with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const template = await openPostgres(withDatabaseName(serverUrl, TEMPLATE_DB));
    await installEverything(template);
    await template.close();
    return;
  }
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const template = await openPglite(pglite);
  await installEverything(template);
  const dump = await pglite.dumpDataDir('gzip');
  mkdirSync(new URL('.', templateFile), { recursive: true });
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  await template.close();
};

export const openTestDatabase = async (serverUrl = process.env.TEST_DATABASE_URL): Promise<Database> => {
  if (serverUrl) {
    const name = `colophon_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template ${TEMPLATE_DB}`);
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
  const dump = new Blob([readFileSync(templateFile)]);
  return openPglite(new PGlite({ loadDataDir: dump, extensions: pgliteExtensions }));
};

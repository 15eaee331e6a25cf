import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.ts';
import { type Database, openPostgres, pgliteExtensions } from '../db/database.ts';
import { openTestDatabase } from '../testing/index.ts';

/**
 * A test database that several app instances of one process open at once, each with a handle of
 * its own: a connection pool each on PostgreSQL, the one PGlite otherwise (PGlite has one user).
 * Close the other handles before the first: the first one's close drops the database.
 */
export const openSharedTestDatabase = async () => {
  const first = await openTestDatabase();
  const another = async (): Promise<Database> =>
    first.engine === 'postgres' ? openPostgres(first.url) : { ...first, close: async () => {} };
  return { first, another };
};

/**
 * A test database that whole processes open one after the other, through their settings: a
 * database of the PostgreSQL server, or a PGlite directory on disk.
 */
export const openTestDatabaseForProcesses = async () => {
  const database = await openTestDatabase();
  if (database.engine === 'postgres') {
    const settings: Partial<Record<keyof Config, string>> = { DATABASE_URL: database.url };
    return { settings, close: () => database.close() };
  }
  const dump = await database.pglite.dumpDataDir('gzip');
  await database.close();
  const dataDir = mkdtempSync(join(tmpdir(), 'colophon-test-'));
  const onDisk = new PGlite(dataDir, { loadDataDir: dump, extensions: pgliteExtensions });
  await onDisk.waitReady;
  await onDisk.close();
  const settings: Partial<Record<keyof Config, string>> = { DATA_DIR: dataDir };
  return { settings, close: async () => rmSync(dataDir, { recursive: true, force: true }) };
};

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/**
 * Typed as the node-postgres flavour on both engines: PGlite's drizzle answers the same shapes
 * (`execute` gives `{ rows }`), and one type keeps repositories engine-agnostic.
 */
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: repositories take this so a service decides the transaction. */
export type Executor = Db | Tx;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The open database: drizzle plus what pg-boss and shutdown need of the engine below. */
export type Database =
  | { engine: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { engine: 'postgres'; db: Db; pool: pg.Pool; url: string; close: () => Promise<void> };

export const pgliteExtensions = { pg_trgm, unaccent };

export const openPglite = async (pglite: PGlite): Promise<Database> => {
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { engine: 'pglite', db, pglite, close: () => pglite.close() };
};

export const openPostgres = async (url: string): Promise<Database> => {
  // No JIT: the catalogue's queries are short, and compiling them cost more than it saved
  // (tens of milliseconds on the searches of a million products).
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // An idle connection the server ends (restart, administrator command) must not stop the process;
  // the pool replaces it at the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { engine: 'postgres', db, pool, url, close: () => pool.end() };
};

/** PGlite in `dataDir` when there is no url (`memory://` keeps it in memory), else that server. */
export const openDatabase = async (options: {
  url?: string | undefined;
  dataDir: string;
}): Promise<Database> => {
  if (options.url) return openPostgres(options.url);
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  return openPglite(new PGlite(options.dataDir, { extensions: pgliteExtensions }));
};

/** The advisory lock key the migrations hold (any number of ours; this one spells "colophon"). */
const MIGRATION_LOCK = 0x636f6c6f;

export const migrateDatabase = async (database: Database) => {
  if (database.engine === 'pglite') {
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
  } else {
    // Processes started at once (two APIs, two workers) take turns: the first migrates, the others
    // find it done. The lock is the session's, so it is held on one connection throughout.
    const client = await database.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  }
};

import { sql } from 'drizzle-orm';
import type { Db, Tx } from './database.ts';

/** PostgreSQL's `query_canceled`: what a statement past its `statement_timeout` fails with. */
const QUERY_CANCELED = '57014';

/**
 * Runs a read in a transaction whose statements may each take at most `milliseconds`, so that no
 * anonymous request holds the database for seconds; one past it fails with `query_canceled`, which
 * the error handler answers 503. PostgreSQL enforces it; PGlite accepts the setting but cannot
 * interrupt a statement (no signals in WebAssembly): there, the bounds of the public queries are
 * their depth and the per-address rate limit.
 */
export const withStatementTimeout = <T>(db: Db, milliseconds: number, read: (tx: Tx) => Promise<T>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(milliseconds))}`));
    return read(tx);
  });

/** Whether a failure is a statement cancelled by its timeout (drizzle wraps the driver's error as `cause`). */
export const isStatementTimeout = (error: unknown) => {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === QUERY_CANCELED) return true;
  }
  return false;
};

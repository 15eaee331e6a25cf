import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

/** Runs the smallest query there is: throws when the database does not answer. */
export const pingDatabase = async (executor: Executor) => {
  await executor.execute(sql`select 1`);
};

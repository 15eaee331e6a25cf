import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../db/database.ts';
import { BOSS_SCHEMA } from '../tasks/job-queue.ts';

/** The jobs due and not ended: waiting, waiting to be tried again, or running. */
const DUE_JOBS = `select count(*)::int as due from "${BOSS_SCHEMA}".job
  where state in ('created', 'retry', 'active') and start_after <= now()`;

/** The app's database, or a client of its own (a test driving API processes from outside). */
export type JobDatabase = Db | Pick<pg.ClientBase, 'query'>;

const dueJobs = async (database: JobDatabase) => {
  const result =
    'execute' in database
      ? await database.execute<{ due: number }>(sql.raw(DUE_JOBS))
      : await database.query<{ due: number }>(DUE_JOBS);
  return result.rows[0]?.due ?? 0;
};

/**
 * Waits until the job queue holds no job that is due and not ended: every job queued so far (and
 * every job those queued) has run to its end. How a test proves that nothing was sent: drain, then
 * assert; a mail that was going out has reached the mail catcher by then, since its job ends after
 * the SMTP server's "accepted". Jobs held for later (a scheduled campaign, a retry's delay) are not
 * waited for. Fails after `timeoutMs`: a database whose processes run no worker never drains.
 */
export const drainJobs = async (database: JobDatabase, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (let due = await dueJobs(database); due > 0; due = await dueJobs(database)) {
    if (Date.now() > deadline) throw new Error(`the job queue still holds ${due} due jobs`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

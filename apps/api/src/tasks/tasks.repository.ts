import type { TTaskListQuery, TTaskState } from '@colophon/contract';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database.ts';
import { containing, listPage } from '../db/paging.ts';
import { BOSS_SCHEMA } from './job-queue.ts';
import { backgroundTasks as tasks } from './tasks.tables.ts';

/**
 * The few columns of pg-boss's job table that say what became of a task. pg-boss owns the table
 * (it is not in our schema nor in our migrations); we only read it.
 */
const bossJobs = pgSchema(BOSS_SCHEMA).table('job', {
  id: uuid('id').notNull(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  retryCount: integer('retry_count').notNull(),
  startedOn: timestamp('started_on', { withTimezone: true }),
  completedOn: timestamp('completed_on', { withTimezone: true }),
  output: jsonb('output'),
});

/*
 * pg-boss's word is the truth while it keeps the job: a worker killed in the middle of a try cannot
 * update its task row, but pg-boss expires the try and retries or fails the job. Once pg-boss has
 * deleted an old job, the task row keeps the last state it recorded.
 */
const state = sql<TTaskState>`coalesce(${bossJobs.state}::text, ${tasks.state})`;
const attempts = sql<number>`(case
  when ${bossJobs.id} is null then ${tasks.attempts}
  when ${bossJobs.state} = 'created' then 0
  else ${bossJobs.retryCount} + 1 end)`.mapWith(Number);
const startedAt = sql<Date | null>`coalesce(${bossJobs.startedOn}, ${tasks.startedAt})`.mapWith(
  tasks.startedAt,
);
const finishedAt = sql<Date | null>`(case when ${state} in ('completed', 'failed', 'cancelled')
  then coalesce(${bossJobs.completedOn}, ${tasks.finishedAt}) end)`.mapWith(tasks.finishedAt);
/** pg-boss writes why each try failed, even the tries of a worker that was killed. */
const lastError = sql<string | null>`(case when ${bossJobs.state} in ('retry', 'failed')
  then coalesce(${bossJobs.output}->>'message', ${bossJobs.output}->>'value', ${tasks.lastError})
  else ${tasks.lastError} end)`;

const taskColumns = {
  id: tasks.id,
  name: tasks.name,
  state,
  progress: tasks.progress,
  attempts,
  lastError,
  data: tasks.data,
  createdAt: tasks.createdAt,
  startedAt,
  finishedAt,
};
export type TaskRow = {
  id: string;
  name: string;
  state: TTaskState;
  progress: number | null;
  attempts: number;
  lastError: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

const withJob = and(eq(bossJobs.name, tasks.name), eq(bossJobs.id, sql`${tasks.id}::uuid`));

const listFilter = (query: TTaskListQuery): SQL | undefined =>
  and(
    query.state ? eq(state, query.state) : undefined,
    query.name ? eq(tasks.name, query.name) : undefined,
    query.search ? or(ilike(tasks.name, containing(query.search)), eq(tasks.id, query.search)) : undefined,
  );

export const listTasks = async (executor: Executor, query: TTaskListQuery) => {
  const where = listFilter(query);
  const { rows, totalCount } = await listPage(executor, query, {
    select: () => executor.select(taskColumns).from(tasks).leftJoin(bossJobs, withJob).$dynamic(),
    where,
    orderBy: [desc(tasks.createdAt), desc(tasks.id)],
  });
  return { rows: rows as TaskRow[], totalCount };
};

/** Holds the task's row until the transaction ends, so that two relaunches take turns. */
export const lockTask = async (executor: Executor, id: string) => {
  await executor.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, id)).for('update');
};

export const findTask = async (executor: Executor, id: string): Promise<TaskRow | null> => {
  const [task] = await executor
    .select(taskColumns)
    .from(tasks)
    .leftJoin(bossJobs, withJob)
    .where(eq(tasks.id, id));
  return task ?? null;
};

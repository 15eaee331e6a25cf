import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type ConstructorOptions,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobWithMetadata,
  PgBoss,
} from 'pg-boss';
import type { z } from 'zod';
import type { Database, Db, Executor } from '../db/database.ts';
import { backgroundTasks } from './tasks.tables.ts';

/** Where pg-boss keeps its tables, in the application's database. */
export const BOSS_SCHEMA = 'pgboss';

/** What a running job may do besides its work: say how far it got. */
export interface JobRun {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** How long pg-boss lets this try run before it hands the job to another try. */
  expireInSeconds: number;
  /** Aborted when pg-boss gives up on this try (it ran too long, or the process is stopping). */
  signal: AbortSignal;
  progress(fraction: number): Promise<void>;
}

/** A background job: a name, the payload it takes, and what it does (the handler lives in its feature). */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay after each failed try (with some jitter); on by default. */
  retryBackoff?: boolean;
  expireInSeconds?: number;
  /**
   * A try that sends no heartbeat for this long (its process died) is given up and retried then,
   * rather than when `expireInSeconds` ends; the worker sends them by itself. At least 10.
   */
  heartbeatSeconds?: number;
  /** Jobs that run often and quickly (mail delivery) are kept off the background-tasks screen. */
  hidden?: boolean;
  handler: (payload: z.output<P>, run: JobRun) => Promise<void>;
}

export const defineJob = <P extends z.ZodType>(definition: JobDefinition<P>) => definition;

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

const NO_JOB = '00000000-0000-0000-0000-000000000000';

const STOPPED_TRY = 'The try was stopped before it ended: it ran too long, or its process stopped.';

/** A task as relaunch needs it: the job's queue and the payload it was sent with. */
export interface RelaunchedTask {
  id: string;
  name: string;
  data: Record<string, unknown>;
}

/** How a try of a job ended, for the metrics. */
export interface TryEnd {
  queue: string;
  outcome: 'completed' | 'failed' | 'stopped';
  seconds: number;
}

/** pg-boss plus the background-task rows that staff see; one per process. */
export class JobQueue {
  readonly boss: PgBoss;
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #tryEndListeners: ((end: TryEnd) => void)[] = [];

  constructor(boss: PgBoss, db: Db, log: FastifyBaseLogger) {
    this.boss = boss;
    this.#db = db;
    this.#log = log;
  }

  /** Starts pg-boss on the application's database; `options` tune its timers (tests make them short). */
  static async open(
    database: Database,
    log: FastifyBaseLogger,
    options: Pick<ConstructorOptions, 'superviseIntervalSeconds' | 'monitorIntervalSeconds'> = {},
  ) {
    const boss =
      database.engine === 'pglite'
        ? new PgBoss({ db: fromPglite(database.pglite), schema: BOSS_SCHEMA, ...options })
        : new PgBoss({ connectionString: database.url, schema: BOSS_SCHEMA, max: 4, ...options });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    return new JobQueue(boss, database.db, log);
  }

  /** Declares a job's queue; `work` also starts this process's workers for it. */
  async register(definition: JobDefinition, options: { work: boolean }) {
    const settings = {
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 10,
      retryBackoff: definition.retryBackoff ?? true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    };
    const heartbeatSeconds = definition.heartbeatSeconds;
    await this.boss.createQueue(definition.name, {
      ...settings,
      ...(heartbeatSeconds ? { heartbeatSeconds } : {}),
    });
    // createQueue leaves an existing queue as it was: a definition changed since takes effect here.
    await this.boss.updateQueue(definition.name, { ...settings, heartbeatSeconds: heartbeatSeconds ?? null });
    // Both calls empty pg-boss's cache entry for the queue, and refilling it from inside an
    // enqueueing transaction would wait forever on PGlite (one connection): refill it now.
    await this.boss.findJobs(definition.name, { id: NO_JOB });
    if (!options.work) return;
    await this.boss.work<unknown, unknown, { pollingIntervalSeconds: number; includeMetadata: true }>(
      definition.name,
      { pollingIntervalSeconds: 0.5, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) await this.#run(definition, job);
      },
    );
  }

  /**
   * Enqueues a job inside the caller's transaction: a rolled-back change never leaves a job behind.
   * Returns the task id. `startAfter` holds the job until then (a scheduled campaign).
   */
  async enqueue<P extends z.ZodType>(
    executor: Executor,
    definition: JobDefinition<P>,
    payload: z.input<P>,
    options: { startAfter?: Date } = {},
  ) {
    const data = definition.payload.parse(payload) as Record<string, unknown>;
    const id = await this.boss.send(definition.name, data, {
      db: this.#connection(executor),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
    });
    if (!id) throw new Error(`job ${definition.name} was not queued`);
    if (!definition.hidden) {
      await executor.insert(backgroundTasks).values({ id, name: definition.name, data });
    }
    return id;
  }

  /**
   * Runs a failed task once more, inside the caller's transaction. pg-boss gives its job one more
   * try; once pg-boss has deleted an old job, the task's payload is sent again under the same id.
   */
  async relaunch(executor: Executor, task: RelaunchedTask) {
    const db = this.#connection(executor);
    const [job] = await this.boss.findJobs(task.name, { id: task.id, db });
    if (job) await this.boss.retry(task.name, task.id, { db });
    else await this.boss.send(task.name, task.data, { id: task.id, db });
    await executor
      .update(backgroundTasks)
      .set({ state: 'retry', progress: null, finishedAt: null })
      .where(eq(backgroundTasks.id, task.id));
  }

  /** Calls `listener` each time a try of a job of this process ends. */
  onTryEnd(listener: (end: TryEnd) => void) {
    this.#tryEndListeners.push(listener);
  }

  #tryEnded(queue: string, outcome: TryEnd['outcome'], started: number) {
    const end = { queue, outcome, seconds: (performance.now() - started) / 1000 };
    for (const listener of this.#tryEndListeners) listener(end);
  }

  /** Stops fetching jobs and waits for the ones in flight to finish (failing them after `timeoutMs`). */
  async stop(timeoutMs = 20_000) {
    await this.boss.stop({ graceful: true, timeout: timeoutMs });
  }

  #connection(executor: Executor) {
    // Both engines' drizzle answers `{ rows }`; the generic executor type only says `unknown`.
    return fromDrizzle(executor as unknown as DrizzleTransactionLike, sql);
  }

  async #run(definition: JobDefinition, job: JobWithMetadata<unknown>) {
    const attempt = job.retryCount + 1;
    const track = !definition.hidden;
    // A try that pg-boss gave up on may still be running; it must not overwrite a later try's state.
    const thisTry = and(eq(backgroundTasks.id, job.id), eq(backgroundTasks.attempts, attempt));
    const record = async (values: Partial<typeof backgroundTasks.$inferInsert>) => {
      if (track) await this.#db.update(backgroundTasks).set(values).where(thisTry);
    };
    if (track) {
      await this.#db
        .update(backgroundTasks)
        .set({
          state: 'active',
          attempts: attempt,
          startedAt: new Date(),
          finishedAt: null,
          progress: null,
        })
        .where(eq(backgroundTasks.id, job.id));
    }
    const run: JobRun = {
      id: job.id,
      attempt,
      expireInSeconds: job.expireInSeconds,
      signal: job.signal,
      progress: async (fraction) => {
        if (!track) return;
        const progress = Math.min(1, Math.max(0, fraction));
        await this.#db
          .update(backgroundTasks)
          .set({ progress })
          .where(and(thisTry, eq(backgroundTasks.state, 'active')));
      },
    };
    const lastTry = job.retryCount >= job.retryLimit;
    const stopped = new Promise<'stopped'>((resolve) => {
      if (job.signal.aborted) resolve('stopped');
      job.signal.addEventListener('abort', () => resolve('stopped'), { once: true });
    });
    const started = performance.now();
    try {
      const outcome = await Promise.race([
        definition.handler(definition.payload.parse(job.data), run).then(() => 'done' as const),
        stopped,
      ]);
      if (outcome === 'stopped') {
        this.#tryEnded(definition.name, 'stopped', started);
        // pg-boss has already failed this try and will retry it (or not) by its own count.
        await record({ state: lastTry ? 'failed' : 'retry', lastError: STOPPED_TRY, finishedAt: new Date() });
        return;
      }
    } catch (error) {
      this.#tryEnded(definition.name, 'failed', started);
      this.#log.warn({ err: error, job: job.id, name: definition.name, attempt }, 'job failed');
      await record({
        state: lastTry ? 'failed' : 'retry',
        lastError: errorText(error),
        finishedAt: new Date(),
      });
      throw error;
    }
    this.#tryEnded(definition.name, 'completed', started);
    await record({ state: 'completed', progress: 1, finishedAt: new Date(), lastError: null });
  }
}

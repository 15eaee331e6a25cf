import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DrizzleTransactionLike, fromDrizzle, type Job, type PgBoss } from 'pg-boss';
import type { z } from 'zod';
import type { Db, Executor } from '../db/database.ts';
import { backgroundTasks } from './tasks.tables.ts';

/** What a running job may do besides its work: say how far it got. */
export interface JobRun {
  id: string;
  /** 0 for the first try. */
  attempt: number;
  signal: AbortSignal;
  progress(fraction: number): Promise<void>;
}

/** A background job: a name, the payload it takes, and what it does (the handler lives in its feature). */
export interface JobDefinition<P extends z.ZodType = z.ZodType> {
  name: string;
  payload: P;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** Jobs that run often and quickly (mail delivery) are kept off the background-tasks screen. */
  hidden?: boolean;
  handler: (payload: z.output<P>, run: JobRun) => Promise<void>;
}

export const defineJob = <P extends z.ZodType>(definition: JobDefinition<P>) => definition;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** pg-boss plus the background-task rows that staff see; one per process. */
export class JobQueue {
  readonly boss: PgBoss;
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #definitions = new Map<string, JobDefinition>();

  constructor(boss: PgBoss, db: Db, log: FastifyBaseLogger) {
    this.boss = boss;
    this.#db = db;
    this.#log = log;
  }

  /** Declares a job's queue; `work` also starts this process's workers for it. */
  async register(definition: JobDefinition, options: { work: boolean }) {
    this.#definitions.set(definition.name, definition);
    await this.boss.createQueue(definition.name, {
      retryLimit: definition.retryLimit ?? 5,
      retryDelay: definition.retryDelaySeconds ?? 10,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    });
    if (!options.work) return;
    await this.boss.work<unknown>(definition.name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) await this.#run(definition, job);
    });
  }

  /**
   * Enqueues a job inside the caller's transaction: a rolled-back change never leaves a job behind.
   * Returns the task id.
   */
  async enqueue<P extends z.ZodType>(executor: Executor, definition: JobDefinition<P>, payload: z.input<P>) {
    const data = definition.payload.parse(payload) as Record<string, unknown>;
    // Both engines' drizzle answers `{ rows }`; the generic executor type only says `unknown`.
    const db = fromDrizzle(executor as unknown as DrizzleTransactionLike, sql);
    const id = await this.boss.send(definition.name, data, { db });
    if (!id) throw new Error(`job ${definition.name} was not queued`);
    if (!definition.hidden) {
      await executor.insert(backgroundTasks).values({ id, name: definition.name, data });
    }
    return id;
  }

  /** Sends a failed task's job again. */
  async relaunch(taskId: string, name: string) {
    await this.boss.retry(name, taskId);
    await this.#db
      .update(backgroundTasks)
      .set({ state: 'retry', lastError: null, progress: null, finishedAt: null })
      .where(eq(backgroundTasks.id, taskId));
  }

  async #run(definition: JobDefinition, job: Job<unknown>) {
    const task = eq(backgroundTasks.id, job.id);
    const track = !definition.hidden;
    if (track) {
      await this.#db
        .update(backgroundTasks)
        .set({ state: 'active', startedAt: new Date(), attempts: job.retryCount + 1, progress: null })
        .where(task);
    }
    const run: JobRun = {
      id: job.id,
      attempt: job.retryCount,
      signal: job.signal,
      progress: async (fraction) => {
        if (!track) return;
        const progress = Math.min(1, Math.max(0, fraction));
        await this.#db
          .update(backgroundTasks)
          .set({ progress })
          .where(and(task, eq(backgroundTasks.state, 'active')));
      },
    };
    try {
      await definition.handler(definition.payload.parse(job.data), run);
    } catch (error) {
      const lastAttempt = job.retryCount >= (definition.retryLimit ?? 5);
      this.#log.warn(
        { err: error, job: job.id, name: definition.name, attempt: job.retryCount },
        'job failed',
      );
      if (track) {
        await this.#db
          .update(backgroundTasks)
          .set({
            state: lastAttempt ? 'failed' : 'retry',
            lastError: errorText(error),
            finishedAt: new Date(),
          })
          .where(task);
      }
      throw error;
    }
    if (track) {
      await this.#db
        .update(backgroundTasks)
        .set({ state: 'completed', progress: 1, finishedAt: new Date() })
        .where(task);
    }
  }
}

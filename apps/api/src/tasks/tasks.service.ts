import type { TTask, TTaskListQuery } from '@colophon/contract';
import { recordActivity } from '../activity/activity-log.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { findTask, listTasks, lockTask, type TaskRow } from './tasks.repository.ts';

const toTask = (row: TaskRow): TTask => ({
  id: row.id,
  name: row.name,
  state: row.state,
  progress: row.progress,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export const createTasksService = (services: Pick<Services, 'db' | 'jobs'>) => ({
  list: async (query: TTaskListQuery) => {
    const { rows, totalCount } = await listTasks(services.db, query);
    return { items: rows.map(toTask), totalCount };
  },

  /** Runs a failed task again; any other state is refused, so that a task never runs twice at once. */
  relaunch: (id: string, user: SignedInUser | null) =>
    services.db.transaction(async (tx) => {
      await lockTask(tx, id);
      const task = await findTask(tx, id);
      if (!task) throw notFound();
      if (task.state !== 'failed') throw new AppError('invalid', 'taskNotFailed');
      await services.jobs.relaunch(tx, task);
      await recordActivity(tx, user, {
        entity: 'backgroundTask',
        entityId: task.id,
        action: 'relaunch',
        before: { state: task.state },
        after: { state: 'retry' },
      });
      const relaunched = await findTask(tx, id);
      if (!relaunched) throw notFound();
      return toTask(relaunched);
    }),
});

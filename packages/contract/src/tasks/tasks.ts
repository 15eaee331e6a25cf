import { z } from 'zod';
import { ZListQuery, ZPage } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

export const taskStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const ZTaskState = z.enum(taskStates);
export type TTaskState = z.infer<typeof ZTaskState>;

/** One run of a background job, as the background-tasks screen shows it. */
export const ZTask = z.object({
  id: z.string(),
  name: z.string(),
  state: ZTaskState,
  /** From 0 to 1; null while the job has not said. */
  progress: z.number().min(0).max(1).nullable(),
  /** Tries made so far, the one running included. */
  attempts: z.number().int(),
  /** Why the latest try failed; null once a try succeeds. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

/** Always newest first; search finds a part of the name or an exact id. */
export const ZTaskListQuery = ZListQuery.omit({ sort: true }).extend({
  state: ZTaskState.optional(),
  name: z.string().max(100).optional(),
});
export type TTaskListQuery = z.infer<typeof ZTaskListQuery>;

const manageTasks = claim('Management', 'BackgroundTasks');

export const taskEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/BackgroundTask/BackgroundTasks',
    access: manageTasks,
    summary: 'Background tasks, newest first; filter by state or name',
    query: ZTaskListQuery,
    response: ZPage(ZTask),
  }),
  relaunch: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/BackgroundTask/Relaunch',
    access: manageTasks,
    summary: 'Relaunch a failed task',
    body: z.object({ id: z.string().min(1).max(100) }),
    response: ZTask,
  }),
};

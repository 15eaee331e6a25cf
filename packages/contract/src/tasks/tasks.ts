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
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TTask = z.infer<typeof ZTask>;

const manageTasks = claim('Management', 'BackgroundTasks');

export const taskEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/BackgroundTask/BackgroundTasks',
    access: manageTasks,
    summary: 'Background tasks, newest first; filter by state or name',
    query: ZListQuery.extend({ state: ZTaskState.optional(), name: z.string().max(100).optional() }),
    response: ZPage(ZTask),
  }),
  relaunch: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/BackgroundTask/Relaunch',
    access: manageTasks,
    summary: 'Relaunch a failed task',
    body: z.object({ id: z.string().min(1) }),
    response: ZTask,
  }),
};

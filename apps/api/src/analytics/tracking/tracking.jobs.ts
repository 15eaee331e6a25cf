import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { rollUpSalesDays } from '../analysis/analysis.service.ts';
import { createTrackingService } from './tracking.service.ts';

/** Every night at 3:30, Paris time: the actions past the retention period are added up, then dropped. */
export const ACTION_RETENTION_CRON = '30 3 * * *';

export const createActionRetentionJob = (services: Services) =>
  defineJob({
    name: 'analytics-action-retention',
    payload: z.object({}),
    retryLimit: 3,
    expireInSeconds: 60 * 60,
    handler: async (_payload, run) => {
      await createTrackingService(services).expireOldActions(new Date(), run.progress);
    },
  });

/** Every night at 0:20, Paris time: the day that ended is counted into the rollups (actions, sales). */
export const ACTION_ROLLUP_CRON = '20 0 * * *';

export const createActionRollupJob = (services: Services) =>
  defineJob({
    name: 'analytics-action-rollup',
    payload: z.object({}),
    retryLimit: 3,
    expireInSeconds: 60 * 60,
    handler: async () => {
      const now = new Date();
      await createTrackingService(services).rollUpActions(now);
      await rollUpSalesDays(services, now);
    },
  });

export const registerTrackingJobs = async (services: Services, options: { work: boolean }) => {
  for (const [job, cron] of [
    [createActionRetentionJob(services), ACTION_RETENTION_CRON],
    [createActionRollupJob(services), ACTION_ROLLUP_CRON],
  ] as const) {
    await services.jobs.register(job, options);
    await services.jobs.boss.schedule(job.name, cron, {}, { tz: 'Europe/Paris', missed: 'once' });
  }
};

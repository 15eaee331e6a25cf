import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
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

export const registerTrackingJobs = async (services: Services, options: { work: boolean }) => {
  const job = createActionRetentionJob(services);
  await services.jobs.register(job, options);
  await services.jobs.boss.schedule(
    job.name,
    ACTION_RETENTION_CRON,
    {},
    { tz: 'Europe/Paris', missed: 'once' },
  );
};

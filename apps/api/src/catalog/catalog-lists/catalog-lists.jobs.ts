import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { regenerateDueLists } from './catalog-lists.service.ts';

/** Every day at 4:15, Paris time, before the shop opens; a night the server was down is made up once. */
export const CATALOG_LISTS_CRON = '15 4 * * *';

export const createCatalogListsJob = (services: Services) =>
  defineJob({
    name: 'catalog-lists-regeneration',
    payload: z.object({}),
    retryLimit: 3,
    expireInSeconds: 30 * 60,
    handler: async (_payload, run) => {
      await regenerateDueLists(services, new Date(), run.progress);
    },
  });

/** Declares the daily regeneration and its schedule (pg-boss keeps one schedule per name, whatever the processes). */
export const registerCatalogListJobs = async (services: Services, options: { work: boolean }) => {
  const job = createCatalogListsJob(services);
  await services.jobs.register(job, options);
  await services.jobs.boss.schedule(job.name, CATALOG_LISTS_CRON, {}, { tz: 'Europe/Paris', missed: 'once' });
};

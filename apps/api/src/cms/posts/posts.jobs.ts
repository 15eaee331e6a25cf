import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { createPostsService } from './posts.service.ts';

/** Every minute: the finest a schedule of pg-boss goes. */
export const POSTS_PUBLICATION_CRON = '* * * * *';

export const createPostsPublicationJob = (services: Services) => {
  const posts = createPostsService(services);
  return defineJob({
    name: 'posts-publication',
    payload: z.object({}),
    retryLimit: 3,
    expireInSeconds: 5 * 60,
    // It runs every minute: the background-tasks screen would show nothing else.
    hidden: true,
    handler: async () => {
      await posts.publishDue(new Date());
    },
  });
};

/** Publishes and archives posts at the dates their editors set (pg-boss keeps one schedule per name). */
export const registerPostJobs = async (services: Services, options: { work: boolean }) => {
  const job = createPostsPublicationJob(services);
  await services.jobs.register(job, options);
  await services.jobs.boss.schedule(job.name, POSTS_PUBLICATION_CRON, {}, { tz: 'Europe/Paris' });
};

import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { releaseExpiredHolds } from './order-holds.service.ts';

/** Every minute: the finest a schedule of pg-boss goes, and a card hold's end is missed by a minute at most. */
export const ORDER_HOLDS_CRON = '* * * * *';

export const createOrderHoldsJob = (services: Services) =>
  defineJob({
    name: 'order-holds',
    payload: z.object({}),
    retryLimit: 3,
    expireInSeconds: 5 * 60,
    // It runs every minute: the background-tasks screen would show nothing else.
    hidden: true,
    handler: async () => {
      const released = await releaseExpiredHolds(services, new Date());
      if (released > 0) services.log.info({ released }, 'unpaid orders past their hold given up');
    },
  });

/** Gives the copies of unpaid orders back when their hold runs out (pg-boss keeps one schedule per name). */
export const registerOrderHoldJobs = async (services: Services, options: { work: boolean }) => {
  const job = createOrderHoldsJob(services);
  await services.jobs.register(job, options);
  await services.jobs.boss.schedule(job.name, ORDER_HOLDS_CRON, {}, { tz: 'Europe/Paris' });
};

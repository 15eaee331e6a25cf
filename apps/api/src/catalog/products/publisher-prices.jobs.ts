import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { applyDuePrices } from './publisher-prices.service.ts';

/** Every day at 00:01, Paris time: a price of the feed takes effect on its day; a night missed is made up once. */
export const PUBLISHER_PRICES_CRON = '1 0 * * *';

export const createPublisherPricesJob = (services: Services) =>
  defineJob({
    name: 'publisher-prices',
    // `asOf` reads the prices as on another instant (a day made up by hand); now by default.
    payload: z.object({ asOf: z.iso.datetime().optional() }),
    retryLimit: 3,
    expireInSeconds: 30 * 60,
    handler: async ({ asOf }) => {
      await applyDuePrices(services, asOf ? new Date(asOf) : new Date());
    },
  });

/** Declares the daily job and its schedule (pg-boss keeps one schedule per name, whatever the processes). */
export const registerPublisherPriceJobs = async (services: Services, options: { work: boolean }) => {
  const job = createPublisherPricesJob(services);
  await services.jobs.register(job, options);
  await services.jobs.boss.schedule(
    job.name,
    PUBLISHER_PRICES_CRON,
    {},
    { tz: 'Europe/Paris', missed: 'once' },
  );
};

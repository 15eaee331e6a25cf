import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { runOnixImport, sweepStoppedImports } from './onix-feed-import.ts';

/** Tries of an import after the first; each starts the file again, which changes nothing already imported. */
export const ONIX_RETRY_LIMIT = 2;
/** How often a worker looks for imports whose last try died with its process. */
export const ONIX_SWEEP_CRON = '*/5 * * * *';

/**
 * Imports one ONIX file. A worker that dies (killed, out of memory) stops sending heartbeats: its try
 * is given up after 30 seconds and retried, at most ONIX_RETRY_LIMIT times; then the import fails.
 */
export const createOnixImportJob = (services: Services) =>
  defineJob({
    name: 'onix-import',
    payload: z.object({ importId: z.number().int() }),
    retryLimit: ONIX_RETRY_LIMIT,
    retryDelaySeconds: 30,
    expireInSeconds: 6 * 3600,
    heartbeatSeconds: 30,
    handler: ({ importId }, run) => runOnixImport(services, importId, run, ONIX_RETRY_LIMIT),
  });

/** Fails the imports whose job has no try left (its last worker died): see sweepStoppedImports. */
export const createOnixSweepJob = (services: Services) =>
  defineJob({
    name: 'onix-import-sweep',
    payload: z.object({}),
    retryLimit: 1,
    expireInSeconds: 10 * 60,
    hidden: true,
    handler: async () => {
      await sweepStoppedImports(services);
    },
  });

/** The ONIX imports' jobs and the sweep's schedule; `work` starts this process's workers for them. */
export const registerOnixJobs = async (services: Services, options: { work: boolean }) => {
  await services.jobs.register(createOnixImportJob(services), options);
  const sweep = createOnixSweepJob(services);
  await services.jobs.register(sweep, options);
  await services.jobs.boss.schedule(sweep.name, ONIX_SWEEP_CRON, {});
};

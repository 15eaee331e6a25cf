import { z } from 'zod';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import { runOnixImport } from './onix-feed-import.ts';

/** Imports one ONIX file; a retry starts the file again, which changes nothing already imported. */
export const createOnixImportJob = (services: Services) =>
  defineJob({
    name: 'onix-import',
    payload: z.object({ importId: z.number().int() }),
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 6 * 3600,
    handler: ({ importId }, run) => runOnixImport(services, importId, run),
  });

import type { Services } from '../services.ts';
import { pingDatabase } from './health.repository.ts';

export const createHealthService = (services: Services) => ({
  /** Whether the database and the job queue answer; a failure is logged and answers false. */
  check: async () => {
    const checks = { database: false, queue: false };
    try {
      await pingDatabase(services.db);
      checks.database = true;
      checks.queue = (await services.jobs.boss.getQueue(services.mails.deliveryJob.name)) !== null;
    } catch (error) {
      services.log.warn({ err: error }, 'health check failed');
    }
    return checks;
  },
});

import type { Services } from '../../services.ts';
import { createProductCacheJob } from './cache.service.ts';

export const registerCacheJobs = async (services: Services, options: { work: boolean }) => {
  await services.jobs.register(createProductCacheJob(services), options);
};

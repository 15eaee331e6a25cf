import type { Services } from '../../services.ts';
import { createRecommendationsJob } from './profiling.service.ts';

export const registerProfilingJobs = async (services: Services, options: { work: boolean }) => {
  await services.jobs.register(createRecommendationsJob(services), options);
};

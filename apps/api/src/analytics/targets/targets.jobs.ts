import type { Services } from '../../services.ts';
import { createAffectAllJob, createTargetMembersJob } from './targets.service.ts';

export const registerTargetJobs = async (services: Services, options: { work: boolean }) => {
  await services.jobs.register(createAffectAllJob(services), options);
  await services.jobs.register(createTargetMembersJob(services), options);
};

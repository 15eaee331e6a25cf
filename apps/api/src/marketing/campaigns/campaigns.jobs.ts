import type { Services } from '../../services.ts';
import { createCampaignSendJob } from './campaign-sender.service.ts';

/** Registers the sending job; `work` starts this process's worker for it. */
export const registerCampaignJobs = async (services: Services, options: { work: boolean }) => {
  await services.jobs.register(createCampaignSendJob(services), options);
};

import { recordActivity } from '../../activity/activity-log.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { createProductCacheJob } from './cache.jobs.ts';

/** The refresh of what the public site reads (search statistics, cover thumbnails), as a background task. */
export const createProductCacheService = (services: Services) => {
  const job = createProductCacheJob(services);
  return {
    /** Enqueues a refresh and logs who asked for it; answers the task to follow. */
    refresh: (by: SignedInUser | null) =>
      services.db.transaction(async (tx) => {
        const taskId = await services.jobs.enqueue(tx, job, {});
        await recordActivity(tx, by, { entity: 'ProductCache', entityId: taskId, action: 'launch' });
        return { taskId };
      }),
  };
};

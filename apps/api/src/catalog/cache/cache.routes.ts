import { productCacheEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../../activity/activity-log.ts';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createProductCacheJob } from './cache.jobs.ts';

export const registerCacheJobs = async (services: Services, options: { work: boolean }) => {
  await services.jobs.register(createProductCacheJob(services), options);
};

export const registerCacheRoutes = (app: FastifyInstance, services: Services) => {
  const job = createProductCacheJob(services);
  serve(app, productCacheEndpoints.refresh, ({ context }) =>
    services.db.transaction(async (tx) => {
      const taskId = await services.jobs.enqueue(tx, job, {});
      await recordActivity(tx, context.user, { entity: 'ProductCache', entityId: taskId, action: 'launch' });
      return { taskId };
    }),
  );
};

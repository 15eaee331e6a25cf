import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { createOnixImportJob, createOnixSweepJob, ONIX_SWEEP_CRON } from './onix/onix.jobs.ts';
import { registerOnixRoutes } from './onix/onix.routes.ts';
import { registerProductRoutes } from './products/products.routes.ts';
import { registerSearchRoutes } from './search/search.routes.ts';

/** The catalogue's routes: products, public reads and search, ONIX imports. */
export const registerCatalogRoutes = (app: FastifyInstance, services: Services) => {
  registerProductRoutes(app, services);
  registerSearchRoutes(app, services);
  registerOnixRoutes(app, services);
};

/** The catalogue's background jobs. */
export const registerCatalogJobs = async (services: Services, options: { work: boolean }) => {
  await services.jobs.register(createOnixImportJob(services), options);
  const sweep = createOnixSweepJob(services);
  await services.jobs.register(sweep, options);
  await services.jobs.boss.schedule(sweep.name, ONIX_SWEEP_CRON, {});
};

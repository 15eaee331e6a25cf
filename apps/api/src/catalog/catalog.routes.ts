import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { createOnixImportJob } from './onix/onix.jobs.ts';
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
};

import type { FastifyInstance } from 'fastify';
import type { Services } from '../services.ts';
import { registerOnixRoutes } from './onix/onix.routes.ts';
import { registerProductRoutes } from './products/products.routes.ts';
import { registerSearchRoutes } from './search/search.routes.ts';

/** The catalogue's routes: products, public reads and search, ONIX imports. */
export const registerCatalogRoutes = (app: FastifyInstance, services: Services) => {
  registerProductRoutes(app, services);
  registerSearchRoutes(app, services);
  registerOnixRoutes(app, services);
};

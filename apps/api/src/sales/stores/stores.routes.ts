import { storeEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createStoresService } from './stores.service.ts';

export const registerStoreRoutes = (app: FastifyInstance, services: Services) => {
  const stores = createStoresService(services);
  serve(app, storeEndpoints.list, () => stores.list());
  serve(app, storeEndpoints.get, ({ query }) => stores.get(query.id));
  serve(app, storeEndpoints.create, ({ body, context }) => stores.create(body, context.user));
  serve(app, storeEndpoints.update, ({ body, context }) => stores.update(body, context.user));
};

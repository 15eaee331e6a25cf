import { productCacheEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createProductCacheService } from './cache.service.ts';

export const registerCacheRoutes = (app: FastifyInstance, services: Services) => {
  const cache = createProductCacheService(services);
  serve(app, productCacheEndpoints.refresh, ({ context }) => cache.refresh(context.user));
};

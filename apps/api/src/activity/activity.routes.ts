import { activityEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { createActivityService } from './activity.service.ts';

export const registerActivityRoutes = (app: FastifyInstance, services: Services) => {
  const activity = createActivityService(services);
  serve(app, activityEndpoints.list, ({ query }) => activity.list(query));
};

import { profilingEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createProfilingService } from './profiling.service.ts';

export const registerProfilingRoutes = (app: FastifyInstance, services: Services) => {
  const profiling = createProfilingService(services);
  serve(app, profilingEndpoints.detail, ({ query, context }) => profiling.detail(query.id, context.locale));
  serve(app, profilingEndpoints.emailing, ({ query }) => profiling.emailing(query.id));
  serve(app, profilingEndpoints.calculate, ({ body, context }) => profiling.calculate(body.id, context.user));
  serve(app, profilingEndpoints.calculateAll, ({ context }) => profiling.calculateAll(context.user));
};

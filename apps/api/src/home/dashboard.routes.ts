import { dashboardEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { createDashboardService } from './dashboard.service.ts';

export const registerDashboardRoutes = (app: FastifyInstance, services: Services) => {
  const dashboard = createDashboardService(services);
  serve(app, dashboardEndpoints.get, ({ context }) => dashboard.get(context.user));
};

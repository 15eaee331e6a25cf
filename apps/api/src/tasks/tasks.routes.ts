import { taskEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { createTasksService } from './tasks.service.ts';

export const registerTaskRoutes = (app: FastifyInstance, services: Services) => {
  const tasks = createTasksService(services);
  serve(app, taskEndpoints.list, ({ query }) => tasks.list(query));
  serve(app, taskEndpoints.relaunch, ({ body, context }) => tasks.relaunch(body.id, context.user));
};

import { currentUserEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { createCurrentUserService } from './current-user.service.ts';

export const registerCurrentUserRoutes = (app: FastifyInstance, services: Services) => {
  const currentUser = createCurrentUserService(services);
  serve(app, currentUserEndpoints.get, ({ context }) => currentUser.get(context.user));
  serve(app, currentUserEndpoints.update, ({ body, context }) => currentUser.update(body, context));
};

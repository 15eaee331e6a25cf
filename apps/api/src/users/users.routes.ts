import { userEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { createRolesService } from './roles.service.ts';
import { createUsersService } from './users.service.ts';

export const registerUserRoutes = (app: FastifyInstance, services: Services) => {
  const users = createUsersService(services);
  const roles = createRolesService(services);
  serve(app, userEndpoints.list, ({ query }) => users.list(query));
  serve(app, userEndpoints.get, ({ query }) => users.get(query.id));
  serve(app, userEndpoints.create, ({ body, context }) => users.create(body, context.user));
  serve(app, userEndpoints.update, ({ body, context }) => users.update(body, context.user));
  serve(app, userEndpoints.remove, ({ query, context }) => users.remove(query.id, context.user));
  serve(app, userEndpoints.loginToken, ({ body, context }) => users.loginLink(body.userId, context.user));
  serve(app, userEndpoints.claimsByPrefix, async ({ query }) => users.claimsByPrefix(query.prefix));
  serve(app, userEndpoints.roles, ({ query }) => roles.list(query));
  serve(app, userEndpoints.createRole, ({ body, context }) => roles.create(body, context.user));
  serve(app, userEndpoints.updateRole, ({ body, context }) => roles.update(body, context.user));
  serve(app, userEndpoints.removeRole, ({ query, context }) => roles.remove(query.id, context.user));
};

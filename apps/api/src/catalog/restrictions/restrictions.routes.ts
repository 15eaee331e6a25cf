import { restrictionEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createRestrictionsService } from './restrictions.service.ts';

export const registerRestrictionRoutes = (app: FastifyInstance, services: Services) => {
  const restrictions = createRestrictionsService(services);
  serve(app, restrictionEndpoints.list, ({ query }) => restrictions.list(query));
  serve(app, restrictionEndpoints.get, ({ query }) => restrictions.get(query.id));
  serve(app, restrictionEndpoints.create, ({ body, context }) => restrictions.create(body, context.user));
  serve(app, restrictionEndpoints.update, ({ body, context }) => restrictions.update(body, context.user));
  serve(app, restrictionEndpoints.remove, ({ query, context }) =>
    restrictions.remove(query.id, context.user),
  );
  serve(app, restrictionEndpoints.check, ({ body, context }) =>
    restrictions.check(body.eans, context.locale),
  );
  serve(app, restrictionEndpoints.types, async ({ context }) => restrictions.types(context.locale));
};

import { targetEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createTargetsService } from './targets.service.ts';

export const registerTargetRoutes = (app: FastifyInstance, services: Services) => {
  const targets = createTargetsService(services);
  serve(app, targetEndpoints.fieldConfiguration, async ({ context }) =>
    targets.fieldConfiguration(context.locale),
  );
  serve(app, targetEndpoints.fieldRange, ({ query }) => targets.fieldRange(query.field));
  serve(app, targetEndpoints.fieldSearch, ({ query, context }) => targets.fieldSearch(query, context.locale));
  serve(app, targetEndpoints.size, ({ body }) => targets.size(body.rules));
  serve(app, targetEndpoints.list, ({ query }) => targets.list(query.search));
  serve(app, targetEndpoints.get, ({ query }) => targets.get(query.id));
  serve(app, targetEndpoints.create, ({ body, context }) => targets.create(body, context.user));
  serve(app, targetEndpoints.update, ({ body, context }) => targets.update(body, context.user));
  serve(app, targetEndpoints.remove, ({ query, context }) => targets.remove(query.id, context.user));
  serve(app, targetEndpoints.saveDisplayOrders, ({ body, context }) =>
    targets.saveDisplayOrders(body.ids, context.user),
  );
  serve(app, targetEndpoints.affectAll, ({ context }) => targets.launchAffectAll(context.user));
};

import { tagEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createTagsService } from './tags.service.ts';

export const registerTagRoutes = (app: FastifyInstance, services: Services) => {
  const tags = createTagsService(services);
  serve(app, tagEndpoints.get, ({ query }) => tags.get(query.id));
  serve(app, tagEndpoints.create, ({ body, context }) => tags.create(body, context.user));
  serve(app, tagEndpoints.update, ({ body, context }) => tags.update(body, context.user));
  serve(app, tagEndpoints.remove, ({ query, context }) => tags.remove(query.id, context.user));
  serve(app, tagEndpoints.localized, ({ query, context }) => tags.localized(query.id, context.locale));
  serve(app, tagEndpoints.localizedList, ({ query, context }) => tags.localizedList(query, context.locale));
  serve(app, tagEndpoints.pairs, ({ context }) => tags.pairs(context.locale));
};

import { categoryEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createCategoriesService } from './categories.service.ts';

export const registerCategoryRoutes = (app: FastifyInstance, services: Services) => {
  const categories = createCategoriesService(services);
  serve(app, categoryEndpoints.get, ({ query }) => categories.get(query.id));
  serve(app, categoryEndpoints.create, ({ body, context }) => categories.create(body, context.user));
  serve(app, categoryEndpoints.update, ({ body, context }) => categories.update(body, context.user));
  serve(app, categoryEndpoints.remove, ({ query, context }) => categories.remove(query.id, context.user));
  serve(app, categoryEndpoints.localized, ({ query, context }) =>
    categories.localized(query.id, context.locale),
  );
  serve(app, categoryEndpoints.localizedList, ({ query, context }) =>
    categories.localizedList(query, context.locale),
  );
  serve(app, categoryEndpoints.pairs, ({ context }) => categories.pairs(context.locale));
  serve(app, categoryEndpoints.fullTree, () => categories.fullTree());
  serve(app, categoryEndpoints.tree, ({ query, context }) => categories.tree(query.rootId, context.locale));
};

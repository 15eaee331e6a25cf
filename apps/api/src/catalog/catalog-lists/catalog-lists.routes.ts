import { catalogListEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createCatalogListsService } from './catalog-lists.service.ts';

export const registerCatalogListRoutes = (app: FastifyInstance, services: Services) => {
  const lists = createCatalogListsService(services);
  serve(app, catalogListEndpoints.list, ({ query }) => lists.list(query));
  serve(app, catalogListEndpoints.get, ({ query }) => lists.get(query.id));
  serve(app, catalogListEndpoints.create, ({ body, context }) => lists.create(body, context.user));
  serve(app, catalogListEndpoints.update, ({ body, context }) => lists.update(body, context.user));
  serve(app, catalogListEndpoints.remove, ({ query, context }) => lists.remove(query.id, context.user));
  serve(app, catalogListEndpoints.types, async ({ context }) => lists.types(context.locale));
  serve(app, catalogListEndpoints.candidates, ({ query }) =>
    lists.candidates(query.catalogListType, query.maxProducts),
  );
};

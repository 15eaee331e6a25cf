import { productFacetEndpoints, searchEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createSearchService } from './search.service.ts';

export const registerSearchRoutes = (app: FastifyInstance, services: Services) => {
  const catalog = createSearchService(services);
  serve(app, searchEndpoints.search, ({ query }) => catalog.search(query));
  serve(app, searchEndpoints.searchWithFacets, ({ query, context }) =>
    catalog.searchWithFacets(query, context.locale),
  );
  serve(app, searchEndpoints.facets, ({ query, context }) => catalog.facets(query, context.locale));
  serve(app, productFacetEndpoints.facets, ({ query, context }) =>
    catalog.productFacets(query, context.locale),
  );
  serve(app, productFacetEndpoints.subjects, ({ query }) => catalog.productSubjects(query));
};

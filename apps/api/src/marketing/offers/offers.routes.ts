import { offerEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createOffersService } from './offers.service.ts';

export const registerOfferRoutes = (app: FastifyInstance, services: Services) => {
  const offers = createOffersService(services);
  serve(app, offerEndpoints.list, ({ query }) => offers.list(query));
  serve(app, offerEndpoints.get, ({ query }) => offers.get(query.id));
  serve(app, offerEndpoints.create, ({ body, context }) => offers.create(body, context.user));
  serve(app, offerEndpoints.update, ({ body, context }) => offers.update(body, context.user));
  serve(app, offerEndpoints.remove, ({ query, context }) => offers.remove(query.id, context.user));
};

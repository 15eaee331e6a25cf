import { subscriptionEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

export const registerSubscriptionRoutes = (app: FastifyInstance, services: Services) => {
  const subscriptions = createSubscriptionsService(services);
  serve(app, subscriptionEndpoints.list, ({ query, context }) => subscriptions.list(query, context.locale));
  serve(app, subscriptionEndpoints.get, ({ query, context }) => subscriptions.get(query.id, context.locale));
  serve(app, subscriptionEndpoints.pairs, ({ context }) => subscriptions.pairs(context.locale));
  serve(app, subscriptionEndpoints.create, ({ body, context }) =>
    subscriptions.create(body, context.user, context.locale),
  );
  serve(app, subscriptionEndpoints.update, ({ body, context }) =>
    subscriptions.update(body, context.user, context.locale),
  );
  serve(app, subscriptionEndpoints.remove, ({ query, context }) =>
    subscriptions.remove(query.id, context.user),
  );
};

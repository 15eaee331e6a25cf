import { Readable } from 'node:stream';
import { publicSubscriptionEndpoints, subscriptionEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createSubscribersService } from './subscribers.service.ts';
import { subscribersCsv } from './subscribers-csv.ts';
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
  const subscribers = createSubscribersService(services);
  serve(app, subscriptionEndpoints.stats, ({ query }) => subscriptions.stats(query));
  serve(app, subscriptionEndpoints.subscribers, ({ query }) => subscribers.list(query));
  serveRaw(
    app,
    subscriptionEndpoints.exportSubscribers,
    { produces: ['text/csv'] },
    async ({ query, request, reply }) => {
      const batches = await subscribers.exportBatches(query);
      const table = subscribersCsv(request.context.locale);
      async function* csv() {
        yield table.header(request.context.locale);
        for await (const batch of batches) yield table.lines(batch);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="abonnes-${day}.csv"`)
        .send(Readable.from(csv()));
    },
  );
  serve(app, subscriptionEndpoints.forceUnsubscribe, ({ body, context }) =>
    subscribers.forceUnsubscribe(body.subscriptionId, body.email, context.user),
  );
  serve(app, publicSubscriptionEndpoints.subscribe, ({ body, context }) =>
    subscribers.subscribe(body, context.locale),
  );
  serve(app, publicSubscriptionEndpoints.confirm, ({ body, context }) =>
    subscribers.confirm(body.token, context.visitorGuid),
  );
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058): the token is in the link.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    serve(scope, publicSubscriptionEndpoints.unsubscribe, ({ query }) =>
      subscribers.unsubscribe(query.token),
    );
  });
};

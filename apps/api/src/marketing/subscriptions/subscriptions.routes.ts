import { Readable } from 'node:stream';
import { publicSubscriptionEndpoints, subscriptionEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { subscribersAfter } from './subscribers.repository.ts';
import { createSubscribersService } from './subscribers.service.ts';
import { toSubscriber } from './subscribers.views.ts';
import { subscribersCsv } from './subscribers-csv.ts';
import { subscriptionStats } from './subscription-stats.ts';
import { findSubscription } from './subscriptions.repository.ts';
import { createSubscriptionsService } from './subscriptions.service.ts';

const EXPORT_BATCH = 500;

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
  serve(app, subscriptionEndpoints.stats, ({ query }) => subscriptionStats(services.db, query));
  serve(app, subscriptionEndpoints.subscribers, ({ query }) => subscribers.list(query));
  serveRaw(
    app,
    subscriptionEndpoints.exportSubscribers,
    { produces: ['text/csv'] },
    async ({ query, request, reply }) => {
      if (!(await findSubscription(services.db, query.subscriptionId))) throw notFound();
      const table = subscribersCsv(request.context.locale);
      async function* csv() {
        yield table.header(request.context.locale);
        let afterId = 0;
        for (;;) {
          const rows = await subscribersAfter(services.db, query, afterId, EXPORT_BATCH);
          if (rows.length === 0) return;
          yield table.lines(rows.map(toSubscriber));
          afterId = rows[rows.length - 1]?.subscriber.id ?? afterId;
        }
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

import { campaignEndpoints, publicCampaignEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createCampaignsService } from './campaigns.service.ts';

export const registerCampaignRoutes = (app: FastifyInstance, services: Services) => {
  const campaigns = createCampaignsService(services);
  serve(app, campaignEndpoints.list, ({ query }) => campaigns.list(query));
  serve(app, campaignEndpoints.get, ({ query }) => campaigns.get(query.id));
  serve(app, campaignEndpoints.pairs, () => campaigns.pairs());
  serve(app, campaignEndpoints.targets, ({ context }) => campaigns.targets(context.locale));
  serve(app, campaignEndpoints.create, ({ body, context }) =>
    campaigns.create(body, context.user, context.locale),
  );
  serve(app, campaignEndpoints.update, ({ body, context }) =>
    campaigns.update(body, context.user, context.locale),
  );
  serve(app, campaignEndpoints.remove, ({ query, context }) => campaigns.remove(query.id, context.user));
  serve(app, campaignEndpoints.draft, ({ body, context }) => campaigns.draft(body, context.user));
  serve(app, campaignEndpoints.stats, ({ query }) => campaigns.stats(query.id));
  serve(app, campaignEndpoints.preview, ({ body }) => campaigns.preview(body));
  serve(app, campaignEndpoints.testSend, ({ body, context }) => campaigns.testSend(body.id, context.user));
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058): the token is in the link.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );
    serve(scope, publicCampaignEndpoints.unsubscribe, ({ query }) => campaigns.unsubscribe(query.token));
  });
};

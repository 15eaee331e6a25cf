import { postEndpoints, publicPostEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createPostsService } from './posts.service.ts';

export const registerPostRoutes = (app: FastifyInstance, services: Services) => {
  const posts = createPostsService(services);
  serve(app, postEndpoints.list, ({ query, context }) => posts.list(query, context.locale));
  serve(app, postEndpoints.accessible, ({ query, context }) =>
    posts.accessible(query, context.locale, context.user),
  );
  serve(app, postEndpoints.get, ({ query, context }) => posts.get(query.id, context.user));
  serve(app, postEndpoints.create, ({ body, context }) => posts.create(body, context.user));
  serve(app, postEndpoints.update, ({ body, context }) => posts.update(body, context.user));
  serve(app, postEndpoints.remove, ({ query, context }) => posts.remove(query.id, context.user));
  serve(app, postEndpoints.types, () => posts.types());
  serve(app, postEndpoints.statuses, () => posts.statuses());
  serve(app, postEndpoints.transition, ({ body, context }) => posts.transition(body, context.user));
  serve(app, postEndpoints.configuration, () => posts.configuration());
  serve(app, postEndpoints.books, ({ query }) => posts.books(query.search));
  serve(app, publicPostEndpoints.list, ({ query, context }) => posts.publicList(query, context.locale));
  serve(app, publicPostEndpoints.byRelativeUrl, ({ query, context }) =>
    posts.publicByRelativeUrl(query.relativeUrl, context.locale),
  );
};

import {
  authorEndpoints,
  collectionEndpoints,
  genericListEndpoints,
  reviewEndpoints,
} from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createGenericListsService } from './generic-lists.service.ts';

export const registerGenericListRoutes = (app: FastifyInstance, services: Services) => {
  const lists = createGenericListsService(services);
  const { reviews } = lists;
  serve(app, genericListEndpoints.list, ({ query, context }) => lists.list(query, context.user));
  serve(app, genericListEndpoints.changeReviewStatus, ({ body, context }) =>
    reviews.changeStatus(body.ids, body.status, context.user),
  );

  serve(app, authorEndpoints.get, ({ query }) => lists.getAuthor(query.id));
  serve(app, authorEndpoints.create, ({ body, context }) => lists.createAuthor(body, context.user));
  serve(app, authorEndpoints.update, ({ body, context }) => lists.updateAuthor(body, context.user));
  serve(app, authorEndpoints.remove, ({ query, context }) => lists.removeAuthors(query.id, context.user));

  serve(app, collectionEndpoints.get, ({ query }) => lists.getCollection(query.id));
  serve(app, collectionEndpoints.create, ({ body, context }) => lists.createCollection(body, context.user));
  serve(app, collectionEndpoints.update, ({ body, context }) => lists.updateCollection(body, context.user));
  serve(app, collectionEndpoints.remove, ({ query, context }) =>
    lists.removeCollections(query.id, context.user),
  );

  serve(app, reviewEndpoints.get, ({ query }) => reviews.get(query.id));
  serve(app, reviewEndpoints.create, ({ body, context }) => reviews.create(body, context.user));
  serve(app, reviewEndpoints.update, ({ body, context }) => reviews.update(body, context.user));
  serve(app, reviewEndpoints.remove, ({ query, context }) => reviews.remove(query.id, context.user));
};

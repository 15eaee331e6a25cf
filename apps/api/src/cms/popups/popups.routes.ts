import { popupEndpoints, publicPopupEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createPopupsService } from './popups.service.ts';

export const registerPopupRoutes = (app: FastifyInstance, services: Services) => {
  const popups = createPopupsService(services);
  serve(app, popupEndpoints.list, ({ query }) => popups.list(query));
  serve(app, popupEndpoints.get, ({ query }) => popups.get(query.id));
  serve(app, popupEndpoints.create, ({ body, context }) => popups.create(body, context.user));
  serve(app, popupEndpoints.update, ({ body, context }) => popups.update(body, context.user));
  serve(app, popupEndpoints.remove, ({ query, context }) => popups.remove(query.id, context.user));
  serve(app, publicPopupEndpoints.current, () => popups.current());
};

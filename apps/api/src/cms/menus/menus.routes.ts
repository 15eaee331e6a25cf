import { menuEndpoints, publicMenuEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createMenusService } from './menus.service.ts';

export const registerMenuRoutes = (app: FastifyInstance, services: Services) => {
  const menus = createMenusService(services);
  serve(app, menuEndpoints.list, () => menus.list());
  serve(app, menuEndpoints.get, ({ query, context }) => menus.get(query.id, context.locale));
  serve(app, menuEndpoints.create, ({ body, context }) =>
    menus.create(body.name, context.user, context.locale),
  );
  serve(app, menuEndpoints.update, ({ body, context }) => menus.update(body, context.user, context.locale));
  serve(app, menuEndpoints.remove, ({ query, context }) => menus.remove(query.id, context.user));
  serve(app, menuEndpoints.createItem, ({ body, context }) =>
    menus.createItem(body, context.user, context.locale),
  );
  serve(app, menuEndpoints.updateItem, ({ body, context }) =>
    menus.updateItem(body, context.user, context.locale),
  );
  serve(app, menuEndpoints.removeItem, ({ query, context }) =>
    menus.removeItem(query.id, context.user, context.locale),
  );
  serve(app, publicMenuEndpoints.list, ({ context }) => menus.publicList(context.locale));
};

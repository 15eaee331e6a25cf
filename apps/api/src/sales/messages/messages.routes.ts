import { messageEndpoints, publicMessageEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createMessagesService } from './messages.service.ts';

export const registerMessageRoutes = (app: FastifyInstance, services: Services) => {
  const messages = createMessagesService(services);
  serve(app, messageEndpoints.list, ({ query }) => messages.list(query));
  serve(app, messageEndpoints.get, ({ query }) => messages.get(query.id));
  serve(app, messageEndpoints.update, ({ body, context }) => messages.update(body, context.user));
  serve(app, messageEndpoints.reply, ({ body, context }) => messages.reply(body, context.user));
  serve(app, messageEndpoints.remove, ({ query, context }) => messages.remove(query.id, context.user));
  serve(app, messageEndpoints.statuses, async ({ context }) => messages.statuses(context.locale));
  serve(app, messageEndpoints.questions, async ({ context }) => messages.questions(context.locale));
  serve(app, publicMessageEndpoints.questions, async ({ context }) => messages.questions(context.locale));
  serve(app, publicMessageEndpoints.send, ({ body, context }) => messages.send(body, context));
};

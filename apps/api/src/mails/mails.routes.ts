import { mailEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { createMailLogService } from './mail-log.service.ts';

export const registerMailRoutes = (app: FastifyInstance, services: Services) => {
  const mailLog = createMailLogService(services);
  serve(app, mailEndpoints.list, ({ query }) => mailLog.list(query));
  serve(app, mailEndpoints.get, ({ query }) => mailLog.get(query.id));
  serve(app, mailEndpoints.resend, ({ body, context }) => mailLog.resend(body.id, context.user));
  serve(app, mailEndpoints.preview, ({ query }) => services.mails.preview(query.template, query.locale));
};

import { Readable } from 'node:stream';
import { eventRegistrationEndpoints, publicEventRegistrationEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createEventRegistrationsService } from './event-registrations.service.ts';
import { registrationsCsvHeader, registrationsCsvLines } from './event-registrations-csv.ts';

export const registerEventRegistrationRoutes = (app: FastifyInstance, services: Services) => {
  const registrations = createEventRegistrationsService(services);
  serve(app, eventRegistrationEndpoints.list, ({ query, context }) =>
    registrations.list(query, context.locale),
  );
  serve(app, eventRegistrationEndpoints.events, ({ context }) => registrations.events(context.locale));
  serve(app, publicEventRegistrationEndpoints.register, ({ body, context }) =>
    registrations.register(body, context.visitorGuid, context.locale),
  );
  serveRaw(
    app,
    eventRegistrationEndpoints.exportCsv,
    { produces: ['text/csv'] },
    async ({ query, request, reply }) => {
      const locale = request.context.locale;
      async function* csv() {
        yield registrationsCsvHeader(locale);
        for await (const batch of registrations.exportBatches(query, locale))
          yield registrationsCsvLines(batch);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inscriptions-${day}.csv"`)
        .send(Readable.from(csv()));
    },
  );
};

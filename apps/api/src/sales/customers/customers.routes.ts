import { Readable } from 'node:stream';
import { customerEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createCustomersService } from './customers.service.ts';
import { customersCsvHeader, customersCsvLines } from './customers-csv.ts';

export const registerCustomerRoutes = (app: FastifyInstance, services: Services) => {
  const customers = createCustomersService(services);
  serve(app, customerEndpoints.list, ({ query }) => customers.list(query));
  serve(app, customerEndpoints.get, ({ query }) => customers.get(query.id));
  serve(app, customerEndpoints.update, ({ body, context }) => customers.update(body, context.user));
  serve(app, customerEndpoints.roles, async ({ context }) => customers.roles(context.locale));
  serveRaw(
    app,
    customerEndpoints.exportCsv,
    { produces: ['text/csv'] },
    async ({ query, request, reply }) => {
      const locale = request.context.locale;
      async function* csv() {
        yield customersCsvHeader(locale);
        for await (const rows of customers.exportBatches(query)) yield customersCsvLines(rows);
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="clients-${day}.csv"`)
        .send(Readable.from(csv()));
    },
  );
};

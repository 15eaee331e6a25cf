import { documentEndpoints, labelEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { documentPdf } from './document-pdfs.ts';
import { createDocumentsService } from './documents.service.ts';
import { createLabelsService } from './labels.service.ts';

export const registerDocumentRoutes = (app: FastifyInstance, services: Services) => {
  const documents = createDocumentsService(services);
  serve(app, documentEndpoints.list, ({ query }) => documents.list(query));
  serve(app, documentEndpoints.get, ({ query }) => documents.get(query.id));
  serve(app, documentEndpoints.full, ({ query }) => documents.full(query.id));
  serve(app, documentEndpoints.related, ({ query }) => documents.related(query.id));
  serve(app, documentEndpoints.statuses, async ({ context }) => documents.options(context.locale).statuses);
  serve(
    app,
    documentEndpoints.paymentStatuses,
    async ({ context }) => documents.options(context.locale).paymentStatuses,
  );
  serve(
    app,
    documentEndpoints.itemStatuses,
    async ({ context }) => documents.options(context.locale).itemStatuses,
  );
  serve(
    app,
    documentEndpoints.paymentMethods,
    async ({ context }) => documents.options(context.locale).paymentMethods,
  );
  serve(
    app,
    documentEndpoints.shippingMethods,
    async ({ context }) => documents.options(context.locale).shippingMethods,
  );
  serve(app, documentEndpoints.types, async ({ context }) => documents.options(context.locale).types);
  serve(app, documentEndpoints.validatePayment, ({ body, context }) =>
    documents.validatePayment(body, context.user),
  );
  serve(app, documentEndpoints.shippItems, ({ body, context }) => documents.shippItems(body, context.user));
  serve(app, documentEndpoints.cancelItems, ({ body, context }) => documents.cancelItems(body, context.user));
  serve(app, documentEndpoints.deliveryPackage, ({ body, context }) =>
    documents.deliveryPackage(body, context.user),
  );
  serve(app, documentEndpoints.paymentStatus, ({ body, context }) =>
    documents.paymentStatus(body, context.user),
  );
  serve(app, documentEndpoints.comment, ({ body, context }) => documents.comment(body, context.user));
  serve(app, documentEndpoints.shippingAddress, ({ body, context }) =>
    documents.shippingAddress(body, context.user),
  );
  serve(app, documentEndpoints.notifyPicking, ({ body, context }) =>
    documents.notifyPicking(body, context.user),
  );
  serve(app, documentEndpoints.validatePicking, ({ body, context }) =>
    documents.validatePicking(body, context.user),
  );
  serve(app, documentEndpoints.messages, ({ query }) => documents.messages(query.id));
  serve(app, documentEndpoints.reply, ({ body, context }) => documents.reply(body, context.user));

  serveRaw(app, documentEndpoints.invoicePdf, { produces: ['application/pdf'] }, async ({ query, reply }) => {
    const full = await documents.full(query.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${full.number}.pdf"`)
      .send(await documentPdf(full));
  });

  const labels = createLabelsService(services);
  serveRaw(app, labelEndpoints.generate, { produces: ['application/pdf'] }, async ({ query, reply }) => {
    const { pdf, fileName } = await labels.label(query.id, query.packageId);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });

  serveRaw(app, labelEndpoints.batch, { produces: ['application/pdf'] }, async ({ query, reply }) => {
    const { pdf, fileName } = await labels.batch(query.ids);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(pdf);
  });
};

import { documentEndpoints, labelEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createDocumentMessagesService } from './document-messages.service.ts';
import { createDocumentsService } from './documents.service.ts';
import { documentPdf } from './invoice-pdf.ts';
import { createLabelsService } from './labels.service.ts';
import { createOrderActionsService } from './order-actions.service.ts';

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

  const actions = createOrderActionsService(services);
  serve(app, documentEndpoints.validatePayment, ({ body, context }) =>
    actions.validatePayment(body, context.user),
  );
  serve(app, documentEndpoints.shippItems, ({ body, context }) => actions.shippItems(body, context.user));
  serve(app, documentEndpoints.cancelItems, ({ body, context }) => actions.cancelItems(body, context.user));
  serve(app, documentEndpoints.deliveryPackage, ({ body, context }) =>
    actions.deliveryPackage(body, context.user),
  );
  serve(app, documentEndpoints.paymentStatus, ({ body, context }) =>
    actions.paymentStatus(body, context.user),
  );
  serve(app, documentEndpoints.comment, ({ body, context }) => actions.comment(body, context.user));
  serve(app, documentEndpoints.shippingAddress, ({ body, context }) =>
    actions.shippingAddress(body, context.user),
  );
  serve(app, documentEndpoints.notifyPicking, ({ body, context }) =>
    actions.notifyPicking(body, context.user),
  );
  serve(app, documentEndpoints.validatePicking, ({ body, context }) =>
    actions.validatePicking(body, context.user),
  );

  const thread = createDocumentMessagesService(services);
  serve(app, documentEndpoints.messages, ({ query }) => thread.messages(query.id));
  serve(app, documentEndpoints.reply, ({ body, context }) => thread.reply(body, context.user));

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

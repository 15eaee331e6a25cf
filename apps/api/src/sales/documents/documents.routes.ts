import { documentEndpoints, labelEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, invalidField } from '../../http/app-error.ts';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createFileStorage } from '../../storage/storage.ts';
import { documentPdf, type LabelInput, labelPdf, labelsPdf } from './document-pdfs.ts';
import { updatePackage } from './documents.repository.ts';
import { createDocumentsService, readDocument } from './documents.service.ts';
import type { DocumentPackageRow } from './documents.tables.ts';
import { type DocumentState, toPackage } from './documents.views.ts';

/** Labels go under the client's label storage folder (`labelStorageLocation`) of the file storage. */
const labelKey = (location: string, documentId: number, packageId: number) =>
  [location.replace(/^\/+|\/+$/g, '') || 'labels', String(documentId), `${packageId}.pdf`].join('/');

export const registerDocumentRoutes = (app: FastifyInstance, services: Services) => {
  const documents = createDocumentsService(services);
  const { features } = services.client;
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

  const storage = createFileStorage(services.config.STORAGE_DIR);
  const labelOf = (state: DocumentState, parcel: DocumentPackageRow): LabelInput => {
    const seller = services.client.seller;
    return {
      sender: { name: seller?.name ?? services.client.title, address: seller?.address ?? '' },
      recipient: state.row.shippingAddress ?? state.row.billingAddress,
      parcel: toPackage(parcel),
      orderNumber: state.row.number,
    };
  };
  serveRaw(app, labelEndpoints.generate, { produces: ['application/pdf'] }, async ({ query, reply }) => {
    if (!features.generateLabels) throw new AppError('forbidden', 'featureDisabled');
    const state = await readDocument(services.db, query.id);
    const parcel = state.packages.find((candidate) => candidate.id === query.packageId);
    if (!parcel) throw invalidField('packageId', 'unknownPackage');
    const key = labelKey(features.labelStorageLocation, state.row.id, parcel.id);
    let pdf = parcel.labelKey ? await storage.get(parcel.labelKey) : null;
    if (!pdf) {
      pdf = await labelPdf(labelOf(state, parcel));
      await storage.put(key, pdf);
      await updatePackage(services.db, parcel.id, { labelKey: key });
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="etiquette-${state.row.number}-${parcel.id}.pdf"`)
      .send(pdf);
  });

  serveRaw(app, labelEndpoints.batch, { produces: ['application/pdf'] }, async ({ query, reply }) => {
    if (!features.generateLabels) throw new AppError('forbidden', 'featureDisabled');
    const labels: LabelInput[] = [];
    for (const id of [...new Set(query.ids)]) {
      const state = await readDocument(services.db, id);
      for (const parcel of state.packages)
        if (parcel.status === 'Shipped') labels.push(labelOf(state, parcel));
    }
    if (labels.length === 0) throw invalidField('ids', 'noLabelToPrint');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="etiquettes-${labels.length}.pdf"`)
      .send(await labelsPdf(labels));
  });
};

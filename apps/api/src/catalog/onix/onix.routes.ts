import type { Readable } from 'node:stream';
import { onixImportEndpoints } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/action-result.ts';
import { invalidField } from '../../http/app-error.ts';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createOnixImportService } from './onix-import.service.ts';

const FEED_TYPES = ['application/xml', 'text/xml', 'application/octet-stream'];

export const registerOnixRoutes = (app: FastifyInstance, services: Services) => {
  const imports = createOnixImportService(services);
  serve(app, onixImportEndpoints.fromServerFile, ({ body, context }) =>
    imports.fromServerFile(body.path, context),
  );
  serve(app, onixImportEndpoints.get, ({ query, context }) => imports.get(query.id, context.locale));
  serve(app, onixImportEndpoints.list, ({ query, context }) => imports.list(query, context.locale));

  // The file comes as the raw body, streamed to disk: only this route takes XML, and without the JSON size limit.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FEED_TYPES, (_request, payload, done) => done(null, payload));
    serveRaw(scope, onixImportEndpoints.upload, { consumes: FEED_TYPES }, async ({ query, request }) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') throw invalidField('file', 'emptyUpload');
      const declared = Number(request.headers['content-length'] ?? 0);
      return success(await imports.upload(body, query.fileName, declared, request.context));
    });
  });
};

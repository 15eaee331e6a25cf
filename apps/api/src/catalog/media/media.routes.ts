import type { Readable } from 'node:stream';
import { MAX_PICTURE_BYTES, productMediaEndpoints, storedMediaEndpoints } from '@colophon/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { success } from '../../http/action-result.ts';
import { invalidField, notFound } from '../../http/app-error.ts';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createFileStorage } from '../../storage/storage.ts';
import { createFilesService, fileTooLarge } from './files.service.ts';
import { checkDeclaredLength, readBody, tooLargeError } from './media.body.ts';
import { createPicturesService } from './pictures.service.ts';
import { createStoredMediaService, type StoredMedia } from './stored-media.service.ts';

const pictureTooLarge = tooLargeError('pictureTooLarge', MAX_PICTURE_BYTES);

const bodyOf = (body: unknown) => {
  const stream = body as Readable | undefined;
  if (!stream || typeof stream.pipe !== 'function') throw invalidField('file', 'emptyUpload');
  return stream;
};

/** A `filename` for Content-Disposition: ASCII for old clients, UTF-8 for the others. */
const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export const registerMediaRoutes = (app: FastifyInstance, services: Services) => {
  const storage = createFileStorage(services.config.STORAGE_DIR);
  const pictures = createPicturesService(services, storage);
  const files = createFilesService(services, storage);
  const stored = createStoredMediaService(services, storage);

  serve(app, productMediaEndpoints.pictures, ({ query }) => pictures.list(query.productId));
  serve(app, productMediaEndpoints.orderPictures, ({ body, context }) => pictures.order(body, context.user));
  serve(app, productMediaEndpoints.removePicture, ({ query, context }) =>
    pictures.remove(query.id, context.user),
  );
  serve(app, productMediaEndpoints.files, ({ query }) => files.list(query.productId));
  serve(app, productMediaEndpoints.removeFile, ({ query, context }) => files.remove(query.id, context.user));
  serve(app, productMediaEndpoints.fileByUrl, ({ body, context }) => files.fromUrl(body, context.user));

  // Uploads come as the raw body, whatever type they declare: the bytes tell what a picture is.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    serveRaw(
      scope,
      productMediaEndpoints.uploadPicture,
      { consumes: ['image/jpeg', 'image/png', 'image/webp'] },
      async ({ query, request }) => {
        checkDeclaredLength(request.headers['content-length'], MAX_PICTURE_BYTES, pictureTooLarge);
        const bytes = await readBody(bodyOf(request.body), MAX_PICTURE_BYTES, pictureTooLarge);
        if (bytes.length === 0) throw invalidField('file', 'emptyUpload');
        return success(await pictures.upload(query.productId, bytes, request.context.user));
      },
    );
    serveRaw(
      scope,
      productMediaEndpoints.uploadFile,
      { consumes: ['application/octet-stream'] },
      async ({ query, request }) => {
        checkDeclaredLength(request.headers['content-length'], files.maxBytes, fileTooLarge);
        const file = { fileName: query.fileName };
        return success(await files.upload(query.productId, bodyOf(request.body), file, request.context.user));
      },
    );
  });

  const answer = async (reply: FastifyReply, media: StoredMedia) => {
    if (!media) throw notFound();
    if (media.kind === 'redirect') return reply.redirect(media.url, 302);
    const object = await storage.stream(media.key);
    if (!object) throw notFound();
    if (media.fileName) reply.header('content-disposition', attachment(media.fileName));
    return reply
      .header('content-type', media.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(object.body);
  };
  serveRaw(
    app,
    storedMediaEndpoints.picture,
    { produces: ['image/webp', 'image/jpeg', 'image/png'] },
    async ({ query, reply }) => answer(reply, await stored.picture(query.id, query.size)),
  );
  serveRaw(
    app,
    storedMediaEndpoints.cover,
    { produces: ['image/webp', 'image/jpeg', 'image/png'] },
    async ({ query, reply }) => answer(reply, await stored.cover(query.productId, query.size)),
  );
  serveRaw(
    app,
    storedMediaEndpoints.file,
    { produces: ['application/octet-stream'] },
    async ({ query, reply }) => answer(reply, await stored.file(query.id)),
  );
};

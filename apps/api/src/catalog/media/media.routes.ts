import type { Readable } from 'node:stream';
import {
  claim,
  coverAddress,
  MAX_PICTURE_BYTES,
  productMediaEndpoints,
  storedMediaEndpoints,
  type TProductFile,
  type TProductPicture,
} from '@colophon/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { success } from '../../http/action-result.ts';
import { invalidField, notFound } from '../../http/app-error.ts';
import { holds } from '../../http/request-context.ts';
import { serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createFileStorage } from '../../storage/storage.ts';
import { createFilesService, fileTooLarge } from './files.service.ts';
import { checkDeclaredLength, readBody, tooLargeError } from './media.body.ts';
import { fileUrl, pictureUrl } from './media.views.ts';
import { mediaLinksOf } from './media-links.ts';
import { createPicturesService } from './pictures.service.ts';
import { createStoredMediaService, type StoredMedia } from './stored-media.service.ts';

const pictureTooLarge = tooLargeError('pictureTooLarge', MAX_PICTURE_BYTES);
/** Staff who may see every product see the media of hidden ones too. */
const SEES_HIDDEN_PRODUCTS = claim('Catalog', 'ProductList');

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
  const links = mediaLinksOf(services);
  // The addresses the back office answers are signed: the console's <img> of a hidden product works.
  const signPicture = async (picture: TProductPicture): Promise<TProductPicture> => ({
    ...picture,
    url: await links.sign(picture.url),
    thumbnailUrl: await links.sign(picture.thumbnailUrl),
  });
  const signFile = async (file: TProductFile): Promise<TProductFile> => ({
    ...file,
    url: await links.sign(file.url),
  });
  const signPictures = (list: TProductPicture[]) => Promise.all(list.map(signPicture));

  serve(app, productMediaEndpoints.pictures, async ({ query }) =>
    signPictures(await pictures.list(query.productId)),
  );
  serve(app, productMediaEndpoints.orderPictures, async ({ body, context }) =>
    signPictures(await pictures.order(body, context.user)),
  );
  serve(app, productMediaEndpoints.removePicture, ({ query, context }) =>
    pictures.remove(query.id, context.user),
  );
  serve(app, productMediaEndpoints.files, async ({ query }) =>
    Promise.all((await files.list(query.productId)).map(signFile)),
  );
  serve(app, productMediaEndpoints.removeFile, ({ query, context }) => files.remove(query.id, context.user));
  serve(app, productMediaEndpoints.fileByUrl, async ({ body, context }) =>
    signFile(await files.fromUrl(body, context.user)),
  );

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
        return success(
          await signPicture(await pictures.upload(query.productId, bytes, request.context.user)),
        );
      },
    );
    serveRaw(
      scope,
      productMediaEndpoints.uploadFile,
      { consumes: ['application/octet-stream'] },
      async ({ query, request }) => {
        checkDeclaredLength(request.headers['content-length'], files.maxBytes, fileTooLarge);
        const file = { fileName: query.fileName };
        return success(
          await signFile(
            await files.upload(query.productId, bodyOf(request.body), file, request.context.user),
          ),
        );
      },
    );
  });

  /**
   * A product the shop's site does not show (hidden, or kept out by the restrictions) has no public
   * media: 404 unless the caller holds the products claim or the address is signed. Such an answer is
   * private to the browser, never kept by a shared cache.
   */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    media: StoredMedia,
    signed: () => Promise<boolean>,
  ) => {
    if (!media) throw notFound();
    const shown = await stored.isShownPublicly(media.productId);
    if (!shown && !holds(request.context.user, SEES_HIDDEN_PRODUCTS) && !(await signed())) throw notFound();
    const caching = shown ? 'public, max-age=3600' : 'private, max-age=3600';
    if (media.kind === 'redirect') return reply.header('cache-control', caching).redirect(media.url, 302);
    const object = await storage.stream(media.key);
    if (!object) throw notFound();
    if (media.fileName) reply.header('content-disposition', attachment(media.fileName));
    return reply
      .header('content-type', media.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', object.size)
      .header('cache-control', caching)
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(object.body);
  };
  serveRaw(
    app,
    storedMediaEndpoints.picture,
    { produces: ['image/webp', 'image/jpeg', 'image/png'] },
    async ({ query, request, reply }) =>
      answer(request, reply, await stored.picture(query.id, query.size), () =>
        links.verify(pictureUrl(query.id, query.size), query.expires, query.sig),
      ),
  );
  serveRaw(
    app,
    storedMediaEndpoints.cover,
    { produces: ['image/webp', 'image/jpeg', 'image/png'] },
    async ({ query, request, reply }) =>
      answer(request, reply, await stored.cover(query.productId, query.size), () =>
        links.verify(coverAddress(query.productId, query.size), query.expires, query.sig),
      ),
  );
  serveRaw(
    app,
    storedMediaEndpoints.file,
    { produces: ['application/octet-stream'] },
    async ({ query, request, reply }) =>
      answer(request, reply, await stored.file(query.id), () =>
        links.verify(fileUrl(query.id), query.expires, query.sig),
      ),
  );
};

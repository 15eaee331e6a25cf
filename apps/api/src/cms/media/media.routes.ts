import {
  issuesToPropertyErrors,
  MAX_MEDIA_BYTES,
  mediaEndpoints,
  mediaKindOf,
  mediaLimits,
  publicMediaEndpoints,
  translate,
  ZMediaCreate,
} from '@colophon/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readBody } from '../../catalog/media/media.body.ts';
import { success } from '../../http/action-result.ts';
import { AppError, invalidField, notFound } from '../../http/app-error.ts';
import { InvalidInputError, serve, serveRaw } from '../../http/serve.ts';
import type { Services } from '../../services.ts';
import { createFileStorage } from '../../storage/storage.ts';
import { createMediaService, type SentFile } from './media.service.ts';

/** The `media` field of an upload holds the JSON of the new media: at most this long. */
const MAX_FIELD_BYTES = 64 * 1024;

const tooLarge =
  (limit = MAX_MEDIA_BYTES) =>
  () =>
    new AppError('too-large', 'mediaTooLarge', {
      fields: [{ propertyName: 'file', message: 'mediaTooLarge' }],
      params: { megabytes: Math.round(limit / 1024 / 1024) },
    });

/** The multipart parser's own failures, answered in the envelope (400, 413) rather than as a 500. */
const asUploadError = (error: unknown) => {
  if (error instanceof AppError || error instanceof InvalidInputError) return error;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status === 413) return tooLarge()();
  // Anything else thrown while the parts are read is the body's fault (busboy's "Malformed part
  // header", "Unexpected end of form"…): nothing but parsing and reading runs in that loop.
  return new AppError('invalid', 'malformedJson');
};

/**
 * What a new media's request holds: the JSON body of a link, or the `media` field and the `file`
 * part of an upload. The JSON is checked by the contract's schema (400 per field).
 */
const readCreation = async (request: FastifyRequest) => {
  const locale = request.context.locale;
  const parseMedia = (data: unknown) => {
    const result = ZMediaCreate.safeParse(data ?? {});
    if (!result.success) throw new InvalidInputError(issuesToPropertyErrors(result.error.issues, locale));
    return result.data;
  };
  if (!request.isMultipart()) return { input: parseMedia(request.body), file: null };
  let input: ReturnType<typeof parseMedia> | null = null;
  let file: SentFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === 'media') {
        let data: unknown;
        try {
          data = JSON.parse(String(part.value));
        } catch {
          throw invalidField('media', 'malformedJson');
        }
        input = parseMedia(data);
      } else if (part.type === 'file' && part.fieldname === 'file') {
        // The type named before the file bounds it at once: a 10 MB picture is not read to 30 MB.
        const kind = input ? mediaKindOf[input.mediaType] : 'External';
        const limit = kind === 'External' ? MAX_MEDIA_BYTES : mediaLimits[kind];
        file = { bytes: await readBody(part.file, limit, tooLarge(limit)), fileName: part.filename };
      } else if (part.type === 'file') {
        part.file.resume();
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!input)
    throw new InvalidInputError([{ propertyName: 'media', errorMessage: translate('required', locale) }]);
  return { input, file };
};

export const registerCmsMediaRoutes = (app: FastifyInstance, services: Services) => {
  const storage = createFileStorage(services.config.STORAGE_DIR);
  const library = createMediaService(services, storage);

  serve(app, mediaEndpoints.list, ({ query, context }) => library.list(query, context.locale, context.user));
  serve(app, mediaEndpoints.get, ({ query, context }) => library.get(query.id, context.locale, context.user));
  serve(app, mediaEndpoints.update, ({ body, context }) =>
    library.update(body, context.locale, context.user),
  );
  serve(app, mediaEndpoints.remove, ({ query, context }) =>
    library.remove(query.id, query.force, context.locale, context.user),
  );
  serve(app, mediaEndpoints.configuration, async () => library.configuration());
  serve(app, mediaEndpoints.types, async () => library.types());

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 2, parts: 3, fieldSize: MAX_FIELD_BYTES },
    });
    serveRaw(
      scope,
      mediaEndpoints.create,
      { consumes: ['multipart/form-data', 'application/json'] },
      async ({ request }) => {
        const declared = request.headers['content-length'];
        if (declared !== undefined && Number(declared) > MAX_MEDIA_BYTES + MAX_FIELD_BYTES)
          throw tooLarge()();
        const { input, file } = await readCreation(request);
        return success(await library.create(input, file, request.context.locale, request.context.user));
      },
    );
  });

  /**
   * The library holds what the site shows: its files are public, served with the type read from
   * their bytes, never sniffed, documents as downloads, and nothing in them may run script.
   */
  serveRaw(
    app,
    publicMediaEndpoints.file,
    { produces: ['image/webp', 'image/jpeg', 'image/png', 'audio/mpeg', 'application/pdf'] },
    async ({ query, reply }) => {
      const found = await library.file(query.id, query.rendition);
      if (!found) throw notFound();
      const object = await storage.stream(found.key);
      if (!object) throw notFound();
      if (found.contentType.startsWith('application/'))
        reply.header(
          'content-disposition',
          `attachment; filename="${(found.row.fileName ?? 'file').replace(/[^\x20-\x7e]|["\\]/g, '_')}"`,
        );
      return reply
        .header('content-type', found.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', object.size)
        .header('cache-control', 'public, max-age=3600')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(object.body);
    },
  );
};

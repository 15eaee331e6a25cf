import { randomUUID } from 'node:crypto';
import {
  type AnyClaim,
  embedOf,
  type Locale,
  MAX_MEDIA_PIXELS,
  mediaClaims,
  mediaContentTypes,
  type mediaEndpoints,
  mediaKindOf,
  mediaLimits,
  mediaProviders,
  mediaRenditions,
  mediaTypes,
  type ParsedBody,
  type TMediaConfiguration,
  type TMediaKind,
  type TMediaListQuery,
  type TMediaType,
  type TMediaUsage,
  type ZMediaCreate,
} from '@colophon/contract';
import sharp from 'sharp';
import type { z } from 'zod';
import { recordActivity } from '../../activity/activity-log.ts';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, forbidden, invalidField } from '../../http/app-error.ts';
import { holds, type SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { type PictureType, pictureSize, withoutMetadata } from '../../storage/pictures.ts';
import { removeObjects, type Storage } from '../../storage/storage.ts';
import { byLocale } from '../localized-texts.ts';
import {
  deleteMedia,
  findMedia,
  insertMedia,
  listMedia,
  lockMedia,
  pageUsagesOf,
  unlinkMedia,
  updateMedia,
  usagesOf,
} from './media.repository.ts';
import type { MediaRow, StoredRendition } from './media.tables.ts';
import { mediaSnapshot, toMedia, toMediaSummary } from './media.views.ts';
import { extensionOfType, mediaContentTypeOf } from './media-formats.ts';

type MediaCreate = z.output<typeof ZMediaCreate>;
type MediaUpdate = ParsedBody<typeof mediaEndpoints.update>;
type UploadKind = Exclude<TMediaKind, 'External'>;

/** A file sent with a new media: its bytes and the name it had on the sender's computer. */
export interface SentFile {
  bytes: Buffer;
  fileName: string;
}

const FOREIGN_KEY_VIOLATION = '23503';
/** The table of the row that still references a media, when a deletion ran into one. */
const referencingTable = (error: unknown): string | null => {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, table } = current as Error & { code?: unknown; table?: unknown };
    if (code === FOREIGN_KEY_VIOLATION) return typeof table === 'string' ? table : '';
  }
  return null;
};

const requireAny = (user: SignedInUser | null, claims: readonly AnyClaim[]) => {
  if (!claims.some((claim) => holds(user, claim))) throw forbidden();
};

/** The name a file had, without folders or control characters, at most 200 characters. */
const cleanFileName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-200) || 'file';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The sizes of a picture for the site: WebP, at most as wide as each rendition says, never enlarged. */
const makeRenditions = async (bytes: Buffer, base: string) =>
  Promise.all(
    mediaRenditions.map(async ({ name, width }) => {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_MEDIA_PIXELS })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return {
        rendition: {
          name,
          key: `${base}/${name}.webp`,
          contentType: 'image/webp',
          width: info.width,
          height: info.height,
          byteSize: data.length,
        } satisfies StoredRendition,
        data,
      };
    }),
  );

export const mediaConfiguration = (): TMediaConfiguration => ({
  maxBytes: { ...mediaLimits },
  maxPixels: MAX_MEDIA_PIXELS,
  contentTypes: {
    Image: [...mediaContentTypes.Image],
    Audio: [...mediaContentTypes.Audio],
    Document: [...mediaContentTypes.Document],
  },
  renditions: mediaRenditions.map(({ name, width }) => ({ name, width })),
  providers: Object.entries(mediaProviders).map(([mediaType, provider]) => ({
    mediaType: mediaType as TMediaType,
    ...provider,
  })),
});

export const createMediaService = ({ db, log }: Services, storage: Storage) => {
  const entries = audited({ entity: 'Media', find: findMedia, snapshot: mediaSnapshot });
  const allUsages = async (executor: Executor, id: number, locale: Locale) => [
    ...(await usagesOf(executor, id, locale)),
    ...(await pageUsagesOf(executor, id)),
  ];
  const full = async (executor: Executor, row: MediaRow, locale: Locale) =>
    toMedia(row, await allUsages(executor, row.id, locale));
  const named = (usages: TMediaUsage[]) =>
    usages.map((usage) => `« ${usage.title} » (${usage.entity} #${usage.id})`).join(', ');

  /** The stored objects of a media, once it is gone. */
  const keysOf = (row: MediaRow) => [
    ...(row.storageKey ? [row.storageKey] : []),
    ...row.renditions.map((rendition) => rendition.key),
  ];

  /** Reads, checks and stores an uploaded file: what the row will say of it. */
  const store = async (kind: UploadKind, file: SentFile) => {
    if (file.bytes.length === 0) throw invalidField('file', 'mediaFileRequired');
    if (file.bytes.length > mediaLimits[kind])
      throw new AppError('too-large', 'mediaTooLarge', {
        fields: [{ propertyName: 'file', message: 'mediaTooLarge' }],
        params: { megabytes: megabytes(mediaLimits[kind]) },
      });
    const contentType = mediaContentTypeOf(kind, file.bytes);
    if (!contentType)
      throw new AppError('invalid', 'mediaFileForm', {
        fields: [{ propertyName: 'file', message: 'mediaFileForm' }],
        params: { formats: mediaContentTypes[kind].join(', ') },
      });
    const base = `media/${randomUUID()}`;
    const storageKey = `${base}/original.${extensionOfType[contentType] ?? 'bin'}`;
    let bytes = file.bytes;
    let size: { width: number; height: number } | null = null;
    let renditions: { rendition: StoredRendition; data: Buffer }[] = [];
    if (kind === 'Image') {
      const sent = await pictureSize(bytes);
      if (!sent) throw invalidField('file', 'unreadablePicture');
      if (sent.width * sent.height > MAX_MEDIA_PIXELS)
        throw new AppError('invalid', 'mediaTooManyPixels', {
          fields: [{ propertyName: 'file', message: 'mediaTooManyPixels' }],
          params: { megapixels: MAX_MEDIA_PIXELS / 1_000_000 },
        });
      // Kept without the sender's metadata (a phone's EXIF says where the picture was taken).
      bytes = await withoutMetadata(bytes, contentType as PictureType);
      size = await pictureSize(bytes);
      if (!size) throw invalidField('file', 'unreadablePicture');
      renditions = await makeRenditions(bytes, base);
    }
    const keys = [storageKey, ...renditions.map(({ rendition }) => rendition.key)];
    try {
      await storage.put(storageKey, bytes);
      for (const { rendition, data } of renditions) await storage.put(rendition.key, data);
    } catch (error) {
      await removeObjects(storage, keys, log);
      throw error;
    }
    return {
      keys,
      values: {
        fileName: cleanFileName(file.fileName),
        contentType,
        byteSize: bytes.length,
        width: size?.width ?? null,
        height: size?.height ?? null,
        storageKey,
        renditions: renditions.map(({ rendition }) => rendition),
      },
    };
  };

  return {
    list: async (query: TMediaListQuery, locale: Locale, by: SignedInUser | null) => {
      requireAny(by, mediaClaims.read);
      const { rows, totalCount } = await listMedia(db, query, locale);
      return { items: rows.map((row) => toMediaSummary(row, locale)), totalCount };
    },

    get: async (id: number, locale: Locale, by: SignedInUser | null) => {
      requireAny(by, mediaClaims.read);
      return full(db, await entries.read(db, id), locale);
    },

    /** A new media: a link checked against its provider, or an uploaded file read from its bytes. */
    create: async (input: MediaCreate, file: SentFile | null, locale: Locale, by: SignedInUser | null) => {
      requireAny(by, mediaClaims.write);
      const kind = mediaKindOf[input.mediaType];
      const common = {
        mediaType: input.mediaType,
        localizations: byLocale(
          input.localizations.map(({ locale: language, title, altText }) => ({
            locale: language,
            title,
            altText: kind === 'Image' ? altText : null,
          })),
        ),
        createdBy: by?.id ?? null,
      };
      if (kind === 'External') {
        if (file) throw invalidField('file', 'mediaLinkNotForUpload');
        const link = input.externalUrl ? embedOf(input.mediaType, input.externalUrl) : null;
        if (!link) throw invalidField('externalUrl', 'mediaLinkForm');
        return db.transaction(async (tx) => {
          const row = await entries.create(tx, by, () =>
            insertMedia(tx, {
              ...common,
              ...link,
              fileName: null,
              contentType: null,
              byteSize: null,
              width: null,
              height: null,
              storageKey: null,
              renditions: [],
            }),
          );
          return full(tx, row, locale);
        });
      }
      if (!file) throw invalidField('file', 'mediaFileRequired');
      const stored = await store(kind, file);
      try {
        return await db.transaction(async (tx) => {
          const row = await entries.create(tx, by, () =>
            insertMedia(tx, { ...common, ...stored.values, externalUrl: null, embedUrl: null }),
          );
          return full(tx, row, locale);
        });
      } catch (error) {
        await removeObjects(storage, stored.keys, log);
        throw error;
      }
    },

    /** Titles, alternative texts, the type within its kind, a link's address; at the version read. */
    update: (input: MediaUpdate, locale: Locale, by: SignedInUser | null) => {
      requireAny(by, mediaClaims.write);
      return db.transaction(async (tx) => {
        const row = await entries.update(tx, by, input.id, async (before) => {
          const kind = mediaKindOf[before.mediaType];
          if (mediaKindOf[input.mediaType] !== kind) throw invalidField('mediaType', 'mediaKindChange');
          const link =
            kind === 'External' && input.externalUrl ? embedOf(input.mediaType, input.externalUrl) : null;
          if (kind === 'External' && !link) throw invalidField('externalUrl', 'mediaLinkForm');
          return updateMedia(tx, input.id, input.version, {
            mediaType: input.mediaType,
            localizations: byLocale(
              input.localizations.map(({ locale: language, title, altText }) => ({
                locale: language,
                title,
                altText: kind === 'Image' ? altText : null,
              })),
            ),
            externalUrl: link?.externalUrl ?? null,
            embedUrl: link?.embedUrl ?? null,
          });
        });
        return full(tx, row, locale);
      });
    },

    /**
     * Deletes a media. One still used is refused, naming where, unless `force`: then it is first
     * taken out of the posts that use it (each change in their activity log).
     */
    remove: async (id: number, force: boolean, locale: Locale, by: SignedInUser | null) => {
      requireAny(by, mediaClaims.remove);
      const gone: { row?: MediaRow } = {};
      try {
        await db.transaction(async (tx) => {
          if (!(await lockMedia(tx, id))) throw new AppError('not-found', 'unknownMedia');
          const usages = await allUsages(tx, id, locale);
          if (usages.length > 0 && !force)
            throw new AppError('not-allowed', 'mediaInUse', { params: { uses: named(usages) } });
          // A page's carousel needs its pictures: it is changed on its own screen, never emptied from here.
          const onPages = usages.filter((usage) => usage.entity === 'Page');
          if (onPages.length > 0)
            throw new AppError('not-allowed', 'mediaOnPages', { params: { uses: named(onPages) } });
          for (const postId of await unlinkMedia(tx, id))
            await recordActivity(tx, by, {
              entity: 'Post',
              entityId: postId,
              action: 'removeMedia',
              before: { mediaId: id },
            });
          await entries.remove(tx, by, id, async (before) => {
            gone.row = before;
            await deleteMedia(tx, id);
          });
        });
      } catch (error) {
        const table = referencingTable(error);
        if (table !== null) throw new AppError('not-allowed', 'mediaInUse', { params: { uses: table } });
        throw error;
      }
      if (gone.row) await removeObjects(storage, keysOf(gone.row), log);
      return null;
    },

    /** A stored file of a media, for the public address: its key and type, or null. */
    file: async (id: number, rendition: string) => {
      const row = await findMedia(db, id);
      if (!row?.storageKey) return null;
      if (rendition === 'original')
        return { key: row.storageKey, contentType: row.contentType ?? 'application/octet-stream', row };
      const found = row.renditions.find((item) => item.name === rendition);
      return found ? { key: found.key, contentType: found.contentType, row } : null;
    },

    configuration: mediaConfiguration,
    types: () => mediaTypes.map((mediaType) => ({ mediaType, kind: mediaKindOf[mediaType] })),
  };
};

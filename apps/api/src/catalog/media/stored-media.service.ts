import type { Services } from '../../services.ts';
import { fileTypeOf } from '../../storage/file-types.ts';
import { THUMBNAIL_TYPE } from '../../storage/pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import { coverSourcesOf, findFile, findPicture } from './media.repository.ts';

/** What the public reads of the media answer: stored bytes with their type, a redirect, or nothing. */
export type StoredMedia =
  | { kind: 'stored'; key: string; contentType: string; fileName?: string }
  | { kind: 'redirect'; url: string }
  | null;

export const createStoredMediaService = ({ db }: Services, storage: Storage) => ({
  storage,

  picture: async (id: number, size: 'full' | 'thumbnail'): Promise<StoredMedia> => {
    const picture = await findPicture(db, id);
    if (!picture) return null;
    return size === 'full'
      ? { kind: 'stored', key: picture.storageKey, contentType: picture.contentType }
      : { kind: 'stored', key: picture.thumbnailKey, contentType: THUMBNAIL_TYPE };
  },

  /** The cover picture; else the thumbnail the cache refresh made of the cover address; else that address. */
  cover: async (productId: number, size: 'full' | 'thumbnail'): Promise<StoredMedia> => {
    const sources = await coverSourcesOf(db, productId);
    if (!sources) return null;
    if (sources.picture)
      return size === 'full'
        ? { kind: 'stored', key: sources.picture.storageKey, contentType: sources.picture.contentType }
        : { kind: 'stored', key: sources.picture.thumbnailKey, contentType: THUMBNAIL_TYPE };
    if (sources.cachedThumbnailKey && size === 'thumbnail')
      return { kind: 'stored', key: sources.cachedThumbnailKey, contentType: THUMBNAIL_TYPE };
    return sources.coverUrl ? { kind: 'redirect', url: sources.coverUrl } : null;
  },

  file: async (id: number): Promise<StoredMedia> => {
    const file = await findFile(db, id);
    return file
      ? {
          kind: 'stored',
          key: file.storageKey,
          contentType: fileTypeOf(file.fileName),
          fileName: file.fileName,
        }
      : null;
  },
});

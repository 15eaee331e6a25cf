import { MAX_PICTURE_BYTES } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import { fetchLimited } from '../../storage/fetch-limited.ts';
import { makeThumbnail, pictureTypeOf } from '../../storage/pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import { saveCover } from './media.repository.ts';

export const COVER_FETCH_TIMEOUT_MS = 10_000;

export const coverThumbnailKey = (productId: number) => `products/${productId}/cover-thumbnail.webp`;

export interface CoverSource {
  id: number;
  coverUrl: string | null;
  picture: { storageKey: string; thumbnailKey: string } | null;
}

export interface CoverFetching {
  timeoutMs?: number;
  /** FETCH_ALLOW_PRIVATE_ADDRESSES: off, a cover address on a private or local network is refused. */
  allowPrivateAddresses?: boolean;
}

/**
 * Rebuilds a product's cover thumbnail: from its cover picture when it has one, else from its
 * cover address (downloaded within limits). Says whether it worked; a failure is recorded, not thrown.
 */
export const refreshCover = async (
  executor: Executor,
  storage: Storage,
  product: CoverSource,
  fetching: CoverFetching = {},
): Promise<boolean> => {
  if (product.picture) {
    const original = await storage.get(product.picture.storageKey);
    if (!original) return false;
    await storage.put(product.picture.thumbnailKey, await makeThumbnail(original));
    return true;
  }
  if (!product.coverUrl) return false;
  const sourceUrl = product.coverUrl;
  try {
    const { bytes } = await fetchLimited(sourceUrl, {
      maxBytes: MAX_PICTURE_BYTES,
      timeoutMs: fetching.timeoutMs ?? COVER_FETCH_TIMEOUT_MS,
      allowPrivateAddresses: fetching.allowPrivateAddresses ?? false,
    });
    if (!pictureTypeOf(bytes)) throw new Error('not a JPEG, PNG or WebP picture');
    const thumbnailKey = coverThumbnailKey(product.id);
    await storage.put(thumbnailKey, await makeThumbnail(bytes));
    await saveCover(executor, product.id, { sourceUrl, thumbnailKey, error: null });
    return true;
  } catch (error) {
    await saveCover(executor, product.id, {
      sourceUrl,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
};

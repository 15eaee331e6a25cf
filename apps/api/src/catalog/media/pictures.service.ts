import { randomUUID } from 'node:crypto';
import { MAX_PICTURE_BYTES, type TPictureOrder } from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import type { Executor } from '../../db/database.ts';
import { AppError, invalidField, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import {
  extensionOf,
  makeThumbnail,
  pictureSize,
  pictureTypeOf,
  withoutMetadata,
} from '../../storage/pictures.ts';
import { removeObjects, type Storage } from '../../storage/storage.ts';
import {
  deletePicture,
  findPicture,
  insertPicture,
  lockPicturesOf,
  nextPicturePosition,
  orderPictures,
  picturesOf,
  productExists,
} from './media.repository.ts';
import { pictureSnapshot, toPicture } from './media.views.ts';

const ENTITY = 'Product';

const requireProduct = async (executor: Executor, productId: number) => {
  if (!(await productExists(executor, productId))) throw notFound();
};

export const createPicturesService = ({ db, log }: Services, storage: Storage) => ({
  maxBytes: MAX_PICTURE_BYTES,

  list: async (productId: number) => {
    await requireProduct(db, productId);
    return (await picturesOf(db, productId)).map(toPicture);
  },

  /**
   * Adds a picture: its format is read from its bytes (JPEG, PNG or WebP), its thumbnail made, both
   * stored; the first picture of a product becomes its cover.
   */
  upload: async (productId: number, sent: Buffer, by: SignedInUser | null) => {
    await requireProduct(db, productId);
    const contentType = pictureTypeOf(sent);
    if (!contentType) throw invalidField('file', 'notAPicture');
    if (!(await pictureSize(sent))) throw invalidField('file', 'unreadablePicture');
    // The stored picture carries none of the sender's metadata (a phone's EXIF says where it was taken).
    const bytes = await withoutMetadata(sent, contentType);
    const size = await pictureSize(bytes);
    if (!size) throw invalidField('file', 'unreadablePicture');
    const name = `products/${productId}/pictures/${randomUUID()}`;
    const storageKey = `${name}.${extensionOf[contentType]}`;
    const thumbnailKey = `${name}-thumbnail.webp`;
    await storage.put(storageKey, bytes);
    await storage.put(thumbnailKey, await makeThumbnail(bytes));
    try {
      return await db.transaction(async (tx) => {
        await lockPicturesOf(tx, productId);
        const position = await nextPicturePosition(tx, productId);
        const row = await insertPicture(tx, {
          productId,
          storageKey,
          thumbnailKey,
          contentType,
          ...size,
          byteSize: bytes.length,
          position,
          isCover: position === 0,
        });
        await recordActivity(tx, by, {
          entity: ENTITY,
          entityId: productId,
          action: 'addPicture',
          after: pictureSnapshot(row),
        });
        return toPicture(row);
      });
    } catch (error) {
      await Promise.all([storage.delete(storageKey), storage.delete(thumbnailKey)]);
      throw error;
    }
  },

  /** The order must name every picture the product has now: a list read before someone else's change is refused. */
  order: (input: Required<TPictureOrder>, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      await requireProduct(tx, input.productId);
      await lockPicturesOf(tx, input.productId);
      const current = await picturesOf(tx, input.productId);
      const same =
        current.length === input.pictureIds.length &&
        new Set(input.pictureIds).size === input.pictureIds.length &&
        input.pictureIds.every((id) => current.some((picture) => picture.id === id));
      if (!same) throw new AppError('stale-version', 'picturesChanged');
      const coverId = input.coverId ?? input.pictureIds[0] ?? null;
      if (coverId !== null && !input.pictureIds.includes(coverId)) throw invalidField('coverId', 'notFound');
      await orderPictures(tx, input.productId, input.pictureIds, coverId);
      const after = await picturesOf(tx, input.productId);
      await recordActivity(tx, by, {
        entity: ENTITY,
        entityId: input.productId,
        action: 'orderPictures',
        before: {
          pictureIds: current.map((picture) => picture.id),
          coverId: current.find((p) => p.isCover)?.id ?? null,
        },
        after: { pictureIds: input.pictureIds, coverId },
      });
      return after.map(toPicture);
    }),

  /** Deletes a picture; when it was the cover, the next picture becomes the cover. */
  remove: async (id: number, by: SignedInUser | null) => {
    const removed = await db.transaction(async (tx) => {
      const picture = await findPicture(tx, id);
      if (!picture) throw notFound();
      await lockPicturesOf(tx, picture.productId);
      await deletePicture(tx, id);
      const rest = await picturesOf(tx, picture.productId);
      const nextCover = picture.isCover ? (rest[0]?.id ?? null) : (rest.find((p) => p.isCover)?.id ?? null);
      await orderPictures(
        tx,
        picture.productId,
        rest.map((p) => p.id),
        nextCover,
      );
      await recordActivity(tx, by, {
        entity: ENTITY,
        entityId: picture.productId,
        action: 'removePicture',
        before: pictureSnapshot(picture),
      });
      return picture;
    });
    await removeObjects(storage, [removed.storageKey, removed.thumbnailKey], log);
    return null;
  },
});

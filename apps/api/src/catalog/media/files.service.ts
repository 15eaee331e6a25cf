import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_PRODUCT_FILE_BYTES } from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { AppError, invalidField, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { FetchError, fetchLimited } from '../../storage/fetch-limited.ts';
import { fileTypeOf } from '../../storage/file-types.ts';
import { removeObjects, type Storage } from '../../storage/storage.ts';
import { limitedStream, tooLargeError } from './media.body.ts';
import { deleteFile, filesOf, findFile, insertFile, productExists } from './media.repository.ts';
import { fileSnapshot, toFile } from './media.views.ts';

const ENTITY = 'Product';
export const FILE_FETCH_TIMEOUT_MS = 20_000;
export const fileTooLarge = tooLargeError('fileTooLarge', MAX_PRODUCT_FILE_BYTES);

/** A file's name from the end of its address (`extrait.pdf`), or a neutral one. */
const nameFromUrl = (url: string) => {
  const last = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
  return last.replace(/[/\\\0]/g, '_').slice(0, 200) || 'fichier';
};

export const createFilesService = ({ db, config, log }: Services, storage: Storage) => {
  const requireProduct = async (productId: number) => {
    if (!(await productExists(db, productId))) throw notFound();
  };

  /** Stores the bytes, then records the file with the type its name says; the stored bytes go if the record fails. */
  const save = async (
    productId: number,
    content: Buffer | Readable,
    file: { fileName: string; sourceUrl: string | null },
    by: SignedInUser | null,
  ) => {
    const storageKey = `products/${productId}/files/${randomUUID()}`;
    const byteSize = await storage.put(storageKey, content);
    try {
      return await db.transaction(async (tx) => {
        const row = await insertFile(tx, {
          productId,
          storageKey,
          fileName: file.fileName,
          contentType: fileTypeOf(file.fileName),
          byteSize,
          sourceUrl: file.sourceUrl,
        });
        await recordActivity(tx, by, {
          entity: ENTITY,
          entityId: productId,
          action: 'addFile',
          after: fileSnapshot(row),
        });
        return toFile(row);
      });
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  };

  return {
    list: async (productId: number) => {
      await requireProduct(productId);
      return (await filesOf(db, productId)).map(toFile);
    },

    upload: async (
      productId: number,
      body: Readable,
      file: { fileName: string },
      by: SignedInUser | null,
    ) => {
      await requireProduct(productId);
      return save(
        productId,
        limitedStream(body, MAX_PRODUCT_FILE_BYTES, fileTooLarge),
        { ...file, sourceUrl: null },
        by,
      );
    },

    /** Fetches the file from an http(s) address, within the size and time limits. */
    fromUrl: async (
      input: { productId: number; url: string; fileName: string | null },
      by: SignedInUser | null,
      limits = { maxBytes: MAX_PRODUCT_FILE_BYTES, timeoutMs: FILE_FETCH_TIMEOUT_MS },
    ) => {
      await requireProduct(input.productId);
      const allowPrivateAddresses = config.FETCH_ALLOW_PRIVATE_ADDRESSES;
      const fetched = await fetchLimited(input.url, { ...limits, allowPrivateAddresses }).catch(
        (error: unknown) => {
          if (!(error instanceof FetchError)) throw error;
          if (error.reason === 'too-large') throw fileTooLarge();
          if (error.reason === 'address') throw invalidField('url', 'fetchAddressRefused');
          if (error.reason === 'timeout')
            throw new AppError('invalid', 'fetchTimedOut', {
              fields: [{ propertyName: 'url', message: 'fetchTimedOut' }],
            });
          throw new AppError('invalid', 'fetchFailed', {
            params: { detail: error.message },
            fields: [{ propertyName: 'url', message: 'fetchFailed' }],
          });
        },
      );
      const fileName = input.fileName ?? nameFromUrl(fetched.url);
      return save(input.productId, fetched.bytes, { fileName, sourceUrl: input.url }, by);
    },

    remove: async (id: number, by: SignedInUser | null) => {
      const removed = await db.transaction(async (tx) => {
        const file = await findFile(tx, id);
        if (!file) throw notFound();
        await deleteFile(tx, id);
        await recordActivity(tx, by, {
          entity: ENTITY,
          entityId: file.productId,
          action: 'removeFile',
          before: fileSnapshot(file),
        });
        return file;
      });
      await removeObjects(storage, [removed.storageKey], log);
      return null;
    },

    maxBytes: MAX_PRODUCT_FILE_BYTES,
  };
};

import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Where files (pictures, product files, covers) are kept, by key (`products/12/pictures/….webp`).
 * One interface, so that an S3-compatible store can replace the filesystem.
 */
export interface Storage {
  /** Writes the whole object at once; a reader never sees half of it. Returns its size in bytes. */
  put(key: string, data: Buffer | Readable): Promise<number>;
  /** The whole object, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object as a stream with its size, or null when there is none. */
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * Removes the objects of rows already deleted (after their transaction committed): a removal that
 * fails is logged, not thrown, since the deletion the staff asked for did happen.
 */
export const removeObjects = async (storage: Storage, keys: string[], log: FastifyBaseLogger) => {
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  results.forEach((result, index) => {
    if (result.status === 'rejected')
      log.error({ err: result.reason, key: keys[index] }, 'a stored object could not be removed');
  });
};

const KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are relative paths of plain segments: nothing can climb out of the storage folder. */
export const checkKey = (key: string) => {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.'))
    throw new Error(`invalid storage key: ${key}`);
  return key;
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** The storage in a folder of the server (`STORAGE_DIR`). */
export const createFileStorage = (folder: string): Storage => {
  const root = resolve(folder);
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.part`;
      try {
        if (Buffer.isBuffer(data)) await writeFile(temporary, data);
        else await pipeline(data, createWriteStream(temporary));
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return (await stat(path)).size;
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};

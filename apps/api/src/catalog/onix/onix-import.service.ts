import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, stat, unlink } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Locale, ONIX_UPLOAD_MAX_BYTES, type TOnixImport, translate } from '@colophon/contract';
import { AppError, invalidField, notFound } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { createOnixImportJob } from './onix.jobs.ts';
import {
  findImport,
  insertImport,
  listImports,
  type OnixImportRow,
  updateImport,
} from './onix.repository.ts';
import type { StoredRecordError } from './onix-imports.tables.ts';

/** Where feed files live on the server: uploads until they are imported, and files to import by path. */
export const onixFolder = (services: Pick<Services, 'config'>) =>
  resolve(services.config.STORAGE_DIR, 'onix');

const recordErrorOut = (error: StoredRecordError, locale: Locale) => ({
  line: error.line,
  recordReference: error.recordReference,
  reason: translate(error.reason, locale, error.params),
});

const onixImportOut = (row: OnixImportRow, locale: Locale): TOnixImport => ({
  id: row.id,
  fileName: row.fileName,
  state: row.state,
  release: row.release,
  progress: row.progress,
  records: row.records,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  skipped: row.skipped,
  errors: row.errors.map((error) => recordErrorOut(error, locale)),
  warned: row.warned,
  warnings: row.warnings.map((warning) => recordErrorOut(warning, locale)),
  failure: row.failure ? translate(row.failure.reason, locale, row.failure.params) : null,
  taskId: row.taskId,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** Copies the upload to a file, refusing it with 413 past the limit; answers its size. */
const saveUpload = async (source: Readable, target: string, limit: number) => {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? new AppError('too-large', 'tooLarge') : null, chunk);
    },
  });
  try {
    await pipeline(source, counter, createWriteStream(target));
  } catch (error) {
    await unlink(target).catch(() => undefined);
    throw error;
  }
  return size;
};

export const createOnixImportService = (services: Services, uploadLimit = ONIX_UPLOAD_MAX_BYTES) => {
  const { db, jobs } = services;
  const importJob = createOnixImportJob(services);

  const start = (file: { fileName: string; filePath: string; uploaded: boolean }, context: RequestContext) =>
    db.transaction(async (tx) => {
      const row = await insertImport(tx, {
        ...file,
        createdById: context.user?.id ?? null,
        createdBy: context.user?.userName ?? null,
      });
      const taskId = await jobs.enqueue(tx, importJob, { importId: row.id });
      return onixImportOut((await updateImport(tx, row.id, { taskId })) ?? row, context.locale);
    });

  return {
    /** Keeps the uploaded file in the feed folder, then imports it in the background. */
    upload: async (body: Readable, fileName: string, declaredSize: number, context: RequestContext) => {
      if (declaredSize > uploadLimit) throw new AppError('too-large', 'tooLarge');
      const folder = join(onixFolder(services), 'uploads');
      await mkdir(folder, { recursive: true });
      const filePath = join(folder, `${randomUUID()}.xml`);
      const size = await saveUpload(body, filePath, uploadLimit);
      if (size === 0) {
        await unlink(filePath);
        throw invalidField('file', 'emptyUpload');
      }
      return start({ fileName, filePath, uploaded: true }, context);
    },

    /** Imports a file already on the server, inside the feed folder. */
    fromServerFile: async (path: string, context: RequestContext) => {
      const folder = onixFolder(services);
      const filePath = resolve(folder, path);
      const inside = relative(folder, filePath);
      if (inside.startsWith('..') || isAbsolute(inside))
        throw invalidField('path', 'serverFileOutsideImports');
      const file = await stat(filePath).catch(() => null);
      if (!file?.isFile()) throw invalidField('path', 'serverFileNotFound');
      return start({ fileName: inside, filePath, uploaded: false }, context);
    },

    get: async (id: number, locale: Locale) => {
      const row = await findImport(db, id);
      if (!row) throw notFound();
      return onixImportOut(row, locale);
    },

    list: async (query: { page: number; pageSize: number }, locale: Locale) => {
      const { rows, totalCount } = await listImports(db, query);
      return {
        items: rows.map((row) => {
          const { errors: _errors, warnings: _warnings, ...summary } = onixImportOut(row, locale);
          return summary;
        }),
        totalCount,
      };
    },
  };
};

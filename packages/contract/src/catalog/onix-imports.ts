import { z } from 'zod';
import { ZById, ZListQuery, ZPage } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';

export const onixImportStates = ['queued', 'running', 'completed', 'failed', 'unsupported'] as const;
export const ZOnixImportState = z.enum(onixImportStates);

/** A record of the file that was not imported, and why. */
export const ZOnixRecordError = z.object({
  /** The line of the file where the record starts. */
  line: z.number().int(),
  recordReference: z.string().nullable(),
  reason: z.string(),
});
export type TOnixRecordError = z.infer<typeof ZOnixRecordError>;

/** One import of an ONIX file and its report. */
export const ZOnixImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  state: ZOnixImportState,
  /** The ONIX release the file declares (3.0, 3.1); 2.1 files are not supported. */
  release: z.string().nullable(),
  /** From 0 to 1: the share of the file read so far. */
  progress: z.number(),
  records: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  /** The first errors (at most 1 000): the counts above are complete. */
  errors: z.array(ZOnixRecordError),
  /** Records imported with a part left out, and why (a VAT rate that is not French): how many, and the first 1 000. */
  warned: z.number().int(),
  warnings: z.array(ZOnixRecordError),
  /** Why the whole file failed or is not supported. */
  failure: z.string().nullable(),
  taskId: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type TOnixImport = z.infer<typeof ZOnixImport>;

/** The largest ONIX file the upload takes; bigger feeds go through a file on the server. */
export const ONIX_UPLOAD_MAX_BYTES = 1024 * 1024 * 1024;

const manageProducts = claim('Catalog', 'ProductList');

export const onixImportEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/OnixImport',
    access: manageProducts,
    summary:
      'Import an ONIX 3.0 file sent as the raw body (application/xml or application/octet-stream) as a background task',
    query: z.object({ fileName: z.string().trim().min(1).max(300).default('onix.xml') }),
    response: ZOnixImport,
  }),
  fromServerFile: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/OnixImportFromFile',
    access: manageProducts,
    summary: 'Import an ONIX 3.0 file of the server (in STORAGE_DIR/onix) as a background task',
    body: z.object({ path: z.string().trim().min(1, 'required').max(1000) }),
    response: ZOnixImport,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/OnixImport',
    access: manageProducts,
    summary: 'One import and its report: state, counts, errors, warnings',
    query: ZById,
    response: ZOnixImport,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/OnixImports',
    access: manageProducts,
    summary: 'The imports, newest first',
    query: ZListQuery.omit({ sort: true, search: true }),
    response: ZPage(ZOnixImport.omit({ errors: true, warnings: true })),
  }),
};

import type { MessageKey } from '@colophon/contract';
import { boolean, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A record that was not imported (or imported in part): the reason is a message key, shown in the reader's language. */
export interface StoredRecordError {
  line: number;
  recordReference: string | null;
  reason: MessageKey;
  params?: Record<string, string | number>;
}

/** One import of an ONIX file: where it stands and its report. */
export const onixImports = pgTable(
  'onix_imports',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** The file on the server that the job reads. */
    filePath: text('file_path').notNull(),
    /** An uploaded file is removed once imported; a file given by path is left where it was. */
    uploaded: boolean('uploaded').notNull().default(false),
    state: text('state', { enum: ['queued', 'running', 'completed', 'failed', 'unsupported'] })
      .notNull()
      .default('queued'),
    release: text('release'),
    progress: real('progress').notNull().default(0),
    records: integer('records').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    errors: jsonb('errors').$type<StoredRecordError[]>().notNull().default([]),
    /** Records imported with a part left out (a VAT rate that is not French): how many, and the first ones. */
    warned: integer('warned').notNull().default(0),
    warnings: jsonb('warnings').$type<StoredRecordError[]>().notNull().default([]),
    failure: jsonb('failure').$type<{ reason: MessageKey; params?: Record<string, string | number> }>(),
    taskId: text('task_id'),
    createdById: integer('created_by_id'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('onix_imports_created_idx').on(table.createdAt)],
);

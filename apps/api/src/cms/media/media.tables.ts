import type { TMediaRenditionName, TMediaType } from '@colophon/contract';
import { mediaTypes } from '@colophon/contract';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../../users/users.tables.ts';
import { type ByLocale, editable } from '../categories/categories.tables.ts';

export type MediaText = { title: string; altText: string | null };

/** A size of a picture made for the site, in the storage under `key`. */
export type StoredRendition = {
  name: TMediaRenditionName;
  key: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
};

/**
 * A media of the library: an uploaded file (its original under `storage_key`, a picture's sizes in
 * `renditions`) or a link to a provider (`external_url`, shown through `embed_url`). Posts use it
 * through `post_media`; whatever else uses one references `media.id` with `on delete restrict`.
 */
export const media = pgTable(
  'media',
  {
    ...editable,
    mediaType: text('media_type', { enum: mediaTypes }).$type<TMediaType>().notNull(),
    localizations: jsonb('localizations').$type<ByLocale<MediaText>>().notNull(),
    fileName: text('file_name'),
    contentType: text('content_type'),
    byteSize: integer('byte_size'),
    width: integer('width'),
    height: integer('height'),
    storageKey: text('storage_key'),
    renditions: jsonb('renditions').$type<StoredRendition[]>().notNull().default([]),
    externalUrl: text('external_url'),
    embedUrl: text('embed_url'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('media_type_idx').on(table.mediaType, table.createdAt),
    index('media_created_idx').on(table.createdAt),
  ],
);

export type MediaRow = typeof media.$inferSelect;

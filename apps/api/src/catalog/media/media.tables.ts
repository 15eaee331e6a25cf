import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../products/products.tables.ts';

/** A picture of a product: the original and its thumbnail are in the storage, under these keys. */
export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    contentType: text('content_type', { enum: ['image/jpeg', 'image/png', 'image/webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_pictures_product_idx').on(table.productId, table.position),
    uniqueIndex('product_pictures_one_cover_key').on(table.productId).where(sql`${table.isCover}`),
  ],
);

/** A file attached to a product, in the storage under `storageKey`. */
export const productFiles = pgTable(
  'product_files',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_files_product_idx').on(table.productId)],
);

/**
 * The thumbnail made from a product's cover address (the feed's `coverUrl`), by the cache refresh.
 * `sourceUrl` tells which address it was made from; `error` why the last try failed.
 */
export const productCovers = pgTable('product_covers', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sourceUrl: text('source_url').notNull(),
  thumbnailKey: text('thumbnail_key'),
  error: text('error'),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PictureRow = typeof productPictures.$inferSelect;
export type FileRow = typeof productFiles.$inferSelect;

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../products/products.tables.ts';

const editable = {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An author of the catalogue; products name them among their contributors (`products.authors`). */
export const authors = pgTable(
  'authors',
  {
    ...editable,
    name: text('name').notNull(),
    biography: text('biography'),
    photoUrl: text('photo_url'),
  },
  (table) => [uniqueIndex('authors_name_key').on(sql`lower(${table.name})`)],
);

/** A publisher's collection; products name it in `products.collections`. */
export const collections = pgTable(
  'collections',
  {
    ...editable,
    name: text('name').notNull(),
    publisher: text('publisher'),
    description: text('description'),
  },
  (table) => [
    uniqueIndex('collections_name_key').on(
      sql`lower(${table.name})`,
      sql`lower(coalesce(${table.publisher}, ''))`,
    ),
  ],
);

/** A reader's review of a product, moderated by staff. */
export const reviews = pgTable(
  'reviews',
  {
    ...editable,
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    authorName: text('author_name').notNull(),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['Pending', 'Approved', 'Rejected'] })
      .notNull()
      .default('Pending'),
  },
  (table) => [
    index('reviews_product_idx').on(table.productId),
    index('reviews_status_idx').on(table.status, table.reviewedOn),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

export type AuthorRow = typeof authors.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;

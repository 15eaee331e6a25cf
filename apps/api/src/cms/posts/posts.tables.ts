import type { TPostLocation, TPostStatus, TPostType } from '@colophon/contract';
import { postStatuses, postTypes } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../users/users.tables.ts';
import { categories, editable } from '../categories/categories.tables.ts';
import { media } from '../media/media.tables.ts';
import { signatures } from '../signatures/signatures.tables.ts';
import { tags } from '../tags/tags.tables.ts';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A post of the site's editorial content; its texts are in `post_localizations`. */
export const posts = pgTable(
  'posts',
  {
    ...editable,
    postType: text('post_type', { enum: postTypes }).$type<TPostType>().notNull(),
    status: text('status', { enum: postStatuses }).$type<TPostStatus>().notNull().default('Draft'),
    rejectionReason: text('rejection_reason'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    publicationStart: moment('publication_start'),
    publicationEnd: moment('publication_end'),
    eventStart: moment('event_start'),
    eventEnd: moment('event_end'),
    /** The seats of an event; null: no limit (event-registrations.service.ts counts them). */
    eventCapacity: integer('event_capacity'),
    location: jsonb('location').$type<TPostLocation>(),
    mediaUrl: text('media_url'),
    productEans: text('product_eans').array().notNull().default([]),
    relatedPostIds: integer('related_post_ids').array().notNull().default([]),
    signatureId: integer('signature_id').references(() => signatures.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('posts_public_idx').on(table.status, table.publicationStart),
    index('posts_type_idx').on(table.postType, table.status),
    index('posts_owner_idx').on(table.ownerId),
    // The site's lists walk the published posts newest first (posts.repository.ts, `publicOrder`).
    index('posts_published_order_idx')
      .on(sql`coalesce(${table.publicationStart}, ${table.createdAt}) desc`, sql`${table.id} desc`)
      .where(sql`${table.status} = 'Published'`),
  ],
);

/** A post's texts and SEO in one language; a relative URL is used once per language. */
export const postLocalizations = pgTable(
  'post_localizations',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    locale: text('locale', { enum: ['fr', 'en'] }).notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    lead: text('lead'),
    description: text('description'),
    relativeUrl: text('relative_url').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.locale] }),
    uniqueIndex('post_localizations_url_key').on(table.locale, table.relativeUrl),
  ],
);

export const postCategories = pgTable(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.categoryId] }),
    index('post_categories_category_idx').on(table.categoryId, table.postId),
  ],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.tagId] }),
    index('post_tags_tag_idx').on(table.tagId, table.postId),
  ],
);

/** The media of a post (its pictures first of all), in the order shown; a used media is not deleted by accident. */
export const postMedia = pgTable(
  'post_media',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'restrict' }),
    /**
     * Its place among the post's chosen media (0 is the main picture); null for a picture only
     * shown inside the post's texts, kept so that the library knows where it is used.
     */
    position: integer('position'),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.mediaId] }),
    index('post_media_media_idx').on(table.mediaId, table.postId),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type PostLocalizationRow = typeof postLocalizations.$inferSelect;

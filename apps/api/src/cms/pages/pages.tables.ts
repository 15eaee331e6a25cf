import type { Locale, TBloc, TPageLayout } from '@colophon/contract';
import { pageLayouts } from '@colophon/contract';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { editable } from '../categories/categories.tables.ts';

/**
 * A page of the site: a tree by `parent_id`, ordered among siblings by `position`. Its blocs are
 * kept whole, in order, with the page (they are saved and read with it, never alone); its texts
 * per language are in `page_localizations`, where the relative URL is unique per language.
 */
export const pages = pgTable(
  'pages',
  {
    ...editable,
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    layout: text('layout', { enum: pageLayouts }).$type<TPageLayout>().notNull().default('FullPage'),
    isPublished: boolean('is_published').notNull().default(false),
    blocs: jsonb('blocs').$type<TBloc[]>().notNull().default([]),
  },
  (table) => [index('pages_parent_idx').on(table.parentId, table.position)],
);

export const pageLocalizations = pgTable(
  'page_localizations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    relativeUrl: text('relative_url').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
  },
  (table) => [
    primaryKey({ columns: [table.pageId, table.locale] }),
    uniqueIndex('page_localizations_url_key').on(table.locale, table.relativeUrl),
  ],
);

export type PageRow = typeof pages.$inferSelect;
export type PageLocalizationRow = typeof pageLocalizations.$inferSelect;

import type { Locale } from '@colophon/contract';
import { type AnyPgColumn, index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';

export const editable = {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Localized fields kept side by side, by language (`{ fr: {…}, en: {…} }`). */
export type ByLocale<T> = Partial<Record<Locale, T>>;

export type CategoryText = { name: string; description: string | null };

/** A category of posts: a tree by `parent_id`, ordered among siblings by `position`. */
export const categories = pgTable(
  'categories',
  {
    ...editable,
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    localizations: jsonb('localizations').$type<ByLocale<CategoryText>>().notNull(),
  },
  (table) => [index('categories_parent_idx').on(table.parentId, table.position)],
);

export type CategoryRow = typeof categories.$inferSelect;

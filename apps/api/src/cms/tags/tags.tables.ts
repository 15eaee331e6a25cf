import { sql } from 'drizzle-orm';
import { jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { type ByLocale, editable } from '../categories/categories.tables.ts';

export type TagText = { name: string };

/** A tag of posts, named in each language; a name is used once per language. */
export const tags = pgTable(
  'tags',
  {
    ...editable,
    localizations: jsonb('localizations').$type<ByLocale<TagText>>().notNull(),
  },
  (table) => [
    uniqueIndex('tags_name_fr_key').on(sql`lower(${table.localizations}->'fr'->>'name')`),
    uniqueIndex('tags_name_en_key').on(sql`lower(${table.localizations}->'en'->>'name')`),
  ],
);

export type TagRow = typeof tags.$inferSelect;

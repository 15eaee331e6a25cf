import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { type ByLocale, editable } from '../categories/categories.tables.ts';

export type SignatureText = { name: string; role: string | null };

/** Who signs a post: a staff member or a guest, with their role and picture. */
export const signatures = pgTable('signatures', {
  ...editable,
  localizations: jsonb('localizations').$type<ByLocale<SignatureText>>().notNull(),
  pictureUrl: text('picture_url'),
});

export type SignatureRow = typeof signatures.$inferSelect;

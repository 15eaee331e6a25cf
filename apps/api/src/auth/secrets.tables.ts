import { pgTable, text } from 'drizzle-orm/pg-core';

/** Secrets the processes of one shop share, made once (the JWT key when JWT_SECRET is not set). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    userName: text('user_name'),
    /** Made in a session opened by a support user's sign-in link: that user's name. */
    viaLoginLinkBy: text('via_login_link_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (table) => [
    index('activity_log_entity_idx').on(table.entity, table.entityId),
    index('activity_log_user_idx').on(table.userId, table.at),
    index('activity_log_at_idx').on(table.at),
  ],
);

import type { TTargetRules } from '@colophon/contract';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../../sales/customers/customers.tables.ts';

/** A target: named rules over customers (contract `ZTargetRules`), also shown as a profile. */
export const targets = pgTable('analytics_targets', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().default(1),
  name: text('name').notNull(),
  description: text('description'),
  rules: jsonb('rules').$type<TTargetRules>().notNull(),
  displayOrder: integer('display_order').notNull().default(0),
  membersCount: integer('members_count'),
  membersComputedAt: timestamp('members_computed_at', { withTimezone: true }),
  recommendationsComputedAt: timestamp('recommendations_computed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TargetRow = typeof targets.$inferSelect;

/** Who belongs to a target, as `AffectAllTargetsToUsers` last worked it out (campaigns read it). */
export const targetMembers = pgTable(
  'analytics_target_members',
  {
    targetId: integer('target_id')
      .notNull()
      .references(() => targets.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.targetId, table.customerId] }),
    index('analytics_target_members_customer_idx').on(table.customerId),
  ],
);

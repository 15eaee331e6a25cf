import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/** Background tasks as staff see them; the pg-boss job of the same id does the work. */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    state: text('state', { enum: ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] })
      .notNull()
      .default('created'),
    progress: real('progress'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('background_tasks_created_idx').on(table.createdAt),
    index('background_tasks_state_idx').on(table.state),
  ],
);

import { and, count, eq, isNotNull } from 'drizzle-orm';
import { reviews } from '../catalog/generic-lists/generic-lists.tables.ts';
import type { Executor } from '../db/database.ts';
import { mails } from '../mails/mails.tables.ts';
import { countContactMessagesByStatus } from '../sales/messages/messages.repository.ts';
import { listTasks } from '../tasks/tasks.repository.ts';

/** The figures of the home screen, each read from its feature's tables. */
export const dashboardFigures = {
  messages: async (executor: Executor) => {
    const rows = await countContactMessagesByStatus(executor, ['Pending', 'Progress']);
    const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    return { pending: of('Pending'), progress: of('Progress') };
  },
  reviews: async (executor: Executor) => {
    const [row] = await executor
      .select({ count: count() })
      .from(reviews)
      .where(eq(reviews.status, 'Pending'));
    return { pending: row?.count ?? 0 };
  },
  mails: async (executor: Executor) => {
    const [row] = await executor
      .select({ count: count() })
      .from(mails)
      .where(and(eq(mails.processed, false), isNotNull(mails.lastError)));
    return { failing: row?.count ?? 0 };
  },
  tasks: async (executor: Executor) => ({
    failed: (await listTasks(executor, { state: 'failed', page: 1, pageSize: 1 })).totalCount,
  }),
};

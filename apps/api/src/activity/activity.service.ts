import type { TActivity, TActivityListQuery } from '@colophon/contract';
import type { Services } from '../services.ts';
import { listActivities } from './activity.repository.ts';

/** The activity log as staff read it. */
export const createActivityService = ({ db }: Pick<Services, 'db'>) => ({
  list: async (query: TActivityListQuery) => {
    const { rows, totalCount } = await listActivities(db, query);
    const items: TActivity[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return { items, totalCount };
  },
});

import { activityEndpoints, type TActivity } from '@colophon/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../http/serve.ts';
import type { Services } from '../services.ts';
import { listActivities } from './activity.repository.ts';

export const registerActivityRoutes = (app: FastifyInstance, { db }: Services) => {
  serve(app, activityEndpoints.list, async ({ query }) => {
    const { rows, totalCount } = await listActivities(db, query);
    const items: TActivity[] = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
    return { items, totalCount };
  });
};

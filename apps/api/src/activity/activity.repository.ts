import type { TActivityListQuery } from '@colophon/contract';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { containing, pageWindow } from '../db/paging.ts';
import { activityLog } from './activity.tables.ts';

/** The shop's calendar: a day of the filters starts at midnight there. */
const SHOP_TIME_ZONE = 'Europe/Paris';

const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const startOfNextDay = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

const listFilter = (query: TActivityListQuery): SQL | undefined =>
  and(
    query.userId === undefined ? undefined : eq(activityLog.userId, query.userId),
    query.entity ? eq(activityLog.entity, query.entity) : undefined,
    query.entityId ? eq(activityLog.entityId, query.entityId) : undefined,
    query.from ? gte(activityLog.at, startOfDay(query.from)) : undefined,
    query.to ? lt(activityLog.at, startOfNextDay(query.to)) : undefined,
    query.search
      ? or(
          ilike(activityLog.userName, containing(query.search)),
          ilike(activityLog.action, containing(query.search)),
        )
      : undefined,
  );

export const listActivities = async (executor: Executor, query: TActivityListQuery) => {
  const where = listFilter(query);
  const { limit, offset } = pageWindow(query);
  const order =
    query.sort === 'at'
      ? [asc(activityLog.at), asc(activityLog.id)]
      : [desc(activityLog.at), desc(activityLog.id)];
  const rows = await executor
    .select()
    .from(activityLog)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const [total] = await executor.select({ count: count() }).from(activityLog).where(where);
  return { rows, totalCount: total?.count ?? 0 };
};

import type { TActivityListQuery } from '@colophon/contract';
import { and, asc, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { containing, listPage } from '../db/paging.ts';
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
  return listPage(executor, query, {
    select: () => executor.select().from(activityLog).$dynamic(),
    where,
    orderBy:
      query.sort === 'at'
        ? [asc(activityLog.at), asc(activityLog.id)]
        : [desc(activityLog.at), desc(activityLog.id)],
  });
};

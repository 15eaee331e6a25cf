import type { Locale, TEventRegistrationExportQuery, TEventRegistrationListQuery } from '@colophon/contract';
import { and, count, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { postLocalizations, posts } from '../posts/posts.tables.ts';
import { eventRegistrations } from './event-registrations.tables.ts';

const localized = alias(postLocalizations, 'localized');
const french = alias(postLocalizations, 'french');

const eventTitle = sql<string>`coalesce(${localized.title}, ${french.title}, '')`;

const filters = (query: { eventId?: number | undefined; search?: string | undefined }) =>
  and(
    query.eventId ? eq(eventRegistrations.eventId, query.eventId) : undefined,
    query.search
      ? or(
          ilike(eventRegistrations.lastName, containing(query.search)),
          ilike(eventRegistrations.firstName, containing(query.search)),
          ilike(eventRegistrations.email, containing(query.search)),
        )
      : undefined,
  );

const selectRegistrations = (executor: Executor, locale: Locale) =>
  executor
    .select({ registration: eventRegistrations, eventTitle })
    .from(eventRegistrations)
    .leftJoin(localized, and(eq(localized.postId, eventRegistrations.eventId), eq(localized.locale, locale)))
    .leftJoin(french, and(eq(french.postId, eventRegistrations.eventId), eq(french.locale, 'fr')))
    .$dynamic();

export const listRegistrations = (executor: Executor, query: TEventRegistrationListQuery, locale: Locale) => {
  const sortable = {
    createdAt: eventRegistrations.createdAt,
    lastName: sql`lower(${eventRegistrations.lastName})`,
    email: eventRegistrations.email,
    eventTitle: sql`lower(${eventTitle})`,
  };
  return listPage(executor, query, {
    select: () => selectRegistrations(executor, locale),
    where: filters(query),
    orderBy: sortOrder(
      (query.sort ?? '-createdAt') as keyof typeof sortable,
      sortable,
      eventRegistrations.id,
    ),
  });
};

/** One batch of the export, after the registration `afterId`, in id order. */
export const registrationsAfter = (
  executor: Executor,
  query: TEventRegistrationExportQuery,
  locale: Locale,
  afterId: number,
  limit: number,
) =>
  selectRegistrations(executor, locale)
    .where(and(filters(query), gt(eventRegistrations.id, afterId)) as SQL)
    .orderBy(eventRegistrations.id)
    .limit(limit);

export const listEvents = (executor: Executor, locale: Locale) =>
  executor
    .select({
      id: posts.id,
      title: sql<string>`coalesce(${localized.title}, ${french.title}, '')`,
      postStatus: posts.status,
      eventStart: posts.eventStart,
      eventCapacity: posts.eventCapacity,
      registrationsCount: sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.eventId} = ${posts.id})`,
    })
    .from(posts)
    .leftJoin(localized, and(eq(localized.postId, posts.id), eq(localized.locale, locale)))
    .leftJoin(french, and(eq(french.postId, posts.id), eq(french.locale, 'fr')))
    .where(eq(posts.postType, 'Event'))
    .orderBy(sql`${posts.eventStart} desc nulls last`, desc(posts.id))
    .limit(500);

/** The event row, locked until the transaction ends: registrations to one event queue up here. */
export const lockEvent = async (executor: Executor, eventId: number) => {
  const [event] = await executor.select().from(posts).where(eq(posts.id, eventId)).for('update');
  return event ?? null;
};

export const countRegistrations = async (executor: Executor, eventId: number) => {
  const [row] = await executor
    .select({ count: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return row?.count ?? 0;
};

import type { Locale, TEventRegistrationExportQuery, TEventRegistrationListQuery } from '@colophon/contract';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
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

/** Whether this address (any case) already holds a seat of the event. */
export const isRegistered = async (executor: Executor, eventId: number, email: string) => {
  const [row] = await executor
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), sql`lower(${eventRegistrations.email}) = lower(${email})`),
    )
    .limit(1);
  return row !== undefined;
};

export const countRegistrations = async (executor: Executor, eventId: number) => {
  const [row] = await executor
    .select({ count: count() })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return row?.count ?? 0;
};

/**
 * Takes the registrations whose reminder is due (a published event starting between `now` and
 * `until`, no reminder yet): marks them reminded and answers them, at most `limit`. Rows another
 * worker holds are skipped, and a row marked meanwhile is not taken again: each is answered once.
 */
export const takeDueReminders = (executor: Executor, now: Date, until: Date, limit: number) => {
  const due = executor
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .innerJoin(posts, eq(posts.id, eventRegistrations.eventId))
    .where(
      and(
        isNull(eventRegistrations.reminderSentAt),
        eq(posts.postType, 'Event'),
        eq(posts.status, 'Published'),
        gt(posts.eventStart, now),
        lte(posts.eventStart, until),
      ),
    )
    .orderBy(eventRegistrations.id)
    .limit(limit)
    .for('update', { of: eventRegistrations, skipLocked: true });
  return executor
    .update(eventRegistrations)
    .set({ reminderSentAt: now })
    .where(and(inArray(eventRegistrations.id, due), isNull(eventRegistrations.reminderSentAt)))
    .returning();
};

/** What a reminder says of its events: start, place and title in each language. */
export const remindedEvents = async (executor: Executor, ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      id: posts.id,
      eventStart: posts.eventStart,
      location: posts.location,
      locale: postLocalizations.locale,
      title: postLocalizations.title,
    })
    .from(posts)
    .leftJoin(postLocalizations, eq(postLocalizations.postId, posts.id))
    .where(inArray(posts.id, ids));
  const events = new Map<
    number,
    { eventStart: Date | null; location: (typeof rows)[number]['location']; titles: Map<string, string> }
  >();
  for (const row of rows) {
    const event = events.get(row.id) ?? {
      eventStart: row.eventStart,
      location: row.location,
      titles: new Map(),
    };
    if (row.locale && row.title) event.titles.set(row.locale, row.title);
    events.set(row.id, event);
  }
  return [...events.entries()].map(([id, event]) => ({ id, ...event }));
};

export type RegistrationValues = Omit<
  typeof eventRegistrations.$inferInsert,
  'id' | 'createdAt' | 'reminderSentAt'
>;

export const insertRegistration = async (executor: Executor, values: RegistrationValues) => {
  const [row] = await executor
    .insert(eventRegistrations)
    .values(values)
    .returning({ id: eventRegistrations.id });
  return row;
};

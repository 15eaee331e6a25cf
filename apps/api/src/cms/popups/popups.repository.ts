import type { TPopupListQuery } from '@colophon/contract';
import { and, eq, gt, ilike, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { popups } from './popups.tables.ts';

export type PopupValues = Omit<typeof popups.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

const sortable = {
  title: sql`lower(${popups.title})`,
  startTime: popups.startTime,
  endTime: popups.endTime,
  updatedAt: popups.updatedAt,
};

/** Started (or no start) and not ended (or no end) at `now`. */
const inWindow = (now: Date) =>
  and(
    or(isNull(popups.startTime), lte(popups.startTime, now)),
    or(isNull(popups.endTime), gt(popups.endTime, now)),
  );

const stateIs = (state: NonNullable<TPopupListQuery['state']>, now: Date): SQL | undefined => {
  switch (state) {
    case 'Inactive':
      return eq(popups.isActive, false);
    case 'Current':
      return and(eq(popups.isActive, true), inWindow(now));
    case 'Scheduled':
      return and(eq(popups.isActive, true), gt(popups.startTime, now));
    case 'Ended':
      return and(eq(popups.isActive, true), lte(popups.endTime, now));
  }
};

export const listPopups = (executor: Executor, query: TPopupListQuery, now: Date) =>
  listPage(executor, query, {
    select: () => executor.select().from(popups).$dynamic(),
    where: and(
      query.search
        ? or(ilike(popups.title, containing(query.search)), ilike(popups.html, containing(query.search)))
        : undefined,
      query.isActive === undefined ? undefined : eq(popups.isActive, query.isActive),
      query.state ? stateIs(query.state, now) : undefined,
    ),
    orderBy: sortOrder(query.sort ?? '-updatedAt', sortable, popups.id),
  });

export const findPopup = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(popups).where(eq(popups.id, id));
  return row ?? null;
};

/**
 * Saves of popups take turns (a transaction-scoped lock), so that two active popups saved at once
 * cannot both pass the overlap check.
 */
export const lockPopups = (executor: Executor) =>
  executor.execute(sql`select pg_advisory_xact_lock(hashtext('colophon.popups'))`);

/** An active popup other than `exceptId` whose window meets [start, end) (null: unbounded). */
export const overlappingActivePopup = async (
  executor: Executor,
  window: { startTime: Date | null; endTime: Date | null },
  exceptId: number | null,
) => {
  const [row] = await executor
    .select({ id: popups.id, title: popups.title })
    .from(popups)
    .where(
      and(
        eq(popups.isActive, true),
        exceptId === null ? undefined : ne(popups.id, exceptId),
        // Two half-open windows meet unless one ends before (or as) the other starts.
        window.endTime === null
          ? undefined
          : or(isNull(popups.startTime), lt(popups.startTime, window.endTime)),
        window.startTime === null
          ? undefined
          : or(isNull(popups.endTime), gt(popups.endTime, window.startTime)),
      ),
    )
    .orderBy(popups.id)
    .limit(1);
  return row ?? null;
};

/** The active popup inside its window at `now` (at most one, by the overlap rule). */
export const currentPopup = async (executor: Executor, now: Date) => {
  const [row] = await executor
    .select()
    .from(popups)
    .where(and(eq(popups.isActive, true), inWindow(now)))
    .orderBy(popups.id)
    .limit(1);
  return row ?? null;
};

/** The next moment after `now` at which an active popup starts or ends: the public answer changes then. */
export const nextPopupChange = async (executor: Executor, now: Date): Promise<Date | null> => {
  const moment = now.toISOString();
  const [row] = await executor
    .select({
      at: sql<Date | string | null>`least(
        min(${popups.startTime}) filter (where ${popups.startTime} > ${moment}::timestamptz),
        min(${popups.endTime}) filter (where ${popups.endTime} > ${moment}::timestamptz))`,
    })
    .from(popups)
    .where(eq(popups.isActive, true));
  const at = row?.at ?? null;
  return at === null ? null : new Date(at);
};

export const insertPopup = async (executor: Executor, values: PopupValues) => {
  const [row] = await executor.insert(popups).values(values).returning({ id: popups.id });
  if (!row) throw new Error('the popup was not inserted');
  return row.id;
};

export const updatePopup = (executor: Executor, id: number, version: number, values: PopupValues) =>
  updateAtVersion(executor, popups, id, version, values);

export const deletePopup = (executor: Executor, id: number) =>
  executor.delete(popups).where(eq(popups.id, id));

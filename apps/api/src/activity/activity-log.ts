import type { Executor } from '../db/database.ts';
import type { SignedInUser } from '../http/request-context.ts';
import { activityLog } from './activity.tables.ts';

type Row = Record<string, unknown>;

/** Fields whose values never go to the log; that they changed is still recorded. */
const SECRET_FIELDS = new Set(['passwordHash', 'password', 'tokenHash']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two states of a row, with both values. */
export const changedFields = (before: Row | null, after: Row | null) => {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'version') continue;
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (same(was, is)) continue;
    changes[key] = SECRET_FIELDS.has(key) ? { before: '***', after: '***' } : { before: was, after: is };
  }
  return changes;
};

export interface Activity {
  entity: string;
  entityId: string | number;
  action: 'create' | 'update' | 'delete' | string;
  before?: Row | null;
  after?: Row | null;
}

const logRow = (user: SignedInUser | null, activity: Activity) => ({
  userId: user?.id ?? null,
  userName: user?.userName ?? null,
  viaLoginLinkBy: user?.viaLoginLinkBy ?? null,
  entity: activity.entity,
  entityId: String(activity.entityId),
  action: activity.action,
  changes: changedFields(activity.before ?? null, activity.after ?? null),
});

/** Writes one change to the activity log, in the transaction that makes it. */
export const recordActivity = async (executor: Executor, user: SignedInUser | null, activity: Activity) => {
  await executor.insert(activityLog).values(logRow(user, activity));
};

/** Rows per statement: far below PostgreSQL's 65 535 bind parameters (seven a row). */
const ROWS_PER_INSERT = 5000;

/** Writes many changes of one user to the activity log, one row per change, in as few statements as can be. */
export const recordActivities = async (
  executor: Executor,
  user: SignedInUser | null,
  activities: Activity[],
) => {
  for (let start = 0; start < activities.length; start += ROWS_PER_INSERT) {
    const slice = activities.slice(start, start + ROWS_PER_INSERT);
    await executor.insert(activityLog).values(slice.map((activity) => logRow(user, activity)));
  }
};

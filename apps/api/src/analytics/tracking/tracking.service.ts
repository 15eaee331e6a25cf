import {
  ACTION_RETENTION_DAYS,
  actionTypes,
  type Locale,
  type ParsedBody,
  siteActionTypes,
  TRACK_MAX_AGE_DAYS,
  type trackingEndpoints,
  translate,
} from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { shopDay } from '../../shop/shop-days.ts';
import {
  aggregateOldActions,
  customerExists,
  eraseCustomerActions,
  eraseVisitor,
  firstActionDay,
  insertActions,
  lastRolledUpDay,
  productIdsByEan,
  rollUpDays,
  upsertVisitor,
} from './tracking.repository.ts';

type TrackBatch = ParsedBody<typeof trackingEndpoints.track>;

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** A visitor's clock may run a little ahead of ours. */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Old actions are added up this many at a time, each batch in its own transaction. */
export const AGGREGATE_BATCH = 50_000;

export const createTrackingService = ({ db }: Pick<Services, 'db'>) => ({
  /**
   * One batch of a visitor's actions. With consent, the actions of the last days are stored under
   * the visitor (and its customer, once an order tied them); without, nothing is stored and what was
   * stored under this visitor is erased: withdrawing consent takes effect at once.
   */
  track: (batch: TrackBatch, now = new Date()) =>
    db.transaction(async (tx) => {
      if (!batch.consent) return { stored: 0, erased: await eraseVisitor(tx, batch.visitorGuid) };
      const oldest = now.getTime() - TRACK_MAX_AGE_DAYS * DAY_MS;
      const kept = batch.actions.filter((action) => {
        const at = Date.parse(action.occurredAt);
        return at >= oldest && at <= now.getTime() + CLOCK_SKEW_MS;
      });
      const customerId = await upsertVisitor(tx, batch.visitorGuid);
      const productIds = await productIdsByEan(
        tx,
        kept.flatMap((action) => (action.ean ? [action.ean] : [])),
      );
      const stored = await insertActions(
        tx,
        kept.map((action) => ({
          occurredAt: new Date(action.occurredAt),
          type: action.type,
          visitorGuid: batch.visitorGuid,
          customerId,
          productId: action.ean ? (productIds.get(action.ean) ?? null) : null,
          query: action.query,
          postId: action.postId,
        })),
      );
      return { stored, erased: 0 };
    }),

  actionTypes: (locale: Locale) =>
    actionTypes.map((id) => ({
      id,
      label: translate(`actionType${id}`, locale),
      fromSite: (siteActionTypes as readonly string[]).includes(id),
    })),

  /** The right to erasure: a customer's actions and visitor ids go, with a line in the activity log. */
  eraseCustomer: (customerId: number, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      if (!(await customerExists(tx, customerId))) throw notFound();
      const erased = await eraseCustomerActions(tx, customerId);
      await recordActivity(tx, by, {
        entity: 'CustomerActions',
        entityId: customerId,
        action: 'delete',
        before: { actions: erased },
      });
      return { erased };
    }),

  /**
   * Counts every whole Paris day before today into the rollup: the days after the last one it holds,
   * and the last TRACK_MAX_AGE_DAYS + 1 again (a batch may bring actions that old). Answers the days
   * counted.
   */
  rollUpActions: async (now = new Date()) =>
    db.transaction(async (tx) => {
      const today = shopDay(now);
      const last = await lastRolledUpDay(tx);
      const from =
        last === null
          ? await firstActionDay(tx)
          : [addDays(last, 1), addDays(today, -(TRACK_MAX_AGE_DAYS + 1))].sort()[0];
      if (!from || from >= today) return 0;
      await rollUpDays(tx, from, today);
      return Math.round((Date.parse(today) - Date.parse(from)) / DAY_MS);
    }),

  /** Adds up and drops the actions past the retention period; answers how many went. */
  expireOldActions: async (now = new Date(), progress?: (fraction: number) => Promise<void>) => {
    const before = new Date(now.getTime() - ACTION_RETENTION_DAYS * DAY_MS);
    let total = 0;
    for (;;) {
      const gone = await db.transaction((tx) => aggregateOldActions(tx, before, AGGREGATE_BATCH));
      total += gone;
      if (gone < AGGREGATE_BATCH) break;
      await progress?.(0.5);
    }
    return total;
  },
});

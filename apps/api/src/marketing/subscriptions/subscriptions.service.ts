import type { Locale, ParsedBody, subscriptionEndpoints, TSubscriptionListQuery } from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import { byLocale, textIn } from '../../cms/localized-texts.ts';
import type { Executor } from '../../db/database.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { type SubscriptionStatsQuery, subscriptionStats } from './subscription-stats.repository.ts';
import {
  activeSubscriberCounts,
  allSubscriptions,
  deleteSubscription,
  findSubscription,
  insertSubscription,
  listSubscriptions,
  updateSubscription,
} from './subscriptions.repository.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';
import { subscriptionSnapshot, toSubscription } from './subscriptions.views.ts';

type SubscriptionCreate = ParsedBody<typeof subscriptionEndpoints.create>;
type SubscriptionUpdate = ParsedBody<typeof subscriptionEndpoints.update>;

const subscriptions = audited({
  entity: 'Subscription',
  find: findSubscription,
  snapshot: subscriptionSnapshot,
});

const valuesOf = (input: SubscriptionCreate) => ({
  subscriptionType: input.subscriptionType,
  identifier: input.identifier === '' ? null : input.identifier,
  localizations: byLocale(input.localizations),
});

export const createSubscriptionsService = ({ db }: Services) => {
  const view = async (executor: Executor, row: SubscriptionRow, locale: Locale) =>
    toSubscription(row, (await activeSubscriberCounts(executor, [row.id])).get(row.id) ?? 0, locale);

  return {
    list: async (query: TSubscriptionListQuery, locale: Locale) => {
      const { rows, totalCount } = await listSubscriptions(db, query);
      const counts = await activeSubscriberCounts(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => toSubscription(row, counts.get(row.id) ?? 0, locale)), totalCount };
    },

    get: async (id: number, locale: Locale) => view(db, await subscriptions.read(db, id), locale),

    /** Joins, leaves and active subscribers per shop day. */
    stats: (query: SubscriptionStatsQuery) => subscriptionStats(db, query),

    pairs: async (locale: Locale) => {
      const collator = new Intl.Collator(locale);
      return (await allSubscriptions(db))
        .map((row) => ({ id: row.id, name: textIn(row.localizations, locale).name }))
        .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    },

    create: (input: SubscriptionCreate, by: SignedInUser | null, locale: Locale) =>
      db.transaction(async (tx) =>
        view(
          tx,
          await subscriptions.create(tx, by, async () => (await insertSubscription(tx, valuesOf(input))).id),
          locale,
        ),
      ),

    update: (input: SubscriptionUpdate, by: SignedInUser | null, locale: Locale) =>
      db.transaction(async (tx) =>
        view(
          tx,
          await subscriptions.update(tx, by, input.id, () =>
            updateSubscription(tx, input.id, input.version, valuesOf(input)),
          ),
          locale,
        ),
      ),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) => subscriptions.removeAll(tx, by, ids, (_, id) => deleteSubscription(tx, id))),
  };
};

import type { Locale, TSubscribe, TSubscriberExportQuery, TSubscriberListQuery } from '@colophon/contract';
import { recordActivities } from '../../activity/activity-log.ts';
import { recordServerAction } from '../../analytics/tracking/tracking.repository.ts';
import { hashToken, newOpaqueToken } from '../../auth/access-tokens.ts';
import { textIn } from '../../cms/localized-texts.ts';
import type { Executor, Tx } from '../../db/database.ts';
import { batchesById } from '../../db/paging.ts';
import { invalidField, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import {
  confirmSubscriber,
  findCustomerIdByEmail,
  insertSubscriptionEvents,
  type LeavingSubscribers,
  listSubscribers,
  lockLeavingSubscribers,
  markUnsubscribed,
  subscribersAfter,
  upsertPendingSubscriber,
} from './subscribers.repository.ts';
import { toSubscriber } from './subscribers.views.ts';
import { findSubscription } from './subscriptions.repository.ts';

const UNSUBSCRIBE = 'subscription-unsubscribe';

/** The subscribers of the export, in batches by id, so that a large export streams. */
async function* subscriberBatches(executor: Executor, query: TSubscriberExportQuery) {
  const batches = batchesById(
    (afterId, limit) => subscribersAfter(executor, query, afterId, limit),
    (row) => row.subscriber.id,
  );
  for await (const rows of batches) yield rows.map(toSubscriber);
}

/**
 * Double opt-in and one-click unsubscribe. The confirmation token is random and only its hash is
 * kept, cleared once used; the unsubscribe token is the subscriber's id signed with the shop's key,
 * so every mail of the subscription can carry it and nothing readable is stored.
 */
export const createSubscribersService = ({ db, config, mails, signer }: Services) => {
  const unsubscribeUrl = (subscriberId: number) => {
    const url = new URL('/Public/Subscription/Unsubscribe', config.PUBLIC_API_URL);
    url.searchParams.set('token', signer.sign(UNSUBSCRIBE, String(subscriberId)));
    return url.toString();
  };

  /** The headers every mail of a subscription carries (RFC 8058). */
  const unsubscribeHeaders = (subscriberId: number) => ({
    'List-Unsubscribe': `<${unsubscribeUrl(subscriberId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });

  /**
   * Unsubscribes the matching rows; a leave is counted for those that were active. `then` runs in the
   * same transaction with the rows taken out (the activity log of a forced unsubscription).
   */
  const leave = (
    which: LeavingSubscribers,
    then?: (tx: Tx, rows: { id: number; email: string; confirmedAt: Date | null }[]) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const rows = await lockLeavingSubscribers(tx, which);
      if (rows.length === 0) return rows;
      await markUnsubscribed(
        tx,
        rows.map((row) => row.id),
      );
      const leaving = rows.filter((row) => row.confirmedAt !== null && row.unsubscribedAt === null);
      if (leaving.length > 0)
        await insertSubscriptionEvents(
          tx,
          leaving.map((row) => ({ subscriptionId: row.subscriptionId, subscriberId: row.id, kind: 'leave' })),
        );
      await then?.(tx, rows);
      return rows;
    });

  return {
    unsubscribeUrl,
    unsubscribeHeaders,

    subscribe: (input: Required<TSubscribe>, locale: Locale) =>
      db.transaction(async (tx) => {
        const subscription = await findSubscription(tx, input.subscriptionId);
        if (!subscription) throw invalidField('subscriptionId', 'notFound');
        const { token, hash } = newOpaqueToken();
        // An active subscriber, or an address mailed a confirmation lately, asking again gets no
        // mail: the answer is the same all the same.
        const row = await upsertPendingSubscriber(
          tx,
          {
            subscriptionId: subscription.id,
            email: input.email,
            customerId: await findCustomerIdByEmail(tx, input.email),
            confirmTokenHash: hash,
          },
          config.SUBSCRIPTION_CONFIRMATION_MINUTES,
        );
        if (!row) return null;
        const confirmUrl = new URL('/subscription/confirm', config.SITE_URL);
        confirmUrl.searchParams.set('token', token);
        await mails.queue(tx, {
          to: input.email,
          template: 'subscriptionConfirmation',
          locale,
          data: {
            subscriptionName: textIn(subscription.localizations, locale).name,
            confirmUrl: confirmUrl.toString(),
            unsubscribeUrl: unsubscribeUrl(row.id),
          },
          extra: { subscriptionId: subscription.id },
          headers: unsubscribeHeaders(row.id),
        });
        return null;
      }),

    confirm: (token: string, visitorGuid: string | null = null) =>
      db.transaction(async (tx) => {
        const row = await confirmSubscriber(tx, hashToken(token));
        if (!row) throw invalidField('token', 'subscriptionLinkInvalid');
        await insertSubscriptionEvents(tx, [
          { subscriptionId: row.subscriptionId, subscriberId: row.id, kind: 'join' },
        ]);
        await recordServerAction(tx, {
          type: 'Subscribed',
          customerId: row.customerId,
          email: row.email,
          visitorGuid,
          sourceId: row.subscriptionId,
        });
        return null;
      }),

    unsubscribe: async (token: string) => {
      const id = Number(signer.verify(UNSUBSCRIBE, token) ?? Number.NaN);
      if (!Number.isSafeInteger(id)) throw invalidField('token', 'subscriptionLinkInvalid');
      const rows = await leave({ id });
      if (rows.length === 0) throw invalidField('token', 'subscriptionLinkInvalid');
      return null;
    },

    list: async (query: TSubscriberListQuery) => {
      if (!(await findSubscription(db, query.subscriptionId))) throw notFound();
      const { rows, totalCount } = await listSubscribers(db, query);
      return { items: rows.map(toSubscriber), totalCount };
    },

    /** The subscribers of the export in batches; 404 up front for a subscription that is not there. */
    exportBatches: async (query: TSubscriberExportQuery) => {
      if (!(await findSubscription(db, query.subscriptionId))) throw notFound();
      return subscriberBatches(db, query);
    },

    /** Staff take an address out (its owner asked them): the activity log keeps who did it. */
    forceUnsubscribe: async (subscriptionId: number, email: string, by: SignedInUser | null) => {
      const rows = await leave({ subscriptionId, email }, (tx, taken) =>
        recordActivities(
          tx,
          by,
          taken.map((row) => ({
            entity: 'Subscription',
            entityId: subscriptionId,
            action: 'ForceUnSubscribe',
            // The address is the field that changed: from active (or pending) to unsubscribed.
            before: { [row.email]: row.confirmedAt ? 'Active' : 'Pending' },
            after: { [row.email]: 'Unsubscribed' },
          })),
        ),
      );
      if (rows.length === 0) throw notFound();
      return null;
    },
  };
};

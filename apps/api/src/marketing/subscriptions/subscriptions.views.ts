import type { Locale, TSubscription } from '@colophon/contract';
import { localizationList, textIn } from '../../cms/localized-texts.ts';
import type { SubscriptionRow } from './subscriptions.tables.ts';

export const toSubscription = (
  row: SubscriptionRow,
  activeSubscribers: number,
  locale: Locale,
): TSubscription => ({
  id: row.id,
  version: row.version,
  subscriptionType: row.subscriptionType,
  identifier: row.identifier,
  localizations: localizationList(row.localizations),
  name: textIn(row.localizations, locale).name,
  activeSubscribers,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const subscriptionSnapshot = (row: SubscriptionRow) => ({
  subscriptionType: row.subscriptionType,
  identifier: row.identifier,
  localizations: row.localizations,
});

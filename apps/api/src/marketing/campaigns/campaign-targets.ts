import type { Locale, TMailTarget } from '@colophon/contract';
import { textIn } from '../../cms/localized-texts.ts';
import type { Executor } from '../../db/database.ts';
import { activeSubscriberCounts, allSubscriptions } from '../subscriptions/subscriptions.repository.ts';
import { addSubscriberRecipients, addTargetRecipients, analyticsTargets } from './campaigns.repository.ts';

/**
 * Where the recipients of a target kind that names ids come from. A kind with no source is listed
 * by MailCampainTargets as unavailable and refused on a campaign; a new kind adds its source here
 * (its targets, and an insert of their addresses into the campaign's recipients, once per address).
 */
export interface RecipientSource {
  /** Every target of the kind, named in the caller's language, with the addresses it reaches now. */
  targets(executor: Executor, locale: Locale): Promise<{ id: number; name: string; recipients: number }[]>;
  /** Adds the targets' addresses to the campaign's recipients (once per address, the gone left out). */
  addRecipients(executor: Executor, campaignId: number, ids: number[]): Promise<void>;
}

const subscriptionSource: RecipientSource = {
  async targets(executor, locale) {
    const rows = await allSubscriptions(executor);
    const counts = await activeSubscriberCounts(
      executor,
      rows.map((row) => row.id),
    );
    const collator = new Intl.Collator(locale);
    return rows
      .map((row) => ({
        id: row.id,
        name: textIn(row.localizations, locale).name,
        recipients: counts.get(row.id) ?? 0,
      }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  },
  addRecipients: addSubscriberRecipients,
};

/**
 * The customers of analytics targets, as `AffectAllTargetsToUsers` last worked them out; they leave
 * by the campaigns' own one-click link (no subscription names them).
 */
const analyticsTargetSource: RecipientSource = {
  targets: (executor) => analyticsTargets(executor),
  addRecipients: addTargetRecipients,
};

/** The sources of the kinds that name ids; `EmailList` carries its addresses itself. */
export const recipientSources: Partial<Record<Exclude<TMailTarget, 'EmailList'>, RecipientSource>> = {
  SubscriptionId: subscriptionSource,
  AnalyticsTargetIds: analyticsTargetSource,
};

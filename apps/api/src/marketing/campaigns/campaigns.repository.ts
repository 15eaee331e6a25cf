import type { TCampaignListQuery, TCampaignProgress, TCampaignStatus } from '@colophon/contract';
import {
  and,
  asc,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { targetMembers, targets } from '../../analytics/targets/targets.tables.ts';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { mails } from '../../mails/mails.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { subscribers } from '../subscriptions/subscriptions.tables.ts';
import { type CampaignRow, campaignOptOuts, campaignRecipients, campaigns } from './campaigns.tables.ts';

/** A campaign mail is given up after this many tries. */
export const CAMPAIGN_MAIL_TRIES = 5;

export type CampaignValues = Pick<
  typeof campaigns.$inferInsert,
  | 'name'
  | 'subject'
  | 'locale'
  | 'contentType'
  | 'content'
  | 'mailTarget'
  | 'emailList'
  | 'targetIds'
  | 'dontSendBeforeDateUtc'
>;

const sortable = {
  name: sql`lower(${campaigns.name})`,
  subject: sql`lower(${campaigns.subject})`,
  dontSendBeforeDateUtc: campaigns.dontSendBeforeDateUtc,
  createdAt: campaigns.createdAt,
  updatedAt: campaigns.updatedAt,
};

export const listCampaigns = (executor: Executor, query: TCampaignListQuery) =>
  listPage(executor, query, {
    select: () => executor.select().from(campaigns).$dynamic(),
    where: and(
      query.search
        ? or(
            ilike(campaigns.name, containing(query.search)),
            ilike(campaigns.subject, containing(query.search)),
          )
        : undefined,
      query.status ? eq(campaigns.status, query.status) : undefined,
      query.mailTarget ? eq(campaigns.mailTarget, query.mailTarget) : undefined,
    ),
    orderBy: sortOrder(query.sort ?? '-createdAt', sortable, campaigns.id),
  });

export const allCampaigns = (executor: Executor) =>
  executor
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .orderBy(sql`lower(${campaigns.name})`, campaigns.id);

export const findCampaign = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
};

export const insertCampaign = async (executor: Executor, values: CampaignValues) => {
  const [row] = await executor.insert(campaigns).values(values).returning();
  if (!row) throw new Error('the campaign was not inserted');
  return row;
};

export const updateCampaign = (executor: Executor, id: number, version: number, values: CampaignValues) =>
  updateAtVersion(executor, campaigns, id, version, values);

export const setCampaignStatusAtVersion = (
  executor: Executor,
  id: number,
  version: number,
  status: TCampaignStatus,
) => updateAtVersion(executor, campaigns, id, version, { status });

export const deleteCampaign = (executor: Executor, id: number) =>
  executor.delete(campaigns).where(eq(campaigns.id, id));

const givenUp = and(
  eq(mails.processed, false),
  sql`${mails.sentTries} >= ${CAMPAIGN_MAIL_TRIES}`,
  or(isNull(mails.deliveryUntil), lt(mails.deliveryUntil, sql`now()`)),
);

/** Recipients, sent, failed and pending mails of each campaign. */
export const campaignProgress = async (executor: Executor, ids: number[]) => {
  const found = new Map<number, TCampaignProgress>();
  if (ids.length === 0) return found;
  const rows = await executor
    .select({
      id: campaignRecipients.campaignId,
      recipients: sql<number>`count(*)::int`,
      sent: sql<number>`count(*) filter (where ${mails.processed})::int`,
      failed: sql<number>`count(*) filter (where ${givenUp})::int`,
    })
    .from(campaignRecipients)
    .leftJoin(mails, eq(mails.id, campaignRecipients.mailId))
    .where(inArray(campaignRecipients.campaignId, ids))
    .groupBy(campaignRecipients.campaignId);
  for (const row of rows) found.set(row.id, { ...row, pending: row.recipients - row.sent - row.failed });
  return found;
};

/** Sent mails per hour of a campaign. */
export const sentPerHour = (executor: Executor, id: number) =>
  executor
    .select({
      hour: sql<string>`to_char(date_trunc('hour', ${mails.sentDate} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00.000"Z"')`,
      sent: sql<number>`count(*)::int`,
    })
    .from(campaignRecipients)
    .innerJoin(mails, eq(mails.id, campaignRecipients.mailId))
    .where(and(eq(campaignRecipients.campaignId, id), isNotNull(mails.sentDate)))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .limit(24 * 31);

/** Recipients who left (their subscription, or every campaign) since `since`. */
export const unsubscribedSince = async (executor: Executor, id: number, since: Date) => {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .leftJoin(subscribers, eq(subscribers.id, campaignRecipients.subscriberId))
    .leftJoin(campaignOptOuts, eq(campaignOptOuts.email, campaignRecipients.email))
    .where(
      and(
        eq(campaignRecipients.campaignId, id),
        or(gt(subscribers.unsubscribedAt, since), gt(campaignOptOuts.at, since)),
      ),
    );
  return row?.total ?? 0;
};

/** The job took the campaign: from Scheduled to Processing (its start kept from the first try). */
export const markCampaignStarted = async (executor: Executor, id: number) => {
  const [row] = await executor
    .update(campaigns)
    .set({ status: 'Processing', startedAt: sql`coalesce(${campaigns.startedAt}, now())` })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, ['Scheduled', 'Processing'])))
    .returning();
  return row ?? null;
};

/** Addresses of an email list, less those that left every campaign; once per address. */
export const addListRecipients = async (executor: Executor, campaignId: number, emails: string[]) => {
  for (let start = 0; start < emails.length; start += 1000) {
    const chunk = emails.slice(start, start + 1000);
    const left = new Set(
      (
        await executor
          .select({ email: campaignOptOuts.email })
          .from(campaignOptOuts)
          .where(inArray(campaignOptOuts.email, chunk))
      ).map((row) => row.email),
    );
    const kept = chunk.filter((email) => !left.has(email));
    if (kept.length > 0)
      await executor
        .insert(campaignRecipients)
        .values(kept.map((email) => ({ campaignId, email })))
        .onConflictDoNothing();
  }
};

/**
 * The active subscribers (confirmed, not gone) of the subscriptions, once per address (the oldest
 * subscription's row names the address), with the customer's names when the address is a customer's.
 */
export const addSubscriberRecipients = async (
  executor: Executor,
  campaignId: number,
  subscriptionIds: number[],
) => {
  await executor.execute(sql`
    insert into ${campaignRecipients} (campaign_id, email, subscriber_id, first_name, last_name)
    select distinct on (${subscribers.email}) ${campaignId}, ${subscribers.email}, ${subscribers.id},
      ${customers.firstName}, ${customers.lastName}
    from ${subscribers}
    left join ${customers} on ${customers.id} = ${subscribers.customerId}
    where ${subscribers.subscriptionId} in (${sql.join(
      subscriptionIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and ${subscribers.confirmedAt} is not null and ${subscribers.unsubscribedAt} is null
    order by ${subscribers.email}, ${subscribers.id}
    on conflict do nothing`);
};

/**
 * The customers of analytics targets, as their members were last worked out, once per address,
 * less the addresses that left every campaign.
 */
export const addTargetRecipients = async (executor: Executor, campaignId: number, targetIds: number[]) => {
  await executor.execute(sql`
    insert into ${campaignRecipients} (campaign_id, email, first_name, last_name)
    select distinct on (lower(${customers.email})) ${campaignId}, lower(${customers.email}),
      ${customers.firstName}, ${customers.lastName}
    from ${targetMembers}
    join ${customers} on ${customers.id} = ${targetMembers.customerId}
    where ${targetMembers.targetId} in (${sql.join(
      targetIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and ${customers.email} is not null and ${customers.email} <> ''
      and not exists (select 1 from ${campaignOptOuts} where ${campaignOptOuts.email} = lower(${customers.email}))
    order by lower(${customers.email}), ${customers.id}
    on conflict do nothing`);
};

/** The analytics targets with the members they had when last worked out. */
export const analyticsTargets = (executor: Executor) =>
  executor
    .select({
      id: targets.id,
      name: targets.name,
      recipients: sql<number>`coalesce(${targets.membersCount}, 0)`,
    })
    .from(targets)
    .orderBy(targets.displayOrder, sql`lower(${targets.name})`, targets.id);

/** The campaigns aimed at an analytics target (among others or alone), newest first. */
export const campaignsAimedAt = (executor: Executor, targetId: number, limit: number) =>
  executor
    .select()
    .from(campaigns)
    .where(
      and(
        eq(campaigns.mailTarget, 'AnalyticsTargetIds'),
        sql`${campaigns.targetIds} @> array[${targetId}::int]`,
      ),
    )
    .orderBy(desc(sql`coalesce(${campaigns.startedAt}, ${campaigns.createdAt})`), desc(campaigns.id))
    .limit(limit);

export const markCampaignExpanded = (executor: Executor, id: number) =>
  executor.update(campaigns).set({ expandedAt: sql`now()` }).where(eq(campaigns.id, id));

export const markCampaignMailCreated = (executor: Executor, id: number) =>
  executor.update(campaigns).set({ mailCreatedAt: sql`now()` }).where(eq(campaigns.id, id));

export const markCampaignSent = (executor: Executor, id: number) =>
  executor
    .update(campaigns)
    .set({ status: 'Sent', sentAt: sql`now()` })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'Processing')));

export type RecipientRow = typeof campaignRecipients.$inferSelect;

/** Recipients still without their mail, locked for this transaction (another worker takes others). */
export const lockRecipientsWithoutMail = (executor: Executor, campaignId: number, limit: number) =>
  executor
    .select()
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), isNull(campaignRecipients.mailId)))
    .orderBy(asc(campaignRecipients.id))
    .limit(limit)
    .for('update', { skipLocked: true });

export const setRecipientMails = async (executor: Executor, pairs: { id: number; mailId: number }[]) => {
  if (pairs.length === 0) return;
  await executor.execute(sql`
    update ${campaignRecipients} set mail_id = pairs.mail_id
    from (values ${sql.join(
      pairs.map((pair) => sql`(${pair.id}::int, ${pair.mailId}::int)`),
      sql`, `,
    )}) as pairs(id, mail_id)
    where ${campaignRecipients.id} = pairs.id`);
};

export const countRecipients = async (executor: Executor, campaignId: number) => {
  const [row] = await executor
    .select({ total: sql<number>`count(*)::int` })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId));
  return row?.total ?? 0;
};

/** Recipients whose mail is due now (not sent, tries left, held by no try), after `afterId`. */
export const dueRecipients = (executor: Executor, campaignId: number, afterId: number, limit: number) =>
  executor
    .select({ recipient: campaignRecipients, mailId: mails.id })
    .from(campaignRecipients)
    .innerJoin(mails, eq(mails.id, campaignRecipients.mailId))
    .where(
      and(
        eq(campaignRecipients.campaignId, campaignId),
        gt(campaignRecipients.id, afterId),
        eq(mails.processed, false),
        sql`${mails.sentTries} < ${CAMPAIGN_MAIL_TRIES}`,
        or(isNull(mails.deliveryUntil), lt(mails.deliveryUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(campaignRecipients.id))
    .limit(limit);

/** Whether some mail of the campaign may still go: not sent, and tries left or a try under way. */
export const hasUnfinishedMail = async (executor: Executor, campaignId: number) => {
  const unfinished: SQL | undefined = and(
    eq(mails.processed, false),
    or(sql`${mails.sentTries} < ${CAMPAIGN_MAIL_TRIES}`, gt(mails.deliveryUntil, sql`now()`)),
  );
  const [row] = await executor
    .select({ id: campaignRecipients.id })
    .from(campaignRecipients)
    .innerJoin(mails, eq(mails.id, campaignRecipients.mailId))
    .where(and(eq(campaignRecipients.campaignId, campaignId), unfinished))
    .limit(1);
  return row !== undefined;
};

export const addOptOut = (executor: Executor, email: string) =>
  executor.insert(campaignOptOuts).values({ email }).onConflictDoNothing();

export type { CampaignRow };

import type { Locale, TCampaignContentType, TCampaignStatus, TMailTarget } from '@colophon/contract';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mails } from '../../mails/mails.tables.ts';
import { subscribers } from '../subscriptions/subscriptions.tables.ts';

/**
 * A mail campaign (see ZCampaign). Its content is frozen once out of draft: the sending job renders
 * every recipient's mail from it.
 */
export const campaigns = pgTable(
  'mail_campaigns',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    contentType: text('content_type').$type<TCampaignContentType>().notNull(),
    content: text('content').notNull(),
    mailTarget: text('mail_target').$type<TMailTarget>().notNull(),
    emailList: text('email_list'),
    targetIds: integer('target_ids').array().notNull().default([]),
    dontSendBeforeDateUtc: timestamp('dont_send_before', { withTimezone: true }),
    status: text('status').$type<TCampaignStatus>().notNull().default('Draft'),
    /** When the sending job first took it: unsubscriptions count from there. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When its recipients were listed: once, so that a restarted job sends to the same people. */
    expandedAt: timestamp('expanded_at', { withTimezone: true }),
    /** Every recipient has its row in the mail log. */
    mailCreatedAt: timestamp('mail_created_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_campaigns_status_idx').on(table.status, table.id)],
);
export type CampaignRow = typeof campaigns.$inferSelect;

/**
 * One address a campaign goes to, once (unique per campaign), and its mail in the mail log once it
 * is written: the recipient's row and its mail are written in one transaction, so no address gets
 * two mails of a campaign.
 */
export const campaignRecipients = pgTable(
  'mail_campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subscriberId: integer('subscriber_id').references(() => subscribers.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('mail_campaign_recipients_address_key').on(table.campaignId, table.email),
    uniqueIndex('mail_campaign_recipients_mail_key').on(table.mailId),
  ],
);

/** Addresses that left every campaign by the one-click link of a campaign sent to an email list. */
export const campaignOptOuts = pgTable('mail_campaign_opt_outs', {
  email: text('email').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The mail log: every outgoing mail is a row before it is a delivery. */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    cc: text('cc'),
    bcc: text('bcc'),
    subject: text('subject').notNull(),
    /** What the mail log shows: a mail that carries a secret has it redacted here. */
    body: text('body').notNull(),
    /** The body as delivered, sealed, for a mail that carries a secret; dropped once it is delivered. */
    sealedBody: text('sealed_body'),
    processed: boolean('processed').notNull().default(false),
    sentTries: integer('sent_tries').notNull().default(0),
    sentDate: timestamp('sent_date', { withTimezone: true }),
    lastError: text('last_error'),
    /** The Message-ID given to the SMTP server, so that a retried delivery is recognisably the same mail. */
    messageId: text('message_id').notNull(),
    /**
     * The try that holds the mail, and until when: another worker does not send it meanwhile. A
     * killed worker's hold runs out by itself, like the pg-boss job that carried it.
     */
    deliveryToken: text('delivery_token'),
    deliveryUntil: timestamp('delivery_until', { withTimezone: true }),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mails_created_idx').on(table.createdAt)],
);

/**
 * Every try to hand a mail to the SMTP server: when it started, when and how it ended. A try with no
 * end is one whose worker stopped answering (killed, or still talking to the server).
 */
export const mailDeliveryTries = pgTable(
  'mail_delivery_tries',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mails.id, { onDelete: 'cascade' }),
    /** The hold the try took on the mail (`mails.delivery_token`), to find its row again at its end. */
    token: text('token').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    outcome: text('outcome').$type<'Sent' | 'Failed'>(),
    error: text('error'),
  },
  (table) => [index('mail_delivery_tries_mail_idx').on(table.mailId, table.startedAt)],
);

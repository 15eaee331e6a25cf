import type { Locale, TMail } from '@colophon/contract';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db, Executor } from '../db/database.ts';
import { defineJob, type JobDefinition, type JobQueue } from '../tasks/job-queue.ts';
import { type MailTemplateData, renderMailTemplate } from './mail-templates.ts';
import { mails } from './mails.tables.ts';

export interface QueuedMail<T extends keyof MailTemplateData = keyof MailTemplateData> {
  to: string;
  template: T;
  locale: Locale;
  data: MailTemplateData[T];
  extra?: Record<string, unknown>;
}

export interface MailService {
  /** Writes the mail to the log and enqueues its delivery, in the caller's transaction. */
  queue<T extends keyof MailTemplateData>(executor: Executor, mail: QueuedMail<T>): Promise<number>;
  /** Enqueues one more delivery of a logged mail. */
  resend(executor: Executor, id: number): Promise<void>;
  deliveryJob: JobDefinition;
}

export type MailRow = typeof mails.$inferSelect;

export const createMailService = (deps: { config: Config; db: Db; jobs: JobQueue }): MailService => {
  const transport = nodemailer.createTransport(deps.config.SMTP_URL);

  const deliveryJob = defineJob({
    name: 'mail-delivery',
    payload: z.object({ mailId: z.number().int() }),
    hidden: true,
    retryLimit: 8,
    retryDelaySeconds: 5,
    handler: async ({ mailId }) => {
      const [mail] = await deps.db.select().from(mails).where(eq(mails.id, mailId));
      // Already sent by an earlier try: sending it again would deliver it twice.
      if (!mail || mail.processed) return;
      await deps.db
        .update(mails)
        .set({ sentTries: mail.sentTries + 1 })
        .where(eq(mails.id, mailId));
      try {
        await transport.sendMail({
          from: mail.from,
          to: mail.to,
          cc: mail.cc ?? undefined,
          bcc: mail.bcc ?? undefined,
          subject: mail.subject,
          html: mail.body,
          messageId: mail.messageId,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(mails)
          .set({ lastError: message.slice(0, 2000) })
          .where(eq(mails.id, mailId));
        throw error;
      }
      await deps.db
        .update(mails)
        .set({ processed: true, sentDate: new Date(), lastError: null })
        .where(eq(mails.id, mailId));
    },
  });

  return {
    deliveryJob,
    async queue(executor, mail) {
      const rendered = await renderMailTemplate(mail.template, mail.locale, mail.data);
      const [row] = await executor
        .insert(mails)
        .values({
          from: deps.config.MAIL_FROM,
          to: mail.to,
          subject: rendered.subject,
          body: rendered.html,
          messageId: `<${crypto.randomUUID()}@colophon>`,
          extra: { template: mail.template, locale: mail.locale, ...mail.extra },
        })
        .returning({ id: mails.id });
      if (!row) throw new Error('the mail was not logged');
      await deps.jobs.enqueue(executor, deliveryJob, { mailId: row.id });
      return row.id;
    },
    async resend(executor, id) {
      await executor
        .update(mails)
        .set({ processed: false, messageId: `<${crypto.randomUUID()}@colophon>` })
        .where(eq(mails.id, id));
      await deps.jobs.enqueue(executor, deliveryJob, { mailId: id });
    },
  };
};

export const toMail = (row: MailRow): TMail => ({
  id: row.id,
  from: row.from,
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  subject: row.subject,
  body: row.body,
  processed: row.processed,
  sentTries: row.sentTries,
  sentDate: row.sentDate?.toISOString() ?? null,
  lastError: row.lastError,
  extra: row.extra,
  createdAt: row.createdAt.toISOString(),
});

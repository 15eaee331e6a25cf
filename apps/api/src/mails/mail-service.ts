import type { Locale, TClient } from '@colophon/contract';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db, Executor } from '../db/database.ts';
import { defineJob, errorText, type JobDefinition, type JobQueue } from '../tasks/job-queue.ts';
import {
  carriesSecret,
  type MailTemplateData,
  type MailTemplateName,
  redactedData,
  renderMailTemplate,
  sampleMailData,
  secretFields,
} from './mail-templates.ts';
import {
  claimMail,
  findMail,
  insertMail,
  insertMails,
  type MailRow,
  markMailSent,
  releaseMail,
  reopenMail,
} from './mails.repository.ts';
import { createBodySeal } from './sealed-body.ts';

export interface QueuedMail<T extends MailTemplateName = MailTemplateName> {
  to: string;
  template: T;
  locale: Locale;
  data: MailTemplateData[T];
  extra?: Record<string, unknown>;
  /**
   * Headers of the delivered mail (`List-Unsubscribe`…). They may carry a secret link, so they are
   * kept sealed with the body until delivery, never in the log.
   */
  headers?: Record<string, string>;
}

/** A mail written elsewhere, ready for the log. */
export interface ComposedMail {
  to: string;
  subject: string;
  /** What the mail log shows. */
  body: string;
  /** What is delivered, when it is not `body` (kept sealed until delivery). */
  delivered?: { html: string; headers?: Record<string, string> };
  extra: Record<string, unknown>;
}

export interface MailService {
  /** Writes the mail to the log and enqueues its delivery, in the caller's transaction. */
  queue<T extends MailTemplateName>(executor: Executor, mail: QueuedMail<T>): Promise<number>;
  /**
   * Makes a logged mail due again and enqueues its delivery; null when there is no such mail.
   * A mail that carried a secret is refused: its link was single-use (docs/rules/mails.md).
   */
  resend(executor: Executor, id: number): Promise<MailRow | 'carries-secret' | null>;
  /**
   * Writes mails composed elsewhere (a campaign's) to the log in one statement, in the caller's
   * transaction; `deliver` also enqueues each one's delivery job (else the caller delivers them
   * with `deliver`). `body` is what the log shows; `delivered` (sealed until delivery) what goes out
   * when it differs or carries headers. Answers the ids, in order.
   */
  logComposed(executor: Executor, composed: ComposedMail[], options: { deliver: boolean }): Promise<number[]>;
  /**
   * One try to hand a logged mail to the SMTP server now, holding it for `holdSeconds` (no other try
   * sends it meanwhile, and the try is abandoned before the hold ends): 'done' when it was delivered
   * already, 'busy' when another try holds it. `content` replaces the logged body and headers. A
   * failed try is recorded, the mail left alone for `retryAfterSeconds`, and the error thrown.
   */
  deliver(
    mailId: number,
    options: {
      holdSeconds: number;
      signal?: AbortSignal;
      content?: { html: string; headers?: Record<string, string> };
      retryAfterSeconds?: number;
    },
  ): Promise<'sent' | 'done' | 'busy'>;
  /** Closes the SMTP connections kept open for `deliver`. */
  close(): void;
  /** A template with sample data, as the client's mails look. */
  preview(template: MailTemplateName, locale: Locale): Promise<{ subject: string; html: string }>;
  deliveryJob: JobDefinition;
}

/**
 * What a sealed body holds: the HTML alone, or — when the mail has headers of its own — both as
 * JSON (`{"html":…,"headers":…}`; HTML never starts with `{`).
 */
const sealedContent = (html: string, headers: Record<string, string> | undefined) =>
  headers === undefined ? html : JSON.stringify({ html, headers });
const ZSealedContent = z.object({ html: z.string(), headers: z.record(z.string(), z.string()) });
const openSealed = (content: string): { html: string; headers?: Record<string, string> } =>
  content.startsWith('{') ? ZSealedContent.parse(JSON.parse(content)) : { html: content };

/** The longest an SMTP server may keep us waiting at each step before the try counts as failed. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export const createMailService = (deps: {
  config: Config;
  db: Db;
  jobs: JobQueue;
  client: TClient;
  /** The shop's signing key, from which the key sealing secret-carrying bodies is derived. */
  secret: string;
}): MailService => {
  const bodySeal = createBodySeal(deps.secret);
  const transport = nodemailer.createTransport({ url: deps.config.SMTP_URL, ...SMTP_TIMEOUTS });
  const renderOptions = { disableMjml: deps.client.features.disableMjml, shopName: deps.client.title };

  /*
   * Each try first takes the mail for as long as pg-boss gives the try (its job's expiry); pg-boss
   * aborts the try's signal at that moment, which closes the SMTP connection. So two tries never
   * talk to the SMTP server about the same mail at once, a killed worker's mail is taken again once
   * its hold runs out, and a mail marked processed is never taken again. What no code can close is
   * the instant between the server's "accepted" and our write of it.
   */
  /** Campaigns send many mails in a row: their tries share a few open connections. */
  const pooled = nodemailer.createTransport({
    url: deps.config.SMTP_URL,
    pool: true,
    maxConnections: 4,
    ...SMTP_TIMEOUTS,
  });

  const deliver: MailService['deliver'] = async (mailId, options) => {
    const claim = await claimMail(deps.db, mailId, options.holdSeconds);
    if (claim.kind !== 'claimed') return claim.kind;
    const { mail, token } = claim;
    const sealed = options.content ?? (mail.sealedBody ? openSealed(bodySeal.open(mail.sealedBody)) : null);
    // The try gives up before its hold runs out, so that no other try can take the mail meanwhile.
    const giveUp = AbortSignal.timeout(Math.max(1, options.holdSeconds - 10) * 1000);
    try {
      await (options.content ? pooled : transport).sendMail({
        from: mail.from,
        to: mail.to,
        cc: mail.cc ?? undefined,
        bcc: mail.bcc ?? undefined,
        subject: mail.subject,
        html: sealed ? sealed.html : mail.body,
        headers: sealed?.headers,
        messageId: mail.messageId,
        signal: options.signal ? AbortSignal.any([options.signal, giveUp]) : giveUp,
      });
    } catch (error) {
      await releaseMail(deps.db, mail.id, token, errorText(error), options.retryAfterSeconds ?? 0);
      throw error;
    }
    await markMailSent(deps.db, mail.id, token);
    return 'sent';
  };

  /*
   * Each try first takes the mail for as long as pg-boss gives the try (its job's expiry); pg-boss
   * aborts the try's signal at that moment, which closes the SMTP connection. So two tries never
   * talk to the SMTP server about the same mail at once, a killed worker's mail is taken again once
   * its hold runs out, and a mail marked processed is never taken again. What no code can close is
   * the instant between the server's "accepted" and our write of it.
   */
  const deliveryJob = defineJob({
    name: 'mail-delivery',
    payload: z.object({ mailId: z.number().int() }),
    hidden: true,
    retryLimit: 8,
    retryDelaySeconds: 5,
    expireInSeconds: 5 * 60,
    handler: async ({ mailId }, run) => {
      const outcome = await deliver(mailId, { holdSeconds: run.expireInSeconds, signal: run.signal });
      if (outcome === 'busy') throw new Error(`mail ${mailId} is held by another try`);
    },
  });

  return {
    deliveryJob,
    deliver,
    close: () => pooled.close(),
    async logComposed(executor, composed, options) {
      if (composed.length === 0) return [];
      const ids = await insertMails(
        executor,
        composed.map((mail) => ({
          from: deps.config.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          body: mail.body,
          sealedBody: mail.delivered
            ? bodySeal.seal(sealedContent(mail.delivered.html, mail.delivered.headers))
            : null,
          extra: mail.extra,
        })),
      );
      if (options.deliver)
        for (const mailId of ids) await deps.jobs.enqueue(executor, deliveryJob, { mailId });
      return ids;
    },
    async queue(executor, mail) {
      const rendered = await renderMailTemplate(mail.template, mail.locale, mail.data, renderOptions);
      const secret = secretFields[mail.template].length > 0 || mail.headers !== undefined;
      const logged = secret
        ? await renderMailTemplate(
            mail.template,
            mail.locale,
            redactedData(mail.template, mail.data),
            renderOptions,
          )
        : rendered;
      const row = await insertMail(executor, {
        from: deps.config.MAIL_FROM,
        to: mail.to,
        subject: logged.subject,
        body: logged.html,
        sealedBody: secret ? bodySeal.seal(sealedContent(rendered.html, mail.headers)) : null,
        extra: { template: mail.template, locale: mail.locale, ...mail.extra },
      });
      await deps.jobs.enqueue(executor, deliveryJob, { mailId: row.id });
      return row.id;
    },
    async resend(executor, id) {
      const found = await findMail(executor, id);
      if (!found) return null;
      if (carriesSecret(found.extra.template)) return 'carries-secret';
      const row = await reopenMail(executor, id);
      if (row) await deps.jobs.enqueue(executor, deliveryJob, { mailId: id });
      return row;
    },
    preview: (template, locale) =>
      renderMailTemplate(template, locale, sampleMailData[template], renderOptions),
  };
};

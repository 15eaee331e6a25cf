import type { TMailDetail, TMailListQuery, TMailSummary } from '@colophon/contract';
import { recordActivity } from '../activity/activity-log.ts';
import type { Executor } from '../db/database.ts';
import { AppError, notFound } from '../http/app-error.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { findMail, listMails, listMailTries, type MailRow, type MailTryRow } from './mails.repository.ts';

const toMailSummary = (row: Omit<MailRow, 'body' | 'sealedBody'>): TMailSummary => ({
  id: row.id,
  from: row.from,
  to: row.to,
  cc: row.cc,
  bcc: row.bcc,
  subject: row.subject,
  processed: row.processed,
  sentTries: row.sentTries,
  sentDate: row.sentDate?.toISOString() ?? null,
  lastError: row.lastError,
  extra: row.extra,
  createdAt: row.createdAt.toISOString(),
});

const toMailDetail = (row: MailRow, tries: MailTryRow[]): TMailDetail => ({
  ...toMailSummary(row),
  body: row.body,
  tries: tries.map((attempt) => ({
    startedAt: attempt.startedAt.toISOString(),
    endedAt: attempt.endedAt?.toISOString() ?? null,
    outcome: attempt.outcome,
    error: attempt.error,
  })),
});

const withTries = async (executor: Executor, row: MailRow) =>
  toMailDetail(row, await listMailTries(executor, row.id));

/** What staff do with the mail log: read it, and send a mail again. */
export const createMailLogService = (services: Pick<Services, 'db' | 'mails'>) => ({
  list: async (query: TMailListQuery) => {
    const { rows, totalCount } = await listMails(services.db, query);
    return { items: rows.map(toMailSummary), totalCount };
  },

  get: async (id: number) => {
    const mail = await findMail(services.db, id);
    if (!mail) throw notFound();
    return withTries(services.db, mail);
  },

  resend: (id: number, user: SignedInUser | null) =>
    services.db.transaction(async (tx) => {
      const before = await findMail(tx, id);
      if (!before) throw notFound();
      const after = await services.mails.resend(tx, id);
      if (!after) throw notFound();
      if (after === 'carries-secret') throw new AppError('invalid', 'mailCarriesSecret');
      await recordActivity(tx, user, {
        entity: 'mail',
        entityId: id,
        action: 'resend',
        before: { processed: before.processed, messageId: before.messageId },
        after: { processed: after.processed, messageId: after.messageId },
      });
      return withTries(tx, after);
    }),
});

import type { TMailListQuery } from '@colophon/contract';
import { and, eq, getTableColumns, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { containing, listPage, sortOrder } from '../db/paging.ts';
import { mailDeliveryTries, mails } from './mails.tables.ts';

export type MailRow = typeof mails.$inferSelect;
export type NewMail = Pick<
  typeof mails.$inferInsert,
  'from' | 'to' | 'subject' | 'body' | 'sealedBody' | 'extra'
>;

const newMessageId = () => `<${crypto.randomUUID()}@colophon>`;

const sortable = {
  createdAt: mails.createdAt,
  sentDate: mails.sentDate,
  to: sql`lower(${mails.to})`,
  subject: sql`lower(${mails.subject})`,
  sentTries: mails.sentTries,
};

const listFilter = (query: TMailListQuery): SQL | undefined =>
  and(
    query.processed === undefined ? undefined : eq(mails.processed, query.processed),
    query.search
      ? or(ilike(mails.to, containing(query.search)), ilike(mails.subject, containing(query.search)))
      : undefined,
  );

export const listMails = async (executor: Executor, query: TMailListQuery) => {
  const where = listFilter(query);
  const { body: _body, sealedBody: _sealed, ...summary } = getTableColumns(mails);
  return listPage(executor, query, {
    select: () => executor.select(summary).from(mails).$dynamic(),
    where,
    orderBy: sortOrder(query.sort, sortable, mails.id),
  });
};

export const findMail = async (executor: Executor, id: number) => {
  const [mail] = await executor.select().from(mails).where(eq(mails.id, id));
  return mail ?? null;
};

export const insertMail = async (executor: Executor, mail: NewMail) => {
  const [row] = await executor
    .insert(mails)
    .values({ ...mail, messageId: newMessageId() })
    .returning();
  if (!row) throw new Error('the mail was not logged');
  return row;
};

/** Logs several mails in one statement; answers their ids in the order given. */
export const insertMails = async (executor: Executor, list: NewMail[]) => {
  const values = list.map((mail) => ({ ...mail, messageId: newMessageId() }));
  const rows = await executor
    .insert(mails)
    .values(values)
    .returning({ id: mails.id, messageId: mails.messageId });
  // RETURNING promises no order: each row is found again by its Message-ID, unique per mail.
  const byMessage = new Map(rows.map((row) => [row.messageId, row.id]));
  return values.map((mail) => {
    const id = byMessage.get(mail.messageId);
    if (id === undefined) throw new Error('a mail was not logged');
    return id;
  });
};

/** Makes a logged mail due again, as a new message (a new Message-ID); null when there is no such mail. */
export const reopenMail = async (executor: Executor, id: number) => {
  const [row] = await executor
    .update(mails)
    .set({ processed: false, messageId: newMessageId() })
    .where(eq(mails.id, id))
    .returning();
  return row ?? null;
};

export type MailClaim =
  | { kind: 'claimed'; mail: MailRow; token: string }
  /** Delivered already, or gone: nothing to send. */
  | { kind: 'done' }
  /** Another try holds it right now. */
  | { kind: 'busy' };

/**
 * Takes the mail for one try of `seconds` at most, counting the try. Only one try holds a mail at a
 * time, and a delivered mail is never taken again.
 */
export const claimMail = async (executor: Executor, id: number, seconds: number): Promise<MailClaim> => {
  const token = crypto.randomUUID();
  // The hold and the try's row are written together: a try is listed exactly when it was counted.
  const mail = await executor.transaction(async (tx) => {
    const [claimed] = await tx
      .update(mails)
      .set({
        sentTries: sql`${mails.sentTries} + 1`,
        deliveryToken: token,
        deliveryUntil: sql`now() + make_interval(secs => ${seconds}::double precision)`,
      })
      .where(
        and(
          eq(mails.id, id),
          eq(mails.processed, false),
          or(isNull(mails.deliveryUntil), lt(mails.deliveryUntil, sql`now()`)),
        ),
      )
      .returning();
    if (claimed) await tx.insert(mailDeliveryTries).values({ mailId: id, token });
    return claimed;
  });
  if (mail) return { kind: 'claimed', mail, token };
  const current = await findMail(executor, id);
  return !current || current.processed ? { kind: 'done' } : { kind: 'busy' };
};

const heldBy = (token: string) => eq(mails.deliveryToken, token);

const endTry = (
  executor: Executor,
  id: number,
  token: string,
  outcome: 'Sent' | 'Failed',
  error: string | null,
) =>
  executor
    .update(mailDeliveryTries)
    .set({ outcome, error, endedAt: sql`now()` })
    .where(and(eq(mailDeliveryTries.mailId, id), eq(mailDeliveryTries.token, token)));

/** A mail's delivery tries, oldest first. */
export const listMailTries = (executor: Executor, id: number) =>
  executor
    .select()
    .from(mailDeliveryTries)
    .where(eq(mailDeliveryTries.mailId, id))
    .orderBy(mailDeliveryTries.startedAt, mailDeliveryTries.id);
export type MailTryRow = typeof mailDeliveryTries.$inferSelect;

/** The SMTP server took the mail: it is delivered, whoever holds it now, and its secret is dropped. */
export const markMailSent = (executor: Executor, id: number, token: string) =>
  executor.transaction(async (tx) => {
    await endTry(tx, id, token, 'Sent', null);
    await tx
      .update(mails)
      .set({
        processed: true,
        sealedBody: null,
        sentDate: sql`now()`,
        lastError: null,
        deliveryToken: sql`case when ${heldBy(token)} then null else ${mails.deliveryToken} end`,
        deliveryUntil: sql`case when ${heldBy(token)} then null else ${mails.deliveryUntil} end`,
      })
      .where(eq(mails.id, id));
  });

/** The try failed: says why, and lets the next try take the mail at once, or after `retryAfterSeconds`. */
export const releaseMail = (
  executor: Executor,
  id: number,
  token: string,
  error: string,
  retryAfterSeconds = 0,
) =>
  executor.transaction(async (tx) => {
    await endTry(tx, id, token, 'Failed', error);
    await tx
      .update(mails)
      .set({
        lastError: error,
        deliveryToken: null,
        deliveryUntil:
          retryAfterSeconds > 0
            ? sql`now() + make_interval(secs => ${retryAfterSeconds}::double precision)`
            : null,
      })
      .where(and(eq(mails.id, id), heldBy(token)));
  });

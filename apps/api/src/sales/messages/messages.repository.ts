import type { TMessageListQuery, TMessageStatus } from '@colophon/contract';
import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import {
  type ContactMessageReplyRow,
  type ContactMessageRow,
  contactMessageReplies,
  contactMessages,
} from './messages.tables.ts';

export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'question' | 'lastName' | 'firstName' | 'email' | 'phone' | 'subject' | 'message' | 'locale'
>;
export type ContactMessageWithReplies = ContactMessageRow & { replies: ContactMessageReplyRow[] };

const sortable = {
  createdAt: contactMessages.createdAt,
  status: contactMessages.status,
  lastName: sql`lower(${contactMessages.lastName})`,
  email: sql`lower(${contactMessages.email})`,
  question: contactMessages.question,
};

/** The day after `day` (YYYY-MM-DD), for a range that includes its last day. */
const dayAfter = (day: string) => {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
};

const listFilter = (query: TMessageListQuery): SQL | undefined => {
  const pattern = query.search ? containing(query.search) : null;
  return and(
    pattern
      ? or(
          ilike(contactMessages.lastName, pattern),
          ilike(contactMessages.firstName, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
    query.status ? eq(contactMessages.status, query.status) : undefined,
    query.question ? eq(contactMessages.question, query.question) : undefined,
    query.email ? eq(sql`lower(${contactMessages.email})`, query.email.trim().toLowerCase()) : undefined,
    // The shop's days are Paris days.
    query.from
      ? gte(contactMessages.createdAt, sql`(${query.from}::date)::timestamp at time zone 'Europe/Paris'`)
      : undefined,
    query.to
      ? lt(
          contactMessages.createdAt,
          sql`(${dayAfter(query.to).toISOString().slice(0, 10)}::date)::timestamp at time zone 'Europe/Paris'`,
        )
      : undefined,
  );
};

export const listContactMessages = (executor: Executor, query: TMessageListQuery) => {
  const repliesCount = sql<number>`(select count(*)::int from ${contactMessageReplies} where ${contactMessageReplies.messageId} = ${contactMessages.id})`;
  return listPage(executor, query, {
    select: () =>
      executor
        .select({ ...getTableColumns(contactMessages), repliesCount })
        .from(contactMessages)
        .$dynamic(),
    where: listFilter(query),
    orderBy: sortOrder(query.sort, sortable, contactMessages.id),
  });
};

export const findContactMessage = async (
  executor: Executor,
  id: number,
): Promise<ContactMessageWithReplies | null> => {
  const [message] = await executor.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return null;
  const replies = await executor
    .select()
    .from(contactMessageReplies)
    .where(eq(contactMessageReplies.messageId, id))
    .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id));
  return { ...message, replies };
};

export const insertContactMessage = async (executor: Executor, values: NewContactMessage) => {
  const [row] = await executor.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!row) throw new Error('the message was not inserted');
  return row.id;
};

/** Moves the message to `status` if it is still at `version`; null when it has moved on. */
export const setContactMessageStatus = (
  executor: Executor,
  id: number,
  version: number,
  status: TMessageStatus,
) => updateAtVersion(executor, contactMessages, id, version, { status });

export const insertContactMessageReply = async (
  executor: Executor,
  reply: Pick<
    typeof contactMessageReplies.$inferInsert,
    'messageId' | 'body' | 'mailId' | 'userId' | 'userName'
  >,
) => {
  await executor.insert(contactMessageReplies).values(reply);
};

export const deleteContactMessage = (executor: Executor, id: number) =>
  executor.delete(contactMessages).where(eq(contactMessages.id, id));

/** How many messages of each status, for the home screen. */
export const countContactMessagesByStatus = async (executor: Executor, statuses: TMessageStatus[]) =>
  executor
    .select({ status: contactMessages.status, count: count() })
    .from(contactMessages)
    .where(inArray(contactMessages.status, statuses))
    .groupBy(contactMessages.status);

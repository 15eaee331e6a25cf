import type { TMessage, TMessageSummary } from '@colophon/contract';
import type { ContactMessageWithReplies } from './messages.repository.ts';
import type { ContactMessageRow } from './messages.tables.ts';

const toFields = (row: ContactMessageRow) => ({
  id: row.id,
  version: row.version,
  status: row.status,
  question: row.question,
  lastName: row.lastName,
  firstName: row.firstName,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMessageSummary = (row: ContactMessageRow & { repliesCount: number }): TMessageSummary => ({
  ...toFields(row),
  repliesCount: row.repliesCount,
});

export const toMessage = (row: ContactMessageWithReplies): TMessage => ({
  ...toFields(row),
  replies: row.replies.map((reply) => ({
    id: reply.id,
    body: reply.body,
    mailId: reply.mailId,
    sentBy: reply.userName,
    createdAt: reply.createdAt.toISOString(),
  })),
});

/** What the activity log keeps of a message: its status and who wrote it (not the text). */
export const messageSnapshot = (row: ContactMessageRow) => ({
  status: row.status,
  question: row.question,
  email: row.email,
  subject: row.subject,
});

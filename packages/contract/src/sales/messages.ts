import { z } from 'zod';
import { ZById, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { locales } from '../messages-types.ts';

/**
 * Contact messages: what a visitor writes through the site's contact form, and what staff answer.
 * A message is Pending when it arrives, in Progress while someone handles it, Solved once answered.
 */

export const messageStatuses = ['Pending', 'Progress', 'Solved'] as const;
export const ZMessageStatus = z.enum(messageStatuses);
export type TMessageStatus = z.infer<typeof ZMessageStatus>;

/** The subjects a visitor picks on the contact form. */
export const messageQuestions = ['Order', 'Delivery', 'Return', 'BookSearch', 'Account', 'Other'] as const;
export const ZMessageQuestion = z.enum(messageQuestions);
export type TMessageQuestion = z.infer<typeof ZMessageQuestion>;

/** A status or a question with its label in the caller's language. */
export const ZMessageOption = <T extends z.ZodType>(id: T) => z.object({ id, label: z.string() });

/** A staff answer, mailed to the visitor through the mail log. */
export const ZMessageReply = z.object({
  id: z.number().int(),
  body: z.string(),
  /** The mail of the mail log that carries it. */
  mailId: z.number().int().nullable(),
  /** Who answered (their user name); null when the account is gone. */
  sentBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TMessageReply = z.infer<typeof ZMessageReply>;

export const ZMessage = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: ZMessageStatus,
  question: ZMessageQuestion,
  lastName: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  /** The visitor's language: the answer is mailed in it. */
  locale: z.enum(locales),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  replies: z.array(ZMessageReply),
});
export type TMessage = z.infer<typeof ZMessage>;
export const ZMessageSummary = ZMessage.omit({ replies: true }).extend({
  repliesCount: z.number().int(),
});
export type TMessageSummary = z.infer<typeof ZMessageSummary>;

const text = (max: number) => z.string().trim().min(1, 'required').max(max);

/** What the site's contact form sends. `website` is a trap for robots: people leave it empty. */
export const ZContactMessage = z.object({
  question: ZMessageQuestion,
  lastName: text(100),
  firstName: text(100),
  email: z.email('invalidEmail').max(200),
  phone: z.string().trim().max(30).nullable().default(null),
  subject: text(200),
  message: text(5000),
  website: z.string().max(200).optional(),
});
export type TContactMessage = z.input<typeof ZContactMessage>;

/** Staff move a message to another status, at the version they read. */
export const ZMessageUpdate = z
  .object({ id: z.number().int(), status: ZMessageStatus })
  .extend(ZVersioned.shape);
export type TMessageUpdate = z.input<typeof ZMessageUpdate>;

/** Staff answer a message: the text is mailed to the visitor, then the message takes `status`. */
export const ZMessageReplyInput = z
  .object({ id: z.number().int(), body: text(10_000), status: ZMessageStatus.default('Solved') })
  .extend(ZVersioned.shape);
export type TMessageReplyInput = z.input<typeof ZMessageReplyInput>;

export const messageSortFields = ['createdAt', 'status', 'lastName', 'email', 'question'] as const;
export type TMessageSortField = (typeof messageSortFields)[number];
const messageSorts = messageSortFields.flatMap((field) => [field, `-${field}`]) as [
  TMessageSortField | `-${TMessageSortField}`,
  ...(TMessageSortField | `-${TMessageSortField}`)[],
];

/**
 * Newest first by default. Search finds a part of the names, the email, the subject or the text;
 * `from` and `to` bound the day it arrived (both included).
 */
export const ZMessageListQuery = ZListQuery.extend({
  sort: z.enum(messageSorts).default('-createdAt'),
  status: ZMessageStatus.optional(),
  question: ZMessageQuestion.optional(),
  email: z.string().max(200).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  path: ['to'],
  message: 'dateRange',
});
export type TMessageListQuery = z.output<typeof ZMessageListQuery>;

const manageMessages = claim('Public', 'MessageManage');

export const messageEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Message/Messages',
    access: manageMessages,
    summary: 'Contact messages, newest first; search, filter by status, question, email and day, sort',
    query: ZMessageListQuery,
    response: ZPage(ZMessageSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Message/Message',
    access: manageMessages,
    summary: 'One contact message with the answers staff sent',
    query: ZById,
    response: ZMessage,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Message/Message',
    access: manageMessages,
    summary: 'Change the status of a message; a stale version is refused (409)',
    body: ZMessageUpdate,
    response: ZMessage,
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Message/Reply',
    access: manageMessages,
    summary:
      'Answer a message: the text is mailed to the visitor in their language through the mail log, then the message takes the status given (Solved by default); a stale version is refused (409)',
    body: ZMessageReplyInput,
    response: ZMessage,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Message/Message',
    access: manageMessages,
    summary: 'Delete a message (spam), with its answers',
    query: ZById,
    response: ZNothing,
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Message/Status',
    access: manageMessages,
    summary: 'The statuses of a message, with their labels',
    response: z.array(ZMessageOption(ZMessageStatus)),
  }),
  questions: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Message/Questions',
    access: manageMessages,
    summary: 'The subjects a visitor can pick, with their labels',
    response: z.array(ZMessageOption(ZMessageQuestion)),
  }),
};

/** The site's contact form: public, rate limited, bounded. */
export const publicMessageEndpoints = {
  questions: defineEndpoint({
    method: 'GET',
    path: '/Public/Message/Questions',
    access: 'public',
    summary: "The subjects the site's contact form offers, with their labels",
    rateLimit: 120,
    response: z.array(ZMessageOption(ZMessageQuestion)),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/Public/Message/Message',
    access: 'public',
    summary:
      "The site's contact form: the message is kept for staff (Pending); answers the same for robots, who fill the `website` trap",
    body: ZContactMessage,
    rateLimit: 5,
    response: ZNothing,
  }),
};

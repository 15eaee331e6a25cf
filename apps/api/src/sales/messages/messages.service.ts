import {
  type Locale,
  type MessageKey,
  messageQuestions,
  messageStatuses,
  type ParsedBody,
  type publicMessageEndpoints,
  type TMessageListQuery,
  type TMessageQuestion,
  type TMessageReplyInput,
  type TMessageStatus,
  type TMessageUpdate,
  translate,
} from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { audited } from '../../activity/audited.ts';
import { staleVersion } from '../../http/app-error.ts';
import type { RequestContext, SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import {
  deleteContactMessage,
  findContactMessage,
  insertContactMessage,
  insertContactMessageReply,
  listContactMessages,
  setContactMessageStatus,
} from './messages.repository.ts';
import { messageSnapshot, toMessage, toMessageSummary } from './messages.views.ts';

type ContactMessage = ParsedBody<typeof publicMessageEndpoints.send>;

const messages = audited({ entity: 'ContactMessage', find: findContactMessage, snapshot: messageSnapshot });

export const statusLabel = (status: TMessageStatus, locale: Locale) =>
  translate(`messageStatus${status}` as MessageKey, locale);
export const questionLabel = (question: TMessageQuestion, locale: Locale) =>
  translate(`messageQuestion${question}` as MessageKey, locale);

/** Contact messages: what visitors write, what staff do with it. */
export const createMessagesService = ({ db, mails }: Pick<Services, 'db' | 'mails'>) => ({
  statuses: (locale: Locale) => messageStatuses.map((id) => ({ id, label: statusLabel(id, locale) })),
  questions: (locale: Locale) => messageQuestions.map((id) => ({ id, label: questionLabel(id, locale) })),

  /** The site's contact form. A robot that fills the trap is answered as anyone, and nothing is kept. */
  send: async (input: ContactMessage, context: RequestContext) => {
    if (input.website) return null;
    await db.transaction((tx) =>
      messages.create(tx, null, () =>
        insertContactMessage(tx, {
          question: input.question,
          lastName: input.lastName,
          firstName: input.firstName,
          email: input.email.trim(),
          phone: input.phone || null,
          subject: input.subject,
          message: input.message,
          locale: context.locale,
        }),
      ),
    );
    return null;
  },

  list: async (query: TMessageListQuery) => {
    const { rows, totalCount } = await listContactMessages(db, query);
    return { items: rows.map(toMessageSummary), totalCount };
  },

  get: async (id: number) => toMessage(await messages.read(db, id)),

  update: (input: TMessageUpdate, by: SignedInUser | null) =>
    db.transaction(async (tx) =>
      toMessage(
        await messages.update(tx, by, input.id, () =>
          setContactMessageStatus(tx, input.id, input.version, input.status),
        ),
      ),
    ),

  /**
   * Mails the answer to the visitor in their language through the mail log, keeps it beside the
   * message, and moves the message to the status given: all in one transaction, at the version read.
   */
  reply: (input: Required<TMessageReplyInput>, by: SignedInUser | null) =>
    db.transaction(async (tx) => {
      const before = await messages.read(tx, input.id);
      if (!(await setContactMessageStatus(tx, input.id, input.version, input.status))) throw staleVersion();
      const mailId = await mails.queue(tx, {
        to: before.email,
        template: 'messageReply',
        locale: before.locale,
        data: {
          firstName: before.firstName,
          subject: before.subject,
          reply: input.body,
          message: before.message,
        },
        extra: { entity: 'ContactMessage', entityId: before.id },
      });
      await insertContactMessageReply(tx, {
        messageId: before.id,
        body: input.body,
        mailId,
        userId: by?.id ?? null,
        userName: by?.userName ?? null,
      });
      await recordActivity(tx, by, {
        entity: 'ContactMessage',
        entityId: before.id,
        action: 'reply',
        before: { status: before.status },
        after: { status: input.status, mailId },
      });
      return toMessage(await messages.read(tx, input.id));
    }),

  remove: (id: number, by: SignedInUser | null) =>
    db.transaction((tx) => messages.remove(tx, by, id, () => deleteContactMessage(tx, id))),
});

import type { documentEndpoints, ParsedBody } from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { findDocument, insertMessage, messagesOf, updateMessageMail } from './documents.repository.ts';
import { readDocument } from './documents.service.ts';
import { toMessage } from './documents.views.ts';
import { queueOrderMail } from './order-mails.ts';

/**
 * An order's thread with its customer (flag `documentMessage`): the messages, oldest first, and the
 * staff's replies, kept in the thread and mailed with the `orderMessage` template.
 */
export const createDocumentMessagesService = (services: Services) => {
  const { db, mails } = services;
  const enabled = () => {
    if (!services.client.features.documentMessage) throw new AppError('forbidden', 'featureDisabled');
  };

  return {
    messages: async (id: number) => {
      enabled();
      if (!(await findDocument(db, id))) throw notFound();
      return (await messagesOf(db, id)).map(toMessage);
    },

    reply: (input: ParsedBody<typeof documentEndpoints.reply>, by: SignedInUser | null) => {
      enabled();
      return db.transaction(async (tx) => {
        const order = await readDocument(tx, input.documentId);
        const message = await insertMessage(tx, {
          documentId: input.documentId,
          from: 'Staff',
          userId: by?.id ?? null,
          userName: by?.userName ?? null,
          body: input.body,
        });
        const mailId = await queueOrderMail(
          mails,
          tx,
          order,
          'orderMessage',
          { message: input.body },
          { documentMessageId: message.id },
        );
        await updateMessageMail(tx, message.id, mailId);
        await recordActivity(tx, by, {
          entity: 'Document',
          entityId: input.documentId,
          action: 'DocumentMessage',
          after: { messageId: message.id, mailId },
        });
        return toMessage({ ...message, mailId });
      });
    },
  };
};

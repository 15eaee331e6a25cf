import type { MessageKey, TMessageQuestion, TMessageStatus } from '@colophon/contract';
import { message } from '@/i18n/message.ts';

/** The labels the API gives too (`/BackOffice/Message/Status`, `Questions`): one catalogue, the contract's. */
export const statusLabel = (status: TMessageStatus) => message(`messageStatus${status}` as MessageKey);
export const questionLabel = (question: TMessageQuestion) =>
  message(`messageQuestion${question}` as MessageKey);

export const statusColor: Record<TMessageStatus, string> = {
  Pending: 'orange',
  Progress: 'blue',
  Solved: 'green',
};

import type { MessageKey, TCustomerRole, TDocumentStatus } from '@colophon/contract';
import { message } from '@/i18n/message.ts';

/** The labels the API gives too (`CustomerRoles`, `DocumentStatus`): one catalogue, the contract's. */
export const roleLabel = (role: TCustomerRole) => message(`customerRole${role}` as MessageKey);
export const documentStatusLabel = (status: TDocumentStatus) =>
  message(`documentStatus${status}` as MessageKey);

export const roleColor: Record<TCustomerRole, string> = {
  Individual: 'gray',
  Professional: 'blue',
  PublicBody: 'grape',
  Library: 'violet',
  School: 'teal',
  WorksCouncil: 'orange',
};

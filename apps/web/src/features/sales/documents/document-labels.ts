import type {
  MessageKey,
  TDocumentItemStatus,
  TDocumentStatus,
  TDocumentType,
  TPaymentMethod,
  TPaymentStatus,
  TShippingMethod,
} from '@colophon/contract';
import { message } from '@/i18n/message.ts';

/** The labels the API gives too (`DocumentStatus`, `PaymentStatus`…): one catalogue, the contract's. */
export const documentStatusLabel = (status: TDocumentStatus) =>
  message(`documentStatus${status}` as MessageKey);
export const itemStatusLabel = (status: TDocumentItemStatus) =>
  message(`documentItemStatus${status}` as MessageKey);
export const paymentStatusLabel = (status: TPaymentStatus) => message(`paymentStatus${status}` as MessageKey);
export const paymentMethodLabel = (method: TPaymentMethod) => message(`paymentMethod${method}` as MessageKey);
export const shippingMethodLabel = (method: TShippingMethod) =>
  message(`shippingMethod${method}` as MessageKey);
export const documentTypeLabel = (type: TDocumentType) => message(`documentType${type}` as MessageKey);

export const documentStatusColor: Record<TDocumentStatus, string> = {
  Temp: 'gray',
  Created: 'gray',
  Pending: 'gray',
  PendingExternal: 'gray',
  AwaitingPayment: 'orange',
  PaymentFailed: 'red',
  PaymentCanceled: 'gray',
  Processing: 'blue',
  ProcessingExternal: 'blue',
  Shipped: 'cyan',
  Complete: 'green',
  CompleteExternal: 'green',
  Cancelled: 'gray',
};

export const itemStatusColor: Record<TDocumentItemStatus, string> = {
  Temp: 'gray',
  Created: 'gray',
  Pending: 'orange',
  Processing: 'blue',
  Shipped: 'cyan',
  Complete: 'green',
  Cancelled: 'gray',
};

/** Light badges: the theme darkens their words to read at WCAG AA (app/theme.ts). */
export const paymentStatusColor: Record<TPaymentStatus, string> = {
  Temp: 'gray',
  Pending: 'orange',
  Cancelled: 'gray',
  Paid: 'green',
  Authorized: 'blue',
  PartiallyRefunded: 'grape',
  Refunded: 'grape',
  Voided: 'gray',
  Refused: 'red',
};

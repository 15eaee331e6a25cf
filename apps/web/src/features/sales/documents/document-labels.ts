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

/** Dark shades: the light badges' words read at full contrast (WCAG AA). */
export const paymentStatusColor: Record<TPaymentStatus, string> = {
  Temp: 'gray.8',
  Pending: 'orange.9',
  Cancelled: 'gray.8',
  Paid: 'green.9',
  Authorized: 'blue.9',
  PartiallyRefunded: 'grape.9',
  Refunded: 'grape.9',
  Voided: 'gray.8',
  Refused: 'red.9',
};

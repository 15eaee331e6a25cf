import type { TSubscriber } from '@colophon/contract';
import type { SubscriberListRow } from './subscribers.repository.ts';

export const toSubscriber = ({ subscriber, customerName }: SubscriberListRow): TSubscriber => ({
  id: subscriber.id,
  subscriptionId: subscriber.subscriptionId,
  email: subscriber.email,
  customerId: subscriber.customerId,
  customerName,
  status: subscriber.unsubscribedAt ? 'Unsubscribed' : subscriber.confirmedAt ? 'Active' : 'Pending',
  createdAt: subscriber.createdAt.toISOString(),
  confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: subscriber.unsubscribedAt?.toISOString() ?? null,
});

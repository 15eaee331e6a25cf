import type { Locale, TSubscriber, TSubscriberStatus } from '@colophon/contract';
import { type CsvColumn, csvTable } from '../../csv/csv-table.ts';

const statusNames: Record<TSubscriberStatus, Record<Locale, string>> = {
  Pending: { fr: 'En attente de confirmation', en: 'Waiting for confirmation' },
  Active: { fr: 'Abonné', en: 'Subscribed' },
  Unsubscribed: { fr: 'Désabonné', en: 'Unsubscribed' },
};

const columns = (locale: Locale): CsvColumn<TSubscriber>[] => [
  { fr: 'E-mail', en: 'Email', value: (row) => row.email },
  { fr: 'Client', en: 'Customer', value: (row) => row.customerName ?? '' },
  { fr: 'Statut', en: 'Status', value: (row) => statusNames[row.status][locale] },
  { fr: 'Inscrit le', en: 'Signed up on', value: (row) => row.createdAt },
  { fr: 'Confirmé le', en: 'Confirmed on', value: (row) => row.confirmedAt ?? '' },
  { fr: 'Désabonné le', en: 'Unsubscribed on', value: (row) => row.unsubscribedAt ?? '' },
];

/** The subscribers' CSV in the caller's language (header and status names). */
export const subscribersCsv = (locale: Locale) => csvTable(columns(locale));

import {
  type CsvColumn,
  csvTable,
  type Locale,
  type LocalizedText,
  type TSubscriber,
  type TSubscriberStatus,
} from '@colophon/contract';

const statusNames: Record<TSubscriberStatus, Record<Locale, string>> = {
  Pending: { fr: 'En attente de confirmation', en: 'Waiting for confirmation' },
  Active: { fr: 'Abonné', en: 'Subscribed' },
  Unsubscribed: { fr: 'Désabonné', en: 'Unsubscribed' },
};

const columns = (locale: Locale): CsvColumn<TSubscriber, LocalizedText>[] => [
  { header: { fr: 'E-mail', en: 'Email' }, value: (row) => row.email },
  { header: { fr: 'Client', en: 'Customer' }, value: (row) => row.customerName ?? '' },
  { header: { fr: 'Statut', en: 'Status' }, value: (row) => statusNames[row.status][locale] },
  { header: { fr: 'Inscrit le', en: 'Signed up on' }, value: (row) => row.createdAt },
  { header: { fr: 'Confirmé le', en: 'Confirmed on' }, value: (row) => row.confirmedAt ?? '' },
  { header: { fr: 'Désabonné le', en: 'Unsubscribed on' }, value: (row) => row.unsubscribedAt ?? '' },
];

/** The subscribers' CSV in the caller's language (header and status names). */
export const subscribersCsv = (locale: Locale) => csvTable(columns(locale));

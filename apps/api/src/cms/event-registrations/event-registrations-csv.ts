import type { Locale, TEventRegistration } from '@colophon/contract';
import { BOM, field } from '../../catalog/products/products-csv.ts';

const SEPARATOR = ';';

const columns: { fr: string; en: string; value: (row: TEventRegistration) => string }[] = [
  { fr: 'Événement', en: 'Event', value: (row) => row.eventTitle },
  { fr: 'Inscrit le', en: 'Registered on', value: (row) => row.createdAt },
  { fr: 'Nom', en: 'Last name', value: (row) => row.lastName },
  { fr: 'Prénom', en: 'First name', value: (row) => row.firstName },
  { fr: 'E-mail', en: 'Email', value: (row) => row.email },
  { fr: 'Téléphone', en: 'Phone', value: (row) => row.phone ?? '' },
  { fr: 'Commentaires', en: 'Comments', value: (row) => row.comments ?? '' },
  { fr: 'Achète le livre', en: 'Buys the book', value: (row) => (row.buyBook ? '1' : '0') },
];

export const registrationsCsvHeader = (locale: Locale) =>
  `${BOM}${columns.map((column) => field(column[locale])).join(SEPARATOR)}\r\n`;

export const registrationsCsvLines = (rows: TEventRegistration[]) =>
  rows.map((row) => `${columns.map((column) => field(column.value(row))).join(SEPARATOR)}\r\n`).join('');

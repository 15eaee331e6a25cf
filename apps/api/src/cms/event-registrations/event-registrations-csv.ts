import type { TEventRegistration } from '@colophon/contract';
import { type CsvColumn, csvTable } from '../../csv/csv-table.ts';

const columns: CsvColumn<TEventRegistration>[] = [
  { fr: 'Événement', en: 'Event', value: (row) => row.eventTitle },
  { fr: 'Inscrit le', en: 'Registered on', value: (row) => row.createdAt },
  { fr: 'Nom', en: 'Last name', value: (row) => row.lastName },
  { fr: 'Prénom', en: 'First name', value: (row) => row.firstName },
  { fr: 'E-mail', en: 'Email', value: (row) => row.email },
  { fr: 'Téléphone', en: 'Phone', value: (row) => row.phone ?? '' },
  { fr: 'Commentaires', en: 'Comments', value: (row) => row.comments ?? '' },
  { fr: 'Achète le livre', en: 'Buys the book', value: (row) => (row.buyBook ? '1' : '0') },
];

const table = csvTable(columns);
export const registrationsCsvHeader = table.header;
export const registrationsCsvLines = table.lines;

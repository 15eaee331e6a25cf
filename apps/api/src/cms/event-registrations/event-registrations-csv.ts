import { type CsvColumn, csvTable, type LocalizedText, type TEventRegistration } from '@colophon/contract';

const columns: CsvColumn<TEventRegistration, LocalizedText>[] = [
  { header: { fr: 'Événement', en: 'Event' }, value: (row) => row.eventTitle },
  { header: { fr: 'Inscrit le', en: 'Registered on' }, value: (row) => row.createdAt },
  { header: { fr: 'Nom', en: 'Last name' }, value: (row) => row.lastName },
  { header: { fr: 'Prénom', en: 'First name' }, value: (row) => row.firstName },
  { header: { fr: 'E-mail', en: 'Email' }, value: (row) => row.email },
  { header: { fr: 'Téléphone', en: 'Phone' }, value: (row) => row.phone ?? '' },
  { header: { fr: 'Commentaires', en: 'Comments' }, value: (row) => row.comments ?? '' },
  { header: { fr: 'Achète le livre', en: 'Buys the book' }, value: (row) => (row.buyBook ? '1' : '0') },
];

const table = csvTable(columns);
export const registrationsCsvHeader = table.header;
export const registrationsCsvLines = table.lines;

import { type CsvColumn, csvTable, type LocalizedText } from '@colophon/contract';
import type { CustomerRow } from './customers.tables.ts';

const frenchDate = (date: Date | null) =>
  date
    ? `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
    : '';

const columns: CsvColumn<CustomerRow, LocalizedText>[] = [
  { header: { fr: 'Nom', en: 'Last name' }, value: (row) => row.lastName },
  { header: { fr: 'Prénom', en: 'First name' }, value: (row) => row.firstName },
  { header: { fr: 'E-mail', en: 'Email' }, value: (row) => row.email },
  { header: { fr: 'Téléphone', en: 'Phone' }, value: (row) => row.phone ?? row.mobilePhone ?? '' },
  { header: { fr: 'Société', en: 'Company' }, value: (row) => row.company ?? '' },
  { header: { fr: 'Type', en: 'Role' }, value: (row) => row.customerRole },
  { header: { fr: 'Code postal', en: 'Postal code' }, value: (row) => row.billingAddress?.postalCode ?? '' },
  { header: { fr: 'Ville', en: 'City' }, value: (row) => row.billingAddress?.city ?? '' },
  { header: { fr: 'Commandes', en: 'Orders' }, value: (row) => String(row.ordersCount) },
  {
    header: { fr: 'Total dépensé', en: 'Total spent' },
    value: (row) => (row.totalSpentCents / 100).toFixed(2).replace('.', ','),
  },
  { header: { fr: 'Dernière commande', en: 'Last order' }, value: (row) => frenchDate(row.lastOrderAt) },
  { header: { fr: 'Créé le', en: 'Created' }, value: (row) => frenchDate(row.createdAt) },
];

const table = csvTable(columns);
export const customersCsvHeader = table.header;
export const customersCsvLines = table.lines;

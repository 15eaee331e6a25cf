import { type CsvColumn, csvTable } from '../../csv/csv-table.ts';
import type { CustomerRow } from './customers.tables.ts';

const frenchDate = (date: Date | null) =>
  date
    ? `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
    : '';

const columns: CsvColumn<CustomerRow>[] = [
  { fr: 'Nom', en: 'Last name', value: (row) => row.lastName },
  { fr: 'Prénom', en: 'First name', value: (row) => row.firstName },
  { fr: 'E-mail', en: 'Email', value: (row) => row.email },
  { fr: 'Téléphone', en: 'Phone', value: (row) => row.phone ?? row.mobilePhone ?? '' },
  { fr: 'Société', en: 'Company', value: (row) => row.company ?? '' },
  { fr: 'Type', en: 'Role', value: (row) => row.customerRole },
  { fr: 'Code postal', en: 'Postal code', value: (row) => row.billingAddress?.postalCode ?? '' },
  { fr: 'Ville', en: 'City', value: (row) => row.billingAddress?.city ?? '' },
  { fr: 'Commandes', en: 'Orders', value: (row) => String(row.ordersCount) },
  {
    fr: 'Total dépensé',
    en: 'Total spent',
    value: (row) => (row.totalSpentCents / 100).toFixed(2).replace('.', ','),
  },
  { fr: 'Dernière commande', en: 'Last order', value: (row) => frenchDate(row.lastOrderAt) },
  { fr: 'Créé le', en: 'Created', value: (row) => frenchDate(row.createdAt) },
];

const table = csvTable(columns);
export const customersCsvHeader = table.header;
export const customersCsvLines = table.lines;

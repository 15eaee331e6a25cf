import type { Locale } from '@colophon/contract';
import type { CustomerRow } from './customers.tables.ts';

const SEPARATOR = ';';
const BOM = '\uFEFF';

const field = (value: string) => {
  const safe = /^[=+@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const frenchDate = (date: Date | null) =>
  date
    ? `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`
    : '';

const columns: { fr: string; en: string; value: (row: CustomerRow) => string }[] = [
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

export const customersCsvHeader = (locale: Locale) =>
  `${BOM}${columns.map((column) => field(column[locale])).join(SEPARATOR)}\r\n`;

export const customersCsvLines = (rows: CustomerRow[]) =>
  rows.map((row) => `${columns.map((column) => field(column.value(row))).join(SEPARATOR)}\r\n`).join('');

import type { Locale } from '@colophon/contract';
import type { ProductRow } from './products.tables.ts';

/** Excel as set up in France reads `;` between fields, a decimal comma, and UTF-8 when the file starts with a BOM. */
const SEPARATOR = ';';
export const BOM = '\uFEFF';

const decimal = (value: number | null, digits = 2) =>
  value === null ? '' : value.toFixed(digits).replace('.', ',');
const frenchDate = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

/**
 * A field quoted when it must be; a leading = + - @, tab or carriage return is neutralised with a `'`
 * so that Excel or LibreOffice never runs the cell as a formula (OWASP's CSV injection advice).
 */
export const field = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const columns: { fr: string; en: string; value: (row: ProductRow) => string }[] = [
  { fr: 'EAN', en: 'EAN', value: (row) => row.ean },
  { fr: 'Titre', en: 'Title', value: (row) => row.title },
  { fr: 'Sous-titre', en: 'Subtitle', value: (row) => row.subtitle ?? '' },
  { fr: 'Auteurs', en: 'Authors', value: (row) => row.authors.map((author) => author.name).join(', ') },
  { fr: 'Éditeur', en: 'Publisher', value: (row) => row.publishers.join(', ') },
  { fr: 'Collection', en: 'Collection', value: (row) => row.collections.join(', ') },
  {
    fr: 'Prix TTC',
    en: 'Price incl. tax',
    value: (row) => decimal(row.priceWithTax === null ? null : row.priceWithTax / 100),
  },
  {
    fr: 'Prix HT',
    en: 'Price excl. tax',
    value: (row) => decimal(row.priceNoTax === null ? null : row.priceNoTax / 100),
  },
  { fr: 'TVA (%)', en: 'VAT (%)', value: (row) => decimal(row.taxRate * 100, 1) },
  { fr: 'Stock', en: 'Stock', value: (row) => String(row.stock) },
  { fr: 'Disponibilité', en: 'Availability', value: (row) => row.availability ?? '' },
  { fr: 'Date de parution', en: 'Release date', value: (row) => frenchDate(row.releaseDate) },
  { fr: 'Visible', en: 'Visible', value: (row) => (row.isVisible ? '1' : '0') },
  { fr: 'Personnalisé', en: 'Custom', value: (row) => (row.isCustom ? '1' : '0') },
];

export const csvHeader = (locale: Locale) =>
  `${BOM}${columns.map((column) => field(column[locale])).join(SEPARATOR)}\r\n`;

export const csvLines = (rows: ProductRow[]) =>
  rows.map((row) => `${columns.map((column) => field(column.value(row))).join(SEPARATOR)}\r\n`).join('');

import { availabilityLabelOf, type Locale, type TAvailabilityLabels } from '@colophon/contract';
import { type CsvColumn, csvTable } from '../../csv/csv-table.ts';
import type { ProductRow } from './products.tables.ts';

const decimal = (value: number | null, digits = 2) =>
  value === null ? '' : value.toFixed(digits).replace('.', ',');
const frenchDate = (iso: string | null) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

/** A row with what its words depend on: the caller's language and the shop's availability labels. */
interface ExportedRow {
  row: ProductRow;
  locale: Locale;
  labels: TAvailabilityLabels;
}

const columns: CsvColumn<ExportedRow>[] = [
  { fr: 'EAN', en: 'EAN', value: ({ row }) => row.ean },
  { fr: 'Titre', en: 'Title', value: ({ row }) => row.title },
  { fr: 'Sous-titre', en: 'Subtitle', value: ({ row }) => row.subtitle ?? '' },
  { fr: 'Auteurs', en: 'Authors', value: ({ row }) => row.authors.map((author) => author.name).join(', ') },
  { fr: 'Éditeur', en: 'Publisher', value: ({ row }) => row.publishers.join(', ') },
  { fr: 'Collection', en: 'Collection', value: ({ row }) => row.collections.join(', ') },
  {
    fr: 'Prix TTC',
    en: 'Price incl. tax',
    value: ({ row }) => decimal(row.priceWithTax === null ? null : row.priceWithTax / 100),
  },
  {
    fr: 'Prix HT',
    en: 'Price excl. tax',
    value: ({ row }) => decimal(row.priceNoTax === null ? null : row.priceNoTax / 100),
  },
  { fr: 'TVA (%)', en: 'VAT (%)', value: ({ row }) => decimal(row.taxRate * 100, 1) },
  { fr: 'Stock', en: 'Stock', value: ({ row }) => String(row.stock) },
  // The word staff see on the badges and in the filter, the ONIX code beside it.
  {
    fr: 'Disponibilité',
    en: 'Availability',
    value: ({ row, locale, labels }) => availabilityLabelOf(row.availability, labels, locale),
  },
  {
    fr: 'Code disponibilité (ONIX)',
    en: 'Availability code (ONIX)',
    value: ({ row }) => row.availability ?? '',
  },
  { fr: 'Date de parution', en: 'Release date', value: ({ row }) => frenchDate(row.releaseDate) },
  { fr: 'Visible', en: 'Visible', value: ({ row }) => (row.isVisible ? '1' : '0') },
  { fr: 'Personnalisé', en: 'Custom', value: ({ row }) => (row.isCustom ? '1' : '0') },
];

const table = csvTable(columns);
export const csvHeader = table.header;
export const csvLines = (rows: ProductRow[], locale: Locale, labels: TAvailabilityLabels) =>
  table.lines(rows.map((row) => ({ row, locale, labels })));

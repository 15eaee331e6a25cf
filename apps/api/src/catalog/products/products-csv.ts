import {
  availabilityLabelOf,
  type CsvColumn,
  csvTable,
  type Locale,
  type LocalizedText,
  type TAvailabilityLabels,
} from '@colophon/contract';
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

const columns: CsvColumn<ExportedRow, LocalizedText>[] = [
  { header: { fr: 'EAN', en: 'EAN' }, value: ({ row }) => row.ean },
  { header: { fr: 'Titre', en: 'Title' }, value: ({ row }) => row.title },
  { header: { fr: 'Sous-titre', en: 'Subtitle' }, value: ({ row }) => row.subtitle ?? '' },
  {
    header: { fr: 'Auteurs', en: 'Authors' },
    value: ({ row }) => row.authors.map((author) => author.name).join(', '),
  },
  { header: { fr: 'Éditeur', en: 'Publisher' }, value: ({ row }) => row.publishers.join(', ') },
  { header: { fr: 'Collection', en: 'Collection' }, value: ({ row }) => row.collections.join(', ') },
  {
    header: { fr: 'Prix TTC', en: 'Price incl. tax' },
    value: ({ row }) => decimal(row.priceWithTax === null ? null : row.priceWithTax / 100),
  },
  {
    header: { fr: 'Prix HT', en: 'Price excl. tax' },
    value: ({ row }) => decimal(row.priceNoTax === null ? null : row.priceNoTax / 100),
  },
  { header: { fr: 'TVA (%)', en: 'VAT (%)' }, value: ({ row }) => decimal(row.taxRate * 100, 1) },
  { header: { fr: 'Stock', en: 'Stock' }, value: ({ row }) => String(row.stock) },
  // The word staff see on the badges and in the filter, the ONIX code beside it.
  {
    header: { fr: 'Disponibilité', en: 'Availability' },
    value: ({ row, locale, labels }) => availabilityLabelOf(row.availability, labels, locale),
  },
  {
    header: { fr: 'Code disponibilité (ONIX)', en: 'Availability code (ONIX)' },
    value: ({ row }) => row.availability ?? '',
  },
  { header: { fr: 'Date de parution', en: 'Release date' }, value: ({ row }) => frenchDate(row.releaseDate) },
  { header: { fr: 'Visible', en: 'Visible' }, value: ({ row }) => (row.isVisible ? '1' : '0') },
  { header: { fr: 'Personnalisé', en: 'Custom' }, value: ({ row }) => (row.isCustom ? '1' : '0') },
];

const table = csvTable(columns);
export const csvHeader = table.header;
export const csvLines = (rows: ProductRow[], locale: Locale, labels: TAvailabilityLabels) =>
  table.lines(rows.map((row) => ({ row, locale, labels })));

import type { Locale } from '@colophon/contract';

/** Excel as set up in France reads `;` between fields, a decimal comma, and UTF-8 when the file starts with a BOM. */
const SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * A field quoted when it must be; a leading = + - @, tab or carriage return is neutralised with a `'`
 * so that Excel or LibreOffice never runs the cell as a formula (OWASP's CSV injection advice).
 */
export const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A column of an export: its header in each language and its value for a row. */
export interface CsvColumn<R> {
  fr: string;
  en: string;
  value: (row: R) => string;
}

/** An export's header line (with the BOM: it starts the file) and its rows' lines, every field made safe. */
export const csvTable = <R>(columns: CsvColumn<R>[]) => ({
  header: (locale: Locale) =>
    `${BOM}${columns.map((column) => csvField(column[locale])).join(SEPARATOR)}\r\n`,
  lines: (rows: R[]) =>
    rows.map((row) => `${columns.map((column) => csvField(column.value(row))).join(SEPARATOR)}\r\n`).join(''),
});

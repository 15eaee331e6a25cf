import type { Locale, LocalizedText } from './messages-types.ts';

/**
 * The one CSV writer of Colophon: the API's exports (streamed in batches) and the files the console
 * makes from what it shows both write through it. CSV as French spreadsheets read it: `;` between
 * cells, CRLF lines, and a BOM so that Excel reads the accents as UTF-8.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** A column's header: one text, or one per language (the API's exports answer in the caller's). */
export type CsvHeader = string | LocalizedText;

/** A column of a CSV file: its header and its cell for a row. */
export interface CsvColumn<R, H extends CsvHeader = string> {
  header: H;
  value: (row: R) => CsvValue;
}

const SEPARATOR = ';';
const BOM = '\uFEFF';

/**
 * One cell, quoted when it must be. A text starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return gets a leading `'`, so that Excel or LibreOffice never runs it as a formula (OWASP's advice
 * on CSV injection): whatever a visitor typed in a form stays text in the shop's spreadsheet. A
 * number is written as it is (-3 is no formula, and stays a number for the spreadsheet).
 */
export const csvCell = (value: CsvValue) => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(SEPARATOR)}\r\n`;

const headerIn = (header: CsvHeader, locale: Locale) =>
  typeof header === 'string' ? header : header[locale];

/**
 * A table's header line (with the BOM: it starts the file) and its rows' lines, every cell made safe;
 * a large export writes its header once, then its rows batch after batch.
 */
export const csvTable = <R, H extends CsvHeader>(columns: readonly CsvColumn<R, H>[]) => ({
  header: (locale: Locale = 'fr') =>
    `${BOM}${csvLine(columns.map((column) => headerIn(column.header, locale)))}`,
  lines: (rows: readonly R[]) =>
    rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join(''),
});

/** A whole file at once: the header, then every row. */
export const toCsv = <R, H extends CsvHeader>(
  columns: readonly CsvColumn<R, H>[],
  rows: readonly R[],
  locale: Locale = 'fr',
) => {
  const table = csvTable(columns);
  return table.header(locale) + table.lines(rows);
};

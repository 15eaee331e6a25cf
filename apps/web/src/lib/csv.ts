import { type CsvColumn, toCsv } from '@colophon/contract';

export type { CsvColumn };

/**
 * Offers the rows as a CSV file download, written by the contract's one CSV writer (the API's exports
 * use it too): a cell a visitor typed as a formula stays text in the shop's spreadsheet.
 */
export const downloadCsv = <T>(fileName: string, columns: CsvColumn<T>[], rows: readonly T[]) =>
  saveFile(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);

/** Hands a file to the browser's downloads under the name given. */
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

const cell = (value: string | number | boolean | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV as French spreadsheets read it: `;` between cells, CRLF lines, a BOM for the accents. */
export const toCsv = <T>(columns: CsvColumn<T>[], rows: readonly T[]) =>
  `\uFEFF${[
    columns.map((column) => cell(column.header)),
    ...rows.map((row) => columns.map((column) => cell(column.value(row)))),
  ]
    .map((line) => line.join(';'))
    .join('\r\n')}\r\n`;

/** Offers the rows as a file download. */
export const downloadCsv = <T>(fileName: string, columns: CsvColumn<T>[], rows: readonly T[]) =>
  saveFile(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);

/** Hands a file to the browser's downloads under the name given. */
export const saveFile = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

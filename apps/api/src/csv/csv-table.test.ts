import { describe, expect, it } from 'vitest';
import { csvTable } from './csv-table.ts';

describe('an export table', () => {
  const table = csvTable<{ name: string }>([{ fr: 'Nom', en: 'Name', value: (row) => row.name }]);

  it('when a value starts as a formula would, then the spreadsheet sees text', () => {
    const leads = ['=1+1', '+33 6 12', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    const lines = table.lines(leads.map((name) => ({ name }))).split('\r\n');
    expect(lines.slice(0, 4)).toEqual(["'=1+1", "'+33 6 12", "'-2+3", "'@SUM(A1)"]);
    expect(lines[4]).toBe("'\tx");
    expect(table.lines([{ name: '\rx' }])).toBe(`"'\rx"\r\n`);
  });

  it('when the header is written, then it opens the file with a BOM in the asked language', () => {
    expect(table.header('fr')).toBe('\uFEFFNom\r\n');
    expect(table.header('en')).toBe('\uFEFFName\r\n');
    expect(table.lines([{ name: 'a;"b"' }])).toBe('"a;""b"""\r\n');
  });
});

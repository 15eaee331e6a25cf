import { describe, expect, it } from 'vitest';
import { csvTable, toCsv } from './csv.ts';

describe('the CSV writer', () => {
  const table = csvTable<{ name: string }, { fr: string; en: string }>([
    { header: { fr: 'Nom', en: 'Name' }, value: (row) => row.name },
  ]);

  it('when a text starts as a formula would, then the spreadsheet sees text', () => {
    const leads = ['=1+1', '+33 6 12', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    const lines = table.lines(leads.map((name) => ({ name }))).split('\r\n');
    expect(lines.slice(0, 4)).toEqual(["'=1+1", "'+33 6 12", "'-2+3", "'@SUM(A1)"]);
    expect(lines[4]).toBe("'\tx");
    expect(table.lines([{ name: '\rx' }])).toBe(`"'\rx"\r\n`);
  });

  it('when a visitor’s text hides a formula behind a quote or a separator, then it is still text', () => {
    expect(table.lines([{ name: '=HYPERLINK("http://evil";"x")' }])).toBe(
      `"'=HYPERLINK(""http://evil"";""x"")"\r\n`,
    );
  });

  it('when the header is written, then it opens the file with a BOM in the asked language', () => {
    expect(table.header('fr')).toBe('\uFEFFNom\r\n');
    expect(table.header('en')).toBe('\uFEFFName\r\n');
    expect(table.lines([{ name: 'a;"b"' }])).toBe('"a;""b"""\r\n');
  });

  it('when cells are numbers, flags or empty, then numbers stay numbers, negative ones included', () => {
    const file = toCsv(
      [
        { header: 'n', value: (row: { n: number | null; ok: boolean }) => row.n },
        { header: 'ok', value: (row) => row.ok },
      ],
      [
        { n: -3, ok: true },
        { n: null, ok: false },
      ],
    );
    expect(file).toBe('\uFEFFn;ok\r\n-3;true\r\n;false\r\n');
  });
});

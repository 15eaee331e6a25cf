import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from './csv.ts';

/** The file the browser was handed, read back as a person opening it would. */
const downloaded = () => {
  const files: { name: string; blob: Blob }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    files.push({ name: '', blob: blob as Blob });
    return `blob:file-${files.length}`;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.at(-1);
    if (file) file.name = this.download;
  });
  return files;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the console’s CSV files', () => {
  it('when a contact-form message carries a formula, then the console’s export keeps it as text', async () => {
    const files = downloaded();
    const messages = [
      { subject: '=HYPERLINK("http://evil.example";"Facture")', email: 'a@example.org', replies: 2 },
      { subject: '@SUM(1+1)*cmd|/C calc', email: '+33@example.org', replies: -1 },
    ];
    downloadCsv(
      'messages.csv',
      [
        { header: 'Objet', value: (row: (typeof messages)[number]) => row.subject },
        { header: 'E-mail', value: (row) => row.email },
        { header: 'Réponses', value: (row) => row.replies },
      ],
      messages,
    );
    expect(files.map((file) => file.name)).toEqual(['messages.csv']);
    const text = await files[0]?.blob.text();
    expect(text?.split('\r\n')).toEqual([
      '\uFEFFObjet;E-mail;Réponses',
      `"'=HYPERLINK(""http://evil.example"";""Facture"")";a@example.org;2`,
      "'@SUM(1+1)*cmd|/C calc;'+33@example.org;-1",
      '',
    ]);
  });
});

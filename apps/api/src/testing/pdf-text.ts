import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

/**
 * The text a PDF made by pdfkit shows, one line per text run, to assert what a reader sees: its
 * content streams inflated, and the hex strings of their `TJ` operators read in WinAnsi (the
 * encoding of pdfkit's standard fonts).
 */
export const pdfText = (pdf: Buffer) => {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font)
    }
    for (const run of content.matchAll(/\[([^\]]*)\]\s*TJ/g))
      lines.push(
        [...(run[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
          .map((hex) => winAnsi.decode(Buffer.from(hex[1] ?? '', 'hex')))
          .join(''),
      );
  }
  return lines.join('\n');
};

import PDFDocument from 'pdfkit';

/** A PDF built by `draw`, as one buffer. */
export const render = (options: PDFKit.PDFDocumentOptions, draw: (pdf: PDFKit.PDFDocument) => void) =>
  new Promise<Buffer>((resolve, reject) => {
    const pdf = new PDFDocument({ ...options, info: { Producer: 'Colophon', ...options.info } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    draw(pdf);
    pdf.end();
  });

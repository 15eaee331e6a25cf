import type { Download } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/csv.ts';

/**
 * Prints a PDF the API answered: loaded into a hidden frame whose print dialog opens (the browser's
 * own, to pick the label printer). The frame goes away once the page leaves or a minute later.
 */
export const printPdf = ({ blob }: Download) => {
  const url = URL.createObjectURL(blob);
  const frame = Object.assign(document.createElement('iframe'), { src: url, title: 'pdf' });
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.dataset.testid = 'print-frame';
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      // A browser that does not print PDFs in a frame: the file is offered instead.
      window.open(url, '_blank');
    }
  };
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
};

/** Offers a PDF the API answered as a download, under the API's name. */
export const savePdf = ({ blob, fileName }: Download, fallback: string) =>
  saveFile(blob, fileName ?? fallback);

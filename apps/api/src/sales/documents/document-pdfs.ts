import type { TAddress, TFullDocument, TPackage } from '@colophon/contract';
import bwipjs from 'bwip-js';
import PDFDocument from 'pdfkit';
import { sellerLines } from './invoice-seller.ts';

/** A PDF built by `draw`, as one buffer. */
const render = (options: PDFKit.PDFDocumentOptions, draw: (pdf: PDFKit.PDFDocument) => void) =>
  new Promise<Buffer>((resolve, reject) => {
    const pdf = new PDFDocument({ ...options, info: { Producer: 'Colophon', ...options.info } });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    draw(pdf);
    pdf.end();
  });

const addressLines = (address: TAddress) =>
  [
    `${address.firstName} ${address.lastName}`,
    address.company,
    address.address1,
    address.address2,
    address.address3,
    `${address.postalCode} ${address.city}`,
    address.country,
    address.phone,
  ].filter((line): line is string => Boolean(line));

/** The Code 128 of a tracking number, as a PNG. */
export const code128 = (text: string) =>
  bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 14, includetext: true, textxalign: 'center' });

export interface LabelInput {
  sender: { name: string; address: string };
  recipient: TAddress;
  parcel: TPackage;
  orderNumber: string;
}

const LABEL_WIDTH = 283; // 10 cm in points
const LABEL_SIZE: [number, number] = [LABEL_WIDTH, 425];

/**
 * 10 × 15 cm shipping labels, one a page: sender, recipient, weight, carrier, Code 128 of the
 * tracking number. One label is the package's label; several are a batch to print at once.
 */
export const labelsPdf = async (inputs: LabelInput[]) => {
  const barcodes = await Promise.all(inputs.map((input) => code128(input.parcel.trackingNumber)));
  const title = inputs.length === 1 ? `Label ${inputs[0]?.orderNumber}` : `Labels (${inputs.length})`;
  return render({ size: LABEL_SIZE, margin: 14, info: { Title: title } }, (pdf) => {
    inputs.forEach((input, index) => {
      if (index > 0) pdf.addPage({ size: LABEL_SIZE, margin: 14 });
      pdf.fontSize(7).fillColor('#555').text('EXPÉDITEUR / FROM');
      pdf.fillColor('#000').fontSize(9).text(input.sender.name);
      pdf.text(input.sender.address);
      pdf.moveDown(0.8);
      pdf.fontSize(7).fillColor('#555').text('DESTINATAIRE / TO');
      pdf.fillColor('#000').fontSize(13);
      for (const line of addressLines(input.recipient)) pdf.text(line);
      pdf.moveDown(0.8);
      pdf.fontSize(9).text(`${input.parcel.carrier} · ${(input.parcel.weight / 1000).toFixed(3)} kg`);
      pdf.text(`Commande ${input.orderNumber}`);
      pdf.moveDown(0.5);
      const barcode = barcodes[index];
      if (barcode) pdf.image(barcode, { fit: [LABEL_WIDTH - 28, 90], align: 'center' });
    });
  });
};

/** A package's shipping label. */
export const labelPdf = (input: LabelInput) => labelsPdf([input]);

const money = (euros: number) => `${euros.toFixed(2).replace('.', ',')} €`;
const percent = (rate: number) => `${(rate * 100).toFixed(1).replace('.0', '').replace('.', ',')} %`;
const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

const TITLES = {
  Order: { fr: 'Commande', en: 'Order' },
  Quotation: { fr: 'Devis', en: 'Quotation' },
  Delivery: { fr: 'Bon de livraison', en: 'Delivery note' },
  Invoice: { fr: 'Facture', en: 'Invoice' },
  CreditNote: { fr: 'Facture d’avoir', en: 'Credit note' },
} as const;

/**
 * A document as a printable A4 PDF: an invoice carries the seller, VAT per rate and the French mentions;
 * a credit note the same, with the invoice it corrects and its amounts stated as credited.
 */
export const documentPdf = (document: TFullDocument) => {
  const fr = document.locale === 'fr';
  const word = (french: string, english: string) => (fr ? french : english);
  const credit = document.documentType === 'CreditNote';
  return render(
    {
      size: 'A4',
      margin: 48,
      info: { Title: `${TITLES[document.documentType][document.locale]} ${document.number}` },
    },
    (pdf) => {
      pdf.fontSize(16).text(document.seller.name);
      pdf.fontSize(8).fillColor('#444');
      for (const line of sellerLines(document.seller, document.locale)) pdf.text(line);
      pdf.fillColor('#000').moveDown();
      pdf.fontSize(14).text(`${TITLES[document.documentType][document.locale]} ${document.number}`);
      pdf.fontSize(9).text(`${word('Date', 'Date')} : ${date(document.createdAt)}`);
      if (document.creditedInvoice)
        pdf.text(
          `${word('Facture d’origine', 'Original invoice')} : ${document.creditedInvoice.number} ${word('du', 'of')} ${date(document.creditedInvoice.createdAt)}`,
        );
      pdf.moveDown(0.5);
      pdf
        .fontSize(8)
        .fillColor('#555')
        .text(credit ? word('Crédité à', 'Credited to') : word('Facturé à', 'Billed to'));
      pdf.fillColor('#000').fontSize(10);
      for (const line of addressLines(document.billingAddress)) pdf.text(line);
      pdf.moveDown();

      const columns = [48, 300, 345, 410, 460];
      const header = [
        word('Désignation', 'Item'),
        word('Qté', 'Qty'),
        word('PU TTC', 'Unit'),
        'TVA',
        'Total TTC',
      ];
      const row = (cells: string[], bold = false) => {
        const y = pdf.y;
        pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        cells.forEach((cell, index) => {
          pdf.text(cell, columns[index] ?? 48, y, {
            width: index === 0 ? 245 : 60,
            align: index === 0 ? 'left' : 'right',
          });
        });
        pdf.moveDown(0.3);
      };
      row(header, true);
      for (const item of document.items.filter((line) => line.status !== 'Cancelled'))
        row([
          `${item.title}${item.secondHand ? ` – ${word('occasion', 'second-hand')}` : ''} (${item.ean})`,
          String(item.quantity),
          money(item.unitPrice),
          percent(item.taxRate),
          money(item.total),
        ]);
      if (document.shippingCost > 0)
        row([
          word('Livraison', 'Delivery'),
          '1',
          money(document.shippingCost),
          '',
          money(document.shippingCost),
        ]);
      pdf.moveDown();
      for (const tax of document.taxes)
        row([
          `${word('TVA', 'VAT')} ${percent(tax.rate)} : ${word('base HT', 'base')} ${money(tax.base)}`,
          '',
          '',
          '',
          money(tax.tax),
        ]);
      const totalWord = credit ? word('Total de l’avoir', 'Total credited') : word('Total', 'Total');
      row([`${totalWord} ${word('HT', 'excl. VAT')}`, '', '', '', money(document.totalNoTax)], true);
      row([`${totalWord} ${word('TTC', 'incl. VAT')}`, '', '', '', money(document.total)], true);
      if (document.refunded > 0 && !credit)
        row([word('Remboursé', 'Refunded'), '', '', '', money(document.refunded)]);
      pdf.moveDown();
      pdf.font('Helvetica').fontSize(8).fillColor('#444');
      for (const mention of document.legalMentions) pdf.text(mention, 48, pdf.y, { width: 500 });
    },
  );
};

import type { TAddress, TPackage } from '@colophon/contract';
import { addressLines } from '@colophon/contract';
import bwipjs from 'bwip-js';
import { render } from './pdf-render.ts';

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

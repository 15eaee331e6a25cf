import type { TDocumentItem, TFullDocument, TRebate } from '@colophon/contract';
import { addressLines } from '@colophon/contract';
import { sellerLines } from './invoice-seller.ts';
import { render } from './pdf-render.ts';

// The standard PDF fonts write WinAnsi: a hyphen stands for the minus sign, which it lacks.
const money = (euros: number) => `${euros.toFixed(2).replace('.', ',')} €`;
const minus = (euros: number) => (euros > 0 ? `-${money(euros)}` : '');
const percent = (rate: number) => `${(rate * 100).toFixed(1).replace('.0', '').replace('.', ',')} %`;
const date = (iso: string) => new Date(iso).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });
const sum = (rebates: readonly TRebate[]) =>
  Math.round(rebates.reduce((total, rebate) => total + rebate.amount, 0) * 100) / 100;

const TITLES = {
  Order: { fr: 'Commande', en: 'Order' },
  Quotation: { fr: 'Devis', en: 'Quotation' },
  Delivery: { fr: 'Bon de livraison', en: 'Delivery note' },
  Invoice: { fr: 'Facture', en: 'Invoice' },
  CreditNote: { fr: 'Facture d’avoir', en: 'Credit note' },
} as const;

/** One printed row: the designation, what is said under it (its rebates by name), and its figures. */
interface Row {
  title: string;
  notes: string[];
  quantity: string;
  unitNoTax: string;
  unit: string;
  gross: string;
  discount: string;
  net: string;
  vat: string;
}
type Figure = Exclude<keyof Row, 'title' | 'notes'>;

/**
 * Each line with its gross price, its discount and its net amount, each discount named under it (CGI
 * ann. II art. 242 nonies A I 5° and 6°: unit price, rebates « chiffrables lors de l'opération »); the
 * delivery as one more line, with its own discounts.
 */
const rowsOf = (document: TFullDocument, word: (fr: string, en: string) => string): Row[] => {
  const rebateNote = (rebate: TRebate) =>
    word(
      `Remise « ${rebate.name} » : ${minus(rebate.amount)}`,
      `Discount “${rebate.name}”: ${minus(rebate.amount)}`,
    );
  const lineOf = (item: TDocumentItem): Row => ({
    title: `${item.title}${item.secondHand ? ` – ${word('occasion', 'second-hand')}` : ''} (${item.ean})`,
    notes: item.rebates.map(rebateNote),
    quantity: String(item.quantity),
    unitNoTax: money(item.unitPriceNoTax),
    unit: money(item.unitPrice),
    gross: money(item.unitPrice * item.quantity),
    discount: minus(item.discount),
    net: money(item.total),
    vat: percent(item.taxRate),
  });
  const rows = document.items.filter((item) => item.status !== 'Cancelled').map(lineOf);
  const shippingGross = document.shippingCost + sum(document.shippingRebates);
  if (shippingGross > 0) {
    // Delivery takes the rate of the goods it carries; split between rates, the VAT table states it.
    const [only, ...others] = document.taxes;
    rows.push({
      title: word('Livraison', 'Delivery'),
      notes: document.shippingRebates.map(rebateNote),
      quantity: '1',
      unitNoTax:
        only && others.length === 0 ? money(Math.round((shippingGross * 100) / (1 + only.rate)) / 100) : '',
      unit: money(shippingGross),
      gross: money(shippingGross),
      discount: minus(sum(document.shippingRebates)),
      net: money(document.shippingCost),
      vat: only && others.length === 0 ? percent(only.rate) : '',
    });
  }
  return rows;
};

const LEFT = 48;
/** A4 (595 points wide) within its margins. */
const WIDTH = 499;
const FIGURE_WIDTH = 54;

/**
 * A document as a printable A4 PDF: an invoice carries the seller, each line's gross price, discount
 * and net amount, a summary of rebates, VAT per rate and the French mentions (docs/rules/invoices.md);
 * to a business or public buyer, the unit price without VAT too. A credit note the same, with the
 * invoice it corrects and its amounts stated as credited.
 */
export const documentPdf = (document: TFullDocument) => {
  const fr = document.locale === 'fr';
  const word = (french: string, english: string) => (fr ? french : english);
  const credit = document.documentType === 'CreditNote';
  const business = document.customer.customerRole !== 'Individual';
  const figures: { id: Figure; header: string }[] = [
    { id: 'quantity', header: word('Qté', 'Qty') },
    ...(business ? [{ id: 'unitNoTax' as const, header: word('PU HT', 'Unit excl. VAT') }] : []),
    { id: 'unit', header: word('PU TTC', 'Unit incl. VAT') },
    { id: 'gross', header: word('Brut TTC', 'Gross') },
    { id: 'discount', header: word('Remise', 'Discount') },
    { id: 'net', header: word('Net TTC', 'Net') },
    { id: 'vat', header: word('TVA', 'VAT') },
  ];
  const titleWidth = WIDTH - figures.length * FIGURE_WIDTH;
  return render(
    {
      size: 'A4',
      margin: LEFT,
      info: { Title: `${TITLES[document.documentType][document.locale]} ${document.number}` },
    },
    (pdf) => {
      const bottom = () => pdf.page.height - pdf.page.margins.bottom;
      /** Cells side by side from one top; the next row starts under the tallest. */
      const row = (title: string, notes: string[], cells: string[], bold = false) => {
        pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
        const noteText = notes.join('\n');
        const height =
          pdf.heightOfString(title, { width: titleWidth }) +
          (noteText ? pdf.fontSize(7).heightOfString(noteText, { width: titleWidth }) : 0);
        if (pdf.y + height > bottom()) pdf.addPage();
        const top = pdf.y;
        pdf.fontSize(8).fillColor('#000').text(title, LEFT, top, { width: titleWidth });
        if (noteText)
          pdf
            .font('Helvetica')
            .fontSize(7)
            .fillColor('#444')
            .text(noteText, LEFT, pdf.y, { width: titleWidth });
        pdf
          .font(bold ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(8)
          .fillColor('#000');
        cells.forEach((cell, index) => {
          if (cell)
            pdf.text(cell, LEFT + titleWidth + index * FIGURE_WIDTH, top, {
              width: FIGURE_WIDTH - 2,
              align: 'right',
            });
        });
        pdf.x = LEFT;
        pdf.y = top + height + 4;
      };
      /** A label on the left and its amount under the net amounts. */
      const total = (label: string, amount: string, bold = false) =>
        row(
          label,
          [],
          figures.map((figure) => (figure.id === 'net' ? amount : '')),
          bold,
        );

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

      row(
        word('Désignation', 'Item'),
        [],
        figures.map((figure) => figure.header),
        true,
      );
      for (const line of rowsOf(document, word))
        row(
          line.title,
          line.notes,
          figures.map((figure) => line[figure.id]),
        );
      pdf.moveDown(0.5);
      if (document.rebates.length > 0) {
        row(word('Récapitulatif des remises', 'Summary of discounts'), [], [], true);
        for (const rebate of document.rebates) total(rebate.name, minus(rebate.amount));
        total(word('Total des remises', 'Total discounts'), minus(sum(document.rebates)), true);
        pdf.moveDown(0.5);
      }
      for (const tax of document.taxes)
        total(
          `${word('TVA', 'VAT')} ${percent(tax.rate)} : ${word('base HT', 'base')} ${money(tax.base)}`,
          money(tax.tax),
        );
      const totalWord = credit ? word('Total de l’avoir', 'Total credited') : word('Total', 'Total');
      total(`${totalWord} ${word('HT', 'excl. VAT')}`, money(document.totalNoTax), true);
      total(`${totalWord} ${word('TTC', 'incl. VAT')}`, money(document.total), true);
      if (document.refunded > 0 && !credit) total(word('Remboursé', 'Refunded'), money(document.refunded));
      pdf.moveDown();
      pdf.font('Helvetica').fontSize(8).fillColor('#444');
      // A no-break space keeps an amount with its unit: « 40 € » is never cut.
      for (const mention of document.legalMentions)
        pdf.text(mention.replace(/ (€|%)/g, '\u00a0$1'), LEFT, pdf.y, { width: WIDTH });
    },
  );
};

import { DEFAULT_PAYMENT_DAYS, type TClient, type TClientSeller } from '@colophon/contract';
import type { DocumentRow } from './documents.tables.ts';
import type { DocumentState } from './documents.views.ts';

/** A Paris day plus so many days, as dd/mm/yyyy. */
const daysAfter = (at: Date, days: number) => {
  const paris = at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
  const due = new Date(`${paris}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + days);
  return due.toLocaleDateString('fr-FR', { timeZone: 'UTC' });
};

/**
 * What an invoice to a business or public buyer adds (C. com. L441-9 I, L441-10, D441-5): the date by
 * which it is to be paid (the shop's `paymentDays` after the invoice, 30 by default), the late-payment
 * penalty rate (the shop's, else the legal one: the ECB's refinancing rate plus 10 points) due without
 * reminder from the day after, and the 40 € fixed recovery fee.
 */
const businessTerms = (issuedAt: Date, seller: TClientSeller | undefined, fr: boolean): string[] => {
  const days = seller?.paymentDays ?? DEFAULT_PAYMENT_DAYS;
  const due = daysAfter(issuedAt, days);
  const rate = seller?.latePaymentRate;
  const rateText = (french: boolean) =>
    rate === undefined
      ? french
        ? 'au taux d’intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points'
        : 'at the European Central Bank’s most recent refinancing rate plus 10 percentage points'
      : `${french ? 'au taux annuel de' : 'at an annual rate of'} ${String(rate).replace('.', french ? ',' : '.')} %`;
  return fr
    ? [
        `Date d’échéance : ${due} (${days} jours après la date de facture).`,
        `En cas de retard de paiement, pénalités exigibles sans rappel dès le lendemain de l’échéance, ${rateText(true)}, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).`,
      ]
    : [
        `Due date: ${due} (${days} days after the invoice date).`,
        `Late payment: penalties due without reminder from the day after the due date, ${rateText(false)}, and a fixed recovery fee of 40 € (French Code de commerce L441-10 and D441-5).`,
      ];
};

/**
 * The mentions a French invoice carries (a credit note: the invoice it corrects, and that its amounts are
 * credited) beside the seller, the numbers and the VAT per rate
 * (Code de commerce L441-9 and D441-5, CGI art. 242 nonies A; prix unique du livre, loi du 10 août 1981).
 */
export const invoiceMentions = (
  state: DocumentState,
  client: TClient,
  creditedInvoice: DocumentRow | null = null,
): string[] => {
  const fr = state.row.locale === 'fr';
  const noVatNumber = fr ? 'Numéro de TVA du vendeur à compléter.' : 'Seller’s VAT number to be completed.';
  const day = (at: Date) => at.toLocaleDateString(fr ? 'fr-FR' : 'en-GB', { timeZone: 'Europe/Paris' });
  if (state.row.type === 'CreditNote') {
    const invoice = creditedInvoice
      ? fr
        ? `la facture n° ${creditedInvoice.number} du ${day(creditedInvoice.createdAt)}`
        : `invoice ${creditedInvoice.number} of ${day(creditedInvoice.createdAt)}`
      : fr
        ? 'la facture de la commande'
        : 'the order’s invoice';
    return [
      fr ? `Avoir se rapportant à ${invoice}.` : `Credit note for ${invoice}.`,
      fr
        ? `Les montants ci-dessus sont crédités au client et viennent en déduction de ${invoice} ; remboursés le ${day(state.row.createdAt)}.`
        : `The amounts above are credited to the customer and deducted from ${invoice}; refunded on ${day(state.row.createdAt)}.`,
      ...(client.seller?.vatNumber ? [] : [noVatNumber]),
    ];
  }
  const paid = state.row.paymentStatus === 'Paid' || state.row.paymentStatus === 'PartiallyRefunded';
  const mentions = [
    fr
      ? 'Prix des livres fixés par l’éditeur (loi n° 81-766 du 10 août 1981 relative au prix du livre).'
      : 'Book prices set by the publisher (French law 81-766 of 10 August 1981 on the price of books).',
  ];
  if (paid)
    mentions.push(
      fr
        ? `Facture acquittée le ${day(state.row.updatedAt)}.`
        : `Invoice paid on ${day(state.row.updatedAt)}.`,
    );
  if (state.customerRole === 'Individual') {
    if (!paid)
      mentions.push(fr ? 'Paiement à réception de la facture.' : 'Payment due on receipt of the invoice.');
  } else mentions.push(...businessTerms(state.row.createdAt, client.seller, fr));
  mentions.push(fr ? 'Pas d’escompte pour paiement anticipé.' : 'No discount for early payment.');
  if (!client.seller?.vatNumber) mentions.push(noVatNumber);
  return mentions;
};

import type { TClient } from '@colophon/contract';
import type { DocumentRow } from './documents.tables.ts';
import type { DocumentState } from './documents.views.ts';

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
  if (state.row.type === 'CreditNote') {
    const day = (at: Date) => at.toLocaleDateString(fr ? 'fr-FR' : 'en-GB', { timeZone: 'Europe/Paris' });
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
  const professional = state.customerRole !== 'Individual';
  const mentions = [
    fr
      ? 'Prix des livres fixés par l’éditeur (loi n° 81-766 du 10 août 1981 relative au prix du livre).'
      : 'Book prices set by the publisher (French law 81-766 of 10 August 1981 on the price of books).',
    paid
      ? fr
        ? `Facture acquittée le ${state.row.updatedAt.toLocaleDateString('fr-FR')}.`
        : `Invoice paid on ${state.row.updatedAt.toLocaleDateString('en-GB')}.`
      : fr
        ? 'Paiement à réception de la facture.'
        : 'Payment due on receipt of the invoice.',
    fr ? 'Pas d’escompte pour paiement anticipé.' : 'No discount for early payment.',
  ];
  if (professional)
    mentions.push(
      fr
        ? 'En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).'
        : 'Late payment: penalties at three times the French legal interest rate, plus a fixed 40 € recovery fee (Code de commerce L441-10).',
    );
  if (!client.seller?.vatNumber) mentions.push(noVatNumber);
  return mentions;
};

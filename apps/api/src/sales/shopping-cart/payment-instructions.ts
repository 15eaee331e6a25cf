import type { Locale, TPaymentMethod } from '@colophon/contract';

/** A moment as the customer reads it, in the shop's time zone. */
const shopMoment = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(at);

/** What the awaiting-payment mail tells the customer to do, and until when the books are held. */
export const paymentInstructions = (
  method: TPaymentMethod,
  locale: Locale,
  total: string,
  payee: string,
  heldUntil: Date | null,
) => {
  const held = heldUntil
    ? locale === 'fr'
      ? ` Vos livres vous sont réservés jusqu’au ${shopMoment(heldUntil, locale)} ; sans paiement reçu, la commande sera annulée.`
      : ` Your books are held for you until ${shopMoment(heldUntil, locale)}; with no payment by then, the order is cancelled.`
    : '';
  if (method === 'Check')
    return locale === 'fr'
      ? `Envoyez un chèque de ${total} à l’ordre de ${payee}, en indiquant le numéro de commande au dos.${held}`
      : `Send a cheque of ${total} payable to ${payee}, with the order number on the back.${held}`;
  return locale === 'fr'
    ? `Nous attendons la confirmation de votre paiement.${held}`
    : `We are waiting for the confirmation of your payment.${held}`;
};

import { defineMessages } from '../messages-types.ts';

/** Messages of the public order intake (`/Public/ShoppingCart/*`); merged in messages.ts. */
export const shoppingCartMessages = defineMessages({
  paymentMethodNotOffered: {
    en: 'This payment method is not offered.',
    fr: 'Ce moyen de paiement n’est pas proposé.',
  },
  siteSignInLinkSent: {
    en: 'If this address is a customer’s of the shop, a sign-in link has been mailed to it: it works once, within {minutes} minutes.',
    fr: 'Si cette adresse est celle d’un client de la librairie, un lien de connexion vient d’y être envoyé : il sert une fois, dans les {minutes} minutes.',
  },
  siteSignInLinkInvalid: {
    en: 'This sign-in link is not valid any more: ask for a new one.',
    fr: 'Ce lien de connexion n’est plus valable : demandez-en un nouveau.',
  },
  cartAvailabilityInStock: { en: 'In stock', fr: 'En stock' },
  cartAvailabilityFewLeft: { en: 'Few left', fr: 'Plus que quelques exemplaires' },
  cartAvailabilityToOrder: { en: 'To order', fr: 'Sur commande' },
  cartLineOverCap: {
    en: 'At most {max} copies of a book per order on the site: for more, contact the shop.',
    fr: 'Pas plus de {max} exemplaires d’un même livre par commande sur le site : pour davantage, contactez la librairie.',
  },
  cartOrderOverCap: {
    en: 'At most {max} copies per order on the site ({count} here): for more, contact the shop.',
    fr: 'Pas plus de {max} exemplaires par commande sur le site ({count} ici) : pour davantage, contactez la librairie.',
  },
});

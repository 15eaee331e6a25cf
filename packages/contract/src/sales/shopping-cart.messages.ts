import { defineMessages } from '../messages-types.ts';

/** Messages of the public order intake (`/Public/ShoppingCart/*`); merged in messages.ts. */
export const shoppingCartMessages = defineMessages({
  paymentMethodNotOffered: {
    en: 'This payment method is not offered.',
    fr: 'Ce moyen de paiement n’est pas proposé.',
  },
});

import { defineMessages } from '../messages-types.ts';

/** Labels and messages of documents, customers, stores and the shopping cart; merged in messages.ts. */
export const documentsMessages = defineMessages({
  documentStatusTemp: { en: 'Cart', fr: 'Panier' },
  documentStatusCreated: { en: 'Created', fr: 'Créée' },
  documentStatusPending: { en: 'Pending', fr: 'En attente' },
  documentStatusPendingExternal: { en: 'Pending (external)', fr: 'En attente (externe)' },
  documentStatusAwaitingPayment: { en: 'Awaiting payment', fr: 'En attente de paiement' },
  documentStatusPaymentFailed: { en: 'Payment failed', fr: 'Paiement échoué' },
  documentStatusPaymentCanceled: { en: 'Payment cancelled', fr: 'Paiement annulé' },
  documentStatusProcessing: { en: 'Processing', fr: 'En préparation' },
  documentStatusProcessingExternal: { en: 'Processing (external)', fr: 'En préparation (externe)' },
  documentStatusShipped: { en: 'Shipped', fr: 'Expédiée' },
  documentStatusComplete: { en: 'Complete', fr: 'Terminée' },
  documentStatusCompleteExternal: { en: 'Complete (external)', fr: 'Terminée (externe)' },
  documentStatusCancelled: { en: 'Cancelled', fr: 'Annulée' },

  documentItemStatusTemp: { en: 'In cart', fr: 'Au panier' },
  documentItemStatusCreated: { en: 'Created', fr: 'Créée' },
  documentItemStatusPending: { en: 'Pending', fr: 'En attente' },
  documentItemStatusProcessing: { en: 'To prepare', fr: 'À préparer' },
  documentItemStatusShipped: { en: 'Shipped', fr: 'Expédiée' },
  documentItemStatusComplete: { en: 'Delivered', fr: 'Livrée' },
  documentItemStatusCancelled: { en: 'Cancelled', fr: 'Annulée' },

  paymentStatusTemp: { en: 'Not started', fr: 'Non commencé' },
  paymentStatusPending: { en: 'Pending', fr: 'En attente' },
  paymentStatusCancelled: { en: 'Cancelled', fr: 'Annulé' },
  paymentStatusPaid: { en: 'Paid', fr: 'Payé' },
  paymentStatusAuthorized: { en: 'Authorised', fr: 'Autorisé' },
  paymentStatusPartiallyRefunded: { en: 'Partially refunded', fr: 'Partiellement remboursé' },
  paymentStatusRefunded: { en: 'Refunded', fr: 'Remboursé' },
  paymentStatusVoided: { en: 'Voided', fr: 'Annulé (autorisation)' },
  paymentStatusRefused: { en: 'Refused', fr: 'Refusé' },

  documentTypeOrder: { en: 'Order', fr: 'Commande' },
  documentTypeQuotation: { en: 'Quotation', fr: 'Devis' },
  documentTypeDelivery: { en: 'Delivery note', fr: 'Bon de livraison' },
  documentTypeInvoice: { en: 'Invoice', fr: 'Facture' },
  documentTypeCreditNote: { en: 'Credit note', fr: 'Avoir' },

  paymentMethodCreditCard: { en: 'Credit card', fr: 'Carte bancaire' },
  paymentMethodCheck: { en: 'Cheque', fr: 'Chèque' },
  paymentMethodManualAtPickup: { en: 'Pay at the store', fr: 'Paiement en magasin' },
  paymentMethodOnInvoice: { en: 'On invoice', fr: 'Sur facture' },
  paymentMethodFictiveValid: { en: 'Test (accepted)', fr: 'Test (accepté)' },
  paymentMethodFictiveInvalid: { en: 'Test (refused)', fr: 'Test (refusé)' },
  paymentMethodPaypal: { en: 'PayPal', fr: 'PayPal' },

  shippingMethodHome: { en: 'Home delivery (post)', fr: 'Livraison à domicile (La Poste)' },
  shippingMethodRelay: { en: 'Relay point', fr: 'Point relais' },
  shippingMethodCarrier: { en: 'Express carrier', fr: 'Transporteur express' },
  shippingMethodPickup: { en: 'Click and collect in a store', fr: 'Retrait en magasin' },
  shippingMethodProWithdrawal: { en: 'Professional withdrawal', fr: 'Retrait professionnel' },

  customerRoleIndividual: { en: 'Individual', fr: 'Particulier' },
  customerRoleProfessional: { en: 'Professional', fr: 'Professionnel' },
  customerRolePublicBody: { en: 'Public body', fr: 'Collectivité' },
  customerRoleLibrary: { en: 'Library', fr: 'Bibliothèque' },
  customerRoleSchool: { en: 'School or research body', fr: 'Établissement d’enseignement ou de recherche' },
  customerRoleWorksCouncil: { en: 'Works council or union', fr: 'CSE ou syndicat' },
  dateOfBirthRange: {
    en: 'The date of birth must be between 01/01/1900 and today.',
    fr: 'La date de naissance doit être comprise entre le 01/01/1900 et aujourd’hui.',
  },

  transitionNotAllowed: {
    en: 'This action is not possible in the order’s present state.',
    fr: 'Cette action n’est pas possible dans l’état actuel de la commande.',
  },
  itemsNotAllowed: {
    en: 'These lines cannot take this action: {ids}.',
    fr: 'Ces lignes ne peuvent pas faire l’objet de cette action : {ids}.',
  },
  unknownItems: {
    en: 'These lines are not lines of the order: {ids}.',
    fr: 'Ces lignes ne sont pas des lignes de la commande : {ids}.',
  },
  featureDisabled: {
    en: 'This feature is not enabled for this shop.',
    fr: 'Cette fonction n’est pas activée pour cette librairie.',
  },
  cartOutOfStock: {
    en: 'Not enough copies of this book for this quantity.',
    fr: 'Pas assez d’exemplaires de ce livre pour cette quantité.',
  },
  cartUnknownProduct: { en: 'This book is not sold here.', fr: 'Ce livre n’est pas vendu ici.' },
  productWithoutPrice: {
    en: 'This book has no price and cannot be ordered.',
    fr: 'Ce livre n’a pas de prix et ne peut pas être commandé.',
  },
  storeRequired: {
    en: 'Choose the store where the books will be collected.',
    fr: 'Choisissez le magasin où retirer les livres.',
  },
  unknownStore: { en: 'Unknown store.', fr: 'Magasin inconnu.' },
  addressRequired: {
    en: 'A shipping address is required for this delivery.',
    fr: 'Une adresse de livraison est nécessaire pour ce mode de livraison.',
  },
  paymentNotAllowedForShipping: {
    en: 'This payment method is only possible with click and collect.',
    fr: 'Ce moyen de paiement n’est possible qu’avec le retrait en magasin.',
  },
  idempotencyKeyReused: {
    en: 'This idempotency key was used for another cart.',
    fr: 'Cette clé d’idempotence a servi pour un autre panier.',
  },
  duplicateEan: {
    en: 'A book appears twice in the cart.',
    fr: 'Un livre apparaît deux fois dans le panier.',
  },
  countryCode: {
    en: 'A country is two letters of ISO 3166 (FR, BE…).',
    fr: 'Un pays s’écrit en deux lettres ISO 3166 (FR, BE…).',
  },
  trackingNumberAscii: {
    en: 'A tracking number is letters, digits and signs without accents.',
    fr: 'Un numéro de suivi s’écrit en lettres, chiffres et signes sans accents.',
  },
  orderRefund: {
    en: 'We refund you {amount} on your means of payment.',
    fr: 'Nous vous remboursons {amount} sur votre moyen de paiement.',
  },
  orderNoRefund: {
    en: 'You will not be charged for these books.',
    fr: 'Vous ne serez pas débité(e) de ces livres.',
  },
  orderHoldExpired: {
    en: 'Your payment was not confirmed in time: the order is cancelled and its books are back on sale.',
    fr: 'Votre paiement n’a pas été confirmé à temps : la commande est annulée et ses livres sont remis en vente.',
  },
  orderCopiesGone: {
    en: 'The copies of « {title} » went back on sale when the payment was refused and are gone: cancel this line before receiving the payment.',
    fr: 'Les exemplaires de « {title} », remis en vente au refus du paiement, sont partis : annulez cette ligne avant d’encaisser le paiement.',
  },
  unknownPayment: { en: 'Unknown payment.', fr: 'Paiement inconnu.' },
  unknownPackage: { en: 'Unknown package.', fr: 'Colis inconnu.' },
  noLabelToPrint: {
    en: 'None of these orders has a package on its way: no label to print.',
    fr: 'Aucune de ces commandes n’a de colis en route : pas d’étiquette à imprimer.',
  },
});

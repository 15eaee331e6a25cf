import { defineMessages } from '../messages-types.ts';

/** Messages of discounts and offers; merged into the catalogue in messages.ts. */
export const marketingMessages = defineMessages({
  discountTypeAppliesToShipping: { en: 'On delivery', fr: 'Sur la livraison' },
  discountTypeAppliesToSubTotal: { en: 'On the sub-total', fr: 'Sur le sous-total' },
  discountTypeAppliesToItems: { en: 'On books', fr: 'Sur des livres' },
  discountLimitationUnlimited: { en: 'Unlimited', fr: 'Illimitée' },
  discountLimitationNTimesOnly: { en: 'N times in all', fr: 'N fois en tout' },
  discountLimitationNTimesPerCustomer: { en: 'N times per customer', fr: 'N fois par client' },
  discountPercentageRange: {
    en: 'A percentage is between 0 and 100 %.',
    fr: 'Un pourcentage est compris entre 0 et 100 %.',
  },
  discountValueRequired: {
    en: 'Give what the discount takes off.',
    fr: 'Indiquez ce que la remise retire.',
  },
  couponCodeRequired: {
    en: 'A coupon code is required when the discount asks for one.',
    fr: 'Un code promo est obligatoire quand la remise en demande un.',
  },
  couponCodeFormat: {
    en: 'A coupon code has 3 to 50 letters, digits, - or _.',
    fr: 'Un code promo compte 3 à 50 lettres, chiffres, - ou _.',
  },
  couponCodeTaken: {
    en: 'Another discount already uses this coupon code.',
    fr: 'Une autre remise utilise déjà ce code promo.',
  },
  limitationTimesRequired: {
    en: 'Say how many times (at least once).',
    fr: 'Indiquez combien de fois (au moins une).',
  },
  assignmentsOnItemsOnly: {
    en: 'Only a discount on books is assigned to products, categories or attributes.',
    fr: 'Seule une remise sur des livres s’attribue à des produits, catégories ou attributs.',
  },
  unknownProductIds: { en: 'Unknown product: {ids}.', fr: 'Produit inconnu : {ids}.' },
  unknownDiscount: { en: 'Unknown discount.', fr: 'Remise inconnue.' },
  subscriptionLinkInvalid: {
    en: 'This link is not valid any more.',
    fr: 'Ce lien n’est plus valable.',
  },
  duplicateProduct: { en: 'A product is listed twice.', fr: 'Un produit figure deux fois.' },
  lawLangRateLimit: {
    en: 'Loi Lang: a new book may be sold at most {max} % below its price ({who}).',
    fr: 'Loi Lang : un livre neuf peut être vendu au plus {max} % sous son prix ({who}).',
  },
  lawLangRateViolation: {
    en: 'Loi Lang (French book price law): {rate} % off is more than the {max} % allowed on new books ({books}).',
    fr: 'Loi Lang (prix unique du livre) : {rate} % de remise dépasse les {max} % permis sur les livres neufs ({books}).',
  },
  lawLangFreeViolation: {
    en: 'Loi Lang (French book price law): a new book cannot be given away; at most {max} % off ({books}).',
    fr: 'Loi Lang (prix unique du livre) : un livre neuf ne peut pas être offert ; au plus {max} % de remise ({books}).',
  },
  lawLangAmountViolation: {
    en: 'Loi Lang (French book price law): {amount} off per copy is more than {max} % of « {title} » ({price}); at most {allowed}.',
    fr: 'Loi Lang (prix unique du livre) : {amount} de remise par exemplaire dépasse {max} % de « {title} » ({price}) ; au plus {allowed}.',
  },
  lawLangSubTotalViolation: {
    en: 'Loi Lang (French book price law): {amount} off a cart of new books is more than {max} % unless the cart comes to at least {needed}: set a minimum spent of at least {needed}.',
    fr: 'Loi Lang (prix unique du livre) : {amount} de remise sur un panier de livres neufs dépasse {max} % sauf si le panier atteint {needed} : fixez un montant minimum d’au moins {needed}.',
  },
  lawLangSubTotalLimit: {
    en: 'Loi Lang: on new books, an amount off the cart may be at most {max} % of the minimum spent ({allowed} here); the engine caps each cart anyway.',
    fr: 'Loi Lang : sur des livres neufs, un montant retiré du panier ne dépasse pas {max} % du minimum d’achat ({allowed} ici) ; le moteur plafonne chaque panier de toute façon.',
  },
  lawLangCategoryLimit: {
    en: 'Loi Lang: whatever is set, the new books among them get at most {max} % off (the engine caps it).',
    fr: 'Loi Lang : quoi qu’il soit saisi, les livres neufs concernés ont au plus {max} % de remise (le moteur plafonne).',
  },
  lawDarcosFreeViolation: {
    en: 'Loi Darcos: the delivery of new books is never free (at least 3,00 € under 35 € of books, more than 0 € above; collecting in store is exempt).',
    fr: 'Loi Darcos : la livraison de livres neufs n’est jamais gratuite (au moins 3,00 € sous 35 € de livres, plus de 0 € au-delà ; le retrait en magasin est exempté).',
  },
  lawDarcosLimit: {
    en: 'Loi Darcos: delivery stays at 3,00 € at least under 35 € of new books, and above 0 € beyond (the engine caps it).',
    fr: 'Loi Darcos : la livraison reste d’au moins 3,00 € sous 35 € de livres neufs, et au-dessus de 0 € au-delà (le moteur plafonne).',
  },
  lawWhoEveryone: {
    en: 'every customer but public lending libraries',
    fr: 'tout client sauf les bibliothèques publiques de prêt',
  },
  lawWhoLibraries: {
    en: 'public bodies buying for lending libraries',
    fr: 'collectivités achetant pour leurs bibliothèques de prêt',
  },
  couponUnknown: { en: 'This coupon code is not known.', fr: 'Ce code promo est inconnu.' },
  couponNotApplicable: {
    en: 'This coupon code does not apply to this order ({reason}).',
    fr: 'Ce code promo ne s’applique pas à cette commande ({reason}).',
  },
  discountRefusedNotPublished: { en: 'not in force now', fr: 'pas en vigueur en ce moment' },
  discountRefusedUsedUp: { en: 'used up', fr: 'épuisé' },
  discountRefusedMinSpent: { en: 'the cart is under the minimum', fr: 'panier sous le minimum' },
  discountRefusedCustomer: { en: 'not for this customer', fr: 'pas pour ce client' },
  discountRefusedCountry: { en: 'not for this country', fr: 'pas pour ce pays' },
  discountRefusedMethod: {
    en: 'not with this payment or delivery',
    fr: 'pas avec ce paiement ou cette livraison',
  },
  discountRefusedNoItem: {
    en: 'no book of the cart is concerned',
    fr: 'aucun livre du panier n’est concerné',
  },
});

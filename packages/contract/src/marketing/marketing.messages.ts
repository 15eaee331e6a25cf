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
    en: 'Loi Lang: an amount off the cart is shared over its lines in proportion; a new book takes at most {max} % of its price, an ebook nothing, and what they cannot take is not moved to the other goods. On a cart of new books only, at most {allowed} here ({max} % of the minimum spent).',
    fr: 'Loi Lang : un montant retiré du panier est réparti sur ses lignes en proportion ; un livre neuf en prend au plus {max} % de son prix, un livre numérique rien, et ce qu’ils ne peuvent prendre ne passe pas sur les autres articles. Sur un panier de livres neufs seuls, au plus {allowed} ici ({max} % du minimum d’achat).',
  },
  lawLangCategoryLimit: {
    en: 'Loi Lang: whatever is set, the new books among them get at most {max} % off (the engine caps it).',
    fr: 'Loi Lang : quoi qu’il soit saisi, les livres neufs concernés ont au plus {max} % de remise (le moteur plafonne).',
  },
  lawDarcosFreeViolation: {
    en: 'Loi Darcos: the delivery of new books is never free (at least 3,00 € under 35 € of new books, more than 0 € above; only collecting in a store is exempt).',
    fr: 'Loi Darcos : la livraison de livres neufs n’est jamais gratuite (au moins 3,00 € sous 35 € de livres neufs, plus de 0 € au-delà ; seul le retrait en magasin est exempté).',
  },
  lawDarcosLimit: {
    en: 'Loi Darcos: delivery of an order holding new books, whatever their age, costs at least 3,00 € under 35 € of new books (other goods and second-hand books do not count), and more than 0 € beyond; the engine stops a discount at that floor.',
    fr: 'Loi Darcos : la livraison d’une commande contenant des livres neufs, quel que soit leur âge, coûte au moins 3,00 € sous 35 € de livres neufs (les autres articles et les livres d’occasion ne comptent pas), et plus de 0 € au-delà ; le moteur arrête une remise à ce plancher.',
  },
  lawDarcosMethodsLimit: {
    en: 'Under 35 € of new books: {methods}.',
    fr: 'Sous 35 € de livres neufs : {methods}.',
  },
  lawDarcosRoom: {
    en: '{method}: {price}, at most {allowed} off',
    fr: '{method} : {price}, au plus {allowed} de remise',
  },
  lawDarcosUnderFloorViolation: {
    en: 'Loi Darcos: with this discount, delivery of new books by « {method} » would cost {price}, under the {floor} floor; at most {allowed} off, or restrict the discount to another delivery method.',
    fr: 'Loi Darcos : avec cette remise, la livraison de livres neufs par « {method} » coûterait {price}, sous le plancher de {floor} ; au plus {allowed} de remise, ou réservez la remise à un autre mode de livraison.',
  },
  lawEbookLimit: {
    en: 'Loi n° 2011-590 (ebooks): an ebook keeps its publisher’s price; the ebooks it reaches get nothing off.',
    fr: 'Loi n° 2011-590 (livre numérique) : un livre numérique garde son prix éditeur ; ceux qu’elle atteint n’ont aucune remise.',
  },
  lawEbookViolation: {
    en: 'Loi n° 2011-590 (ebooks): an ebook’s price is final, no discount of any kind ({books}): take it out of the discount.',
    fr: 'Loi n° 2011-590 (livre numérique) : le prix d’un livre numérique s’impose, sans aucune remise ({books}) : retirez-le de la remise.',
  },
  lawWhoEveryone: {
    en: 'every customer but the collectivities: public bodies, libraries, schools, works councils',
    fr: 'tout client sauf les collectivités : collectivités publiques, bibliothèques, établissements d’enseignement, CSE',
  },
  lawWhoLibraries: {
    en: 'collectivities buying for their own use or their libraries open to the public',
    fr: 'collectivités achetant pour leurs besoins propres ou leurs bibliothèques ouvertes au public',
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

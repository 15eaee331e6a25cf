import { defineMessages } from '../messages-types.ts';
import { MAX_PUBLIC_DEPTH } from './public-limits.ts';

const depth = { en: MAX_PUBLIC_DEPTH.toLocaleString('en'), fr: MAX_PUBLIC_DEPTH.toLocaleString('fr') };

/** Messages of the catalogue; merged into the catalogue of messages in messages.ts. */
export const catalogMessages = defineMessages({
  searchTooDeep: {
    en: `The search can be paged through its first ${depth.en} products only: narrow it with words or filters.`,
    fr: `La recherche ne peut être parcourue que sur ses ${depth.fr} premiers produits : précisez-la par des mots ou des filtres.`,
  },
  catalogueBusy: {
    en: 'The catalogue is busy and could not answer in time. Try again in a moment, or narrow the search.',
    fr: "Le catalogue est occupé et n'a pas pu répondre à temps. Réessayez dans un instant, ou précisez la recherche.",
  },
  invalidEan: {
    en: 'This is not a valid EAN-13: 13 digits, the last one being the check digit.',
    fr: "Ce n'est pas un EAN-13 valide : 13 chiffres, le dernier étant la clé de contrôle.",
  },
  eanNotIsbn: {
    en: "A book's EAN is its ISBN-13: it starts with 978 or 979.",
    fr: "L'EAN d'un livre est son ISBN-13 : il commence par 978 ou 979.",
  },
  publisherPriceNewBook: {
    en: 'Loi Lang (loi n° 81-766, art. 1): a new book is sold at its publisher’s price, {price}. Only a book published more than two years ago and last supplied more than six months ago, a second-hand copy or other goods may be priced otherwise.',
    fr: 'Loi Lang (loi n° 81-766, art. 1) : un livre neuf se vend au prix fixé par son éditeur, {price}. Seuls un livre paru depuis plus de deux ans et dont le dernier approvisionnement remonte à plus de six mois, un exemplaire d’occasion ou un autre article peuvent avoir un autre prix.',
  },
  publisherPriceEbook: {
    en: 'Loi n° 2011-590 (art. 2): an ebook is sold at its publisher’s price, {price}.',
    fr: 'Loi n° 2011-590 (art. 2) : un livre numérique se vend au prix fixé par son éditeur, {price}.',
  },
  supplyQuantityZero: {
    en: 'A supply moves the stock: give a number of copies other than 0.',
    fr: 'Un approvisionnement fait bouger le stock : indiquez un nombre d’exemplaires autre que 0.',
  },
  supplyQuantityPositive: {
    en: 'An initial stock or a reception brings copies in: give a number above 0 (a correction may lower the stock).',
    fr: 'Un stock initial ou une réception fait entrer des exemplaires : indiquez un nombre supérieur à 0 (une correction peut baisser le stock).',
  },
  correctionDatedToday: {
    en: 'A correction is dated the day it is made.',
    fr: 'Une correction est datée du jour où elle est faite.',
  },
  supplyInFuture: {
    en: 'Copies cannot come in after today.',
    fr: 'Des exemplaires ne peuvent pas arriver après aujourd’hui.',
  },
  receptionTooOld: {
    en: 'A reception is dated at most {days} days back ({day} at the earliest): the law reads the last supply from this history.',
    fr: 'Une réception se date au plus {days} jours en arrière (le {day} au plus tôt) : la loi lit le dernier approvisionnement dans cet historique.',
  },
  initialStockTwice: {
    en: 'This product’s supply history has begun: record a reception or a correction.',
    fr: 'L’historique d’approvisionnement de ce produit a commencé : enregistrez une réception ou une correction.',
  },
  stockBelowZero: {
    en: 'The stock cannot go below 0 ({stock} copies now).',
    fr: 'Le stock ne peut pas passer sous 0 ({stock} exemplaires actuellement).',
  },
  secondHandMention: { en: 'Second-hand', fr: 'Occasion' },
  secondHandEbook: {
    en: 'An ebook cannot be second-hand: its publisher’s price is final (loi n° 2011-590).',
    fr: 'Un livre numérique ne peut pas être d’occasion : son prix éditeur s’impose (loi n° 2011-590).',
  },
  eanTaken: {
    en: 'Another product already has this EAN.',
    fr: 'Un autre produit a déjà cet EAN.',
  },
  feedEanFixed: {
    en: 'The EAN of a product from the data feed cannot be changed.',
    fr: "L'EAN d'un produit issu du flux de données ne peut pas être modifié.",
  },
  moneyCents: {
    en: 'An amount in euros with at most two decimals.',
    fr: 'Un montant en euros avec au plus deux décimales.',
  },
  moneyNegative: {
    en: 'An amount cannot be negative.',
    fr: 'Un montant ne peut pas être négatif.',
  },
  moneyTooLarge: {
    en: 'An amount is at most 1 000 000 €.',
    fr: 'Un montant ne dépasse pas 1 000 000 €.',
  },
  vatRate: {
    en: 'Choose a French VAT rate: 5.5 %, 20 %, 10 %, 2.1 % or 0 %.',
    fr: 'Choisissez un taux de TVA français : 5,5 %, 20 %, 10 %, 2,1 % ou 0 %.',
  },
  pricesDisagree: {
    en: 'The price without tax does not agree with the price with tax and the tax rate.',
    fr: 'Le prix HT ne correspond pas au prix TTC et au taux de TVA.',
  },
  priceWithoutPriceWithTax: {
    en: 'Give the price with tax first.',
    fr: "Indiquez d'abord le prix TTC.",
  },
  onlyCustomProducts: {
    en: 'In this shop, only custom products can be edited.',
    fr: 'Dans cette boutique, seuls les produits personnalisés peuvent être modifiés.',
  },
  notInFeed: {
    en: 'A custom product has no data-feed value to go back to.',
    fr: "Un produit personnalisé n'a pas de valeur du flux de données à rétablir.",
  },
  serverFileNotFound: {
    en: 'There is no readable file at this path on the server.',
    fr: "Il n'y a pas de fichier lisible à ce chemin sur le serveur.",
  },
  serverFileOutsideImports: {
    en: 'The file must be in the folder of feed imports.',
    fr: 'Le fichier doit se trouver dans le dossier des imports de flux.',
  },
  emptyUpload: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  onixNoEan: {
    en: 'The record has no ISBN-13 or GTIN-13.',
    fr: "La notice n'a pas d'ISBN-13 ni de GTIN-13.",
  },
  onixBadEan: {
    en: 'The EAN {value} has a wrong check digit.',
    fr: "L'EAN {value} a une clé de contrôle fausse.",
  },
  onixBookNotIsbn: {
    en: 'A printed book (ONIX form {form}) is sold under its ISBN-13, starting with 978 or 979: {value} is not one.',
    fr: 'Un livre imprimé (forme ONIX {form}) se vend sous son ISBN-13, qui commence par 978 ou 979 : {value} n’en est pas un.',
  },
  onixVatNotFrench: {
    en: 'The price’s VAT rate {value} % is not a French rate: it is not imported, the rate stays 5.5 %.',
    fr: 'Le taux de TVA du prix, {value} %, n’est pas un taux français : il n’est pas importé, le taux reste 5,5 %.',
  },
  onixNoTitle: { en: 'The record has no title.', fr: "La notice n'a pas de titre." },
  onixBadPrice: {
    en: 'The price {value} is not an amount.',
    fr: "Le prix {value} n'est pas un montant.",
  },
  onixBadDate: {
    en: 'The date {value} is not a date.',
    fr: "La date {value} n'est pas une date.",
  },
  onixNotWellFormed: {
    en: 'The record is not well-formed XML: {detail}',
    fr: "La notice n'est pas du XML bien formé : {detail}",
  },
  onixRecordTooLarge: {
    en: 'The record is larger than 1 MB: it is skipped.',
    fr: 'La notice dépasse 1 Mo : elle est ignorée.',
  },
  onixNotClosed: {
    en: 'The record is not closed: the file is cut short.',
    fr: "La notice n'est pas fermée : le fichier est tronqué.",
  },
  onixDeletion: {
    en: 'Deletion notices are not applied: hide or delete the product in the catalogue.',
    fr: 'Les avis de suppression ne sont pas appliqués : masquez ou supprimez le produit dans le catalogue.',
  },
  onixCustomProduct: {
    en: 'A custom product already has this EAN: the feed does not change it.',
    fr: 'Un produit personnalisé a déjà cet EAN : le flux ne le modifie pas.',
  },
  onixUnsupportedRelease: {
    en: 'ONIX {release} is not supported: ask the sender for ONIX 3.0.',
    fr: "ONIX {release} n'est pas pris en charge : demandez de l'ONIX 3.0 à l'expéditeur.",
  },
  onixNotOnix: {
    en: 'This file is not an ONIX message.',
    fr: "Ce fichier n'est pas un message ONIX.",
  },
  onixFileMissing: {
    en: 'The file to import is no longer on the server.',
    fr: "Le fichier à importer n'est plus sur le serveur.",
  },
  onixImportStopped: {
    en: 'The import stopped before the end of the file at each of its tries: the records counted here were imported, whole, and the others not. Send the file again.',
    fr: "L'import s'est arrêté avant la fin du fichier à chacun de ses essais : les notices comptées ici ont été importées, entières, et les autres non. Envoyez à nouveau le fichier.",
  },
  releaseForthcoming: { en: 'Forthcoming', fr: 'À paraître' },
  releaseLastMonth: { en: 'Last month', fr: 'Le mois dernier' },
  releaseLastThreeMonths: { en: 'Last 3 months', fr: 'Les 3 derniers mois' },
  releaseLastYear: { en: 'Last year', fr: 'La dernière année' },
  releaseOlder: { en: 'Older', fr: 'Plus ancien' },
  inStock: { en: 'In stock', fr: 'En stock' },
  outOfStock: { en: 'Out of stock', fr: 'Hors stock' },
  visible: { en: 'Visible', fr: 'Visible' },
  hidden: { en: 'Hidden', fr: 'Masqué' },
  noAvailability: { en: 'Unknown', fr: 'Inconnue' },
  variationFormat: { en: 'Format', fr: 'Format' },
  variationBinding: { en: 'Binding', fr: 'Reliure' },
  variationLanguage: { en: 'Language', fr: 'Langue' },
  variationEdition: { en: 'Edition', fr: 'Édition' },
  variationVolume: { en: 'Volume', fr: 'Tome' },
  variationColour: { en: 'Colour', fr: 'Couleur' },
  variationSize: { en: 'Size', fr: 'Taille' },
});

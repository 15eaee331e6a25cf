import { defineMessages } from '../messages-types.ts';

/** Messages of authors, reviews and collections; merged into the catalogue in messages.ts. */
export const genericListsMessages = defineMessages({
  httpUrl: {
    en: 'An address starting with http:// or https://',
    fr: 'Une adresse commençant par http:// ou https://',
  },
  ratingRange: { en: 'A rating from 1 to 5.', fr: 'Une note de 1 à 5.' },
  reviewProductRequired: {
    en: 'Give the product, by its id or its EAN.',
    fr: 'Indiquez le produit, par son identifiant ou son EAN.',
  },
  unknownProduct: { en: 'There is no such product.', fr: "Ce produit n'existe pas." },
  authorNameTaken: {
    en: 'An author of this name already exists.',
    fr: 'Un auteur porte déjà ce nom.',
  },
  collectionNameTaken: {
    en: 'This publisher already has a collection of this name.',
    fr: 'Cet éditeur a déjà une collection de ce nom.',
  },
  unknownReviews: {
    en: 'Some of these reviews do not exist any more: {ids}.',
    fr: "Certains de ces avis n'existent plus : {ids}.",
  },
});

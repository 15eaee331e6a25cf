import { defineMessages } from '../messages-types.ts';

/** Messages of catalogue lists; merged into the catalogue in messages.ts. */
export const catalogListsMessages = defineMessages({
  catalogListNews: { en: 'New releases', fr: 'Nouveautés' },
  catalogListToRelease: { en: 'Forthcoming', fr: 'À paraître' },
  catalogListBestSellers: { en: 'Best sellers', fr: 'Meilleures ventes' },
  duplicateProducts: {
    en: 'A product appears twice in the list.',
    fr: 'Un produit apparaît deux fois dans la liste.',
  },
  unknownProducts: {
    en: 'Some of these products do not exist: {ids}.',
    fr: "Certains de ces produits n'existent pas : {ids}.",
  },
});

import { defineMessages } from '../messages-types.ts';

/** Messages of pages and their blocs; merged into the catalogue in messages.ts. */
export const pagesMessages = defineMessages({
  blocUntitled: { en: 'bloc {position}', fr: 'bloc {position}' },
  blocTooWide: {
    en: 'Bloc {position} {title} is {width} % wide: its column is only {capacity} % wide.',
    fr: 'Le bloc {position} {title} fait {width} % : sa colonne ne fait que {capacity} %.',
  },
  blocRowOverflow: {
    en: 'Bloc {position} {title} ({width} %) does not fit: its row has only {left} % left of {capacity} %.',
    fr: 'Le bloc {position} {title} ({width} %) ne tient pas : sa rangée n’a plus que {left} % sur {capacity} %.',
  },
  blocRowUnfilled: {
    en: 'Bloc {position} {title} ends a row at {filled} % of {capacity} %: a row must fill its column.',
    fr: 'Le bloc {position} {title} termine une rangée à {filled} % sur {capacity} % : une rangée doit remplir sa colonne.',
  },
  blocNoSideColumn: {
    en: 'Bloc {position} {title} is in the side column, which this layout does not have.',
    fr: 'Le bloc {position} {title} est dans la colonne latérale, que cette mise en page n’a pas.',
  },
  blocSettingRequired: {
    en: 'Bloc {position} {title}: this kind of bloc needs this setting.',
    fr: 'Bloc {position} {title} : ce type de bloc demande ce réglage.',
  },
  blocExternalUrlForm: {
    en: 'An external link starts with http:// or https://.',
    fr: 'Un lien externe commence par http:// ou https://.',
  },
  blocInternalUrlForm: {
    en: 'A link of the site starts with / (/agenda).',
    fr: 'Un lien du site commence par / (/agenda).',
  },
  unknownMedia: { en: 'There is no such media.', fr: "Ce média n'existe pas." },
  carouselNotPicture: {
    en: 'A carousel shows pictures of the media library only.',
    fr: 'Un carrousel ne montre que des images de la médiathèque.',
  },
  unknownCatalogList: {
    en: 'There is no such catalogue list.',
    fr: "Cette liste du catalogue n'existe pas.",
  },
  catalogListWrongType: {
    en: 'This catalogue list is not of the kind this bloc shows.',
    fr: 'Cette liste du catalogue n’est pas du type que ce bloc affiche.',
  },
  unknownPage: { en: 'There is no such page.', fr: "Cette page n'existe pas." },
  pageCycle: {
    en: 'A page cannot be moved under itself or one of its subpages.',
    fr: 'Une page ne peut pas être placée sous elle-même ni sous une de ses sous-pages.',
  },
  pageHasChildren: {
    en: 'This page has subpages: move or delete them first.',
    fr: "Cette page a des sous-pages : déplacez-les ou supprimez-les d'abord.",
  },
  pageRelativeUrlTaken: {
    en: 'Another page already has this address in this language.',
    fr: 'Une autre page a déjà cette adresse dans cette langue.',
  },
});

import { defineMessages } from '../messages-types.ts';

/** Messages of posts, categories, tags, signatures and SEO; merged into the catalogue in messages.ts. */
export const cmsMessages = defineMessages({
  localizationRequired: {
    en: 'Give at least one language.',
    fr: 'Indiquez au moins une langue.',
  },
  localeTwice: { en: 'This language is given twice.', fr: 'Cette langue est donnée deux fois.' },
  categoryCycle: {
    en: 'A category cannot be moved under itself or one of its subcategories.',
    fr: 'Une catégorie ne peut pas être placée sous elle-même ni sous une de ses sous-catégories.',
  },
  unknownCategory: { en: 'There is no such category.', fr: "Cette catégorie n'existe pas." },
  categoryHasChildren: {
    en: 'This category has subcategories: move or delete them first.',
    fr: "Cette catégorie a des sous-catégories : déplacez-les ou supprimez-les d'abord.",
  },
  tagNameTaken: {
    en: 'A tag of this name already exists in this language.',
    fr: 'Une étiquette porte déjà ce nom dans cette langue.',
  },
  unknownTag: { en: 'There is no such tag.', fr: "Cette étiquette n'existe pas." },
  unknownSignature: { en: 'There is no such signature.', fr: "Cette signature n'existe pas." },
  relativeUrlForm: {
    en: 'Lower-case letters, digits and hyphens only (one-word-after-another).',
    fr: 'Lettres minuscules, chiffres et tirets seulement (un-mot-apres-l-autre).',
  },
  relativeUrlTaken: {
    en: 'Another post already has this address in this language.',
    fr: 'Un autre article a déjà cette adresse dans cette langue.',
  },
  unknownPost: { en: 'There is no such post.', fr: "Cet article n'existe pas." },
  postProductsRequired: {
    en: 'This kind of post needs at least one book.',
    fr: 'Ce type d’article demande au moins un livre.',
  },
  postEventRequired: {
    en: 'An event needs its start.',
    fr: 'Un événement demande sa date de début.',
  },
  postMediaRequired: {
    en: 'This kind of post needs its media link.',
    fr: 'Ce type d’article demande son lien vers le média.',
  },
  postTransitionNotAllowed: {
    en: 'This post cannot take this step from its current state.',
    fr: 'Cet article ne peut pas passer à cette étape depuis son état actuel.',
  },
  postNotOwned: {
    en: 'You may only edit the posts you wrote.',
    fr: 'Vous ne pouvez modifier que vos propres articles.',
  },
  postLocked: {
    en: 'This post is being reviewed or is published: take it back to draft to change it.',
    fr: 'Cet article est en relecture ou publié : repassez-le en brouillon pour le modifier.',
  },
  rejectionReasonRequired: {
    en: 'Say why the post is rejected.',
    fr: 'Indiquez pourquoi l’article est refusé.',
  },
  eventFull: {
    en: 'This event is full: every seat is taken.',
    fr: 'Cet événement est complet : toutes les places sont prises.',
  },
  eventAlreadyRegistered: {
    en: 'This email address is already registered for this event: one seat per address.',
    fr: 'Cette adresse e-mail est déjà inscrite à cet événement : une place par adresse.',
  },
  eventClosed: {
    en: 'This event does not take registrations.',
    fr: 'Cet événement ne prend pas d’inscriptions.',
  },
  publicationDepth: {
    en: 'This page is too far down the list.',
    fr: 'Cette page est trop loin dans la liste.',
  },
});

import { defineMessages } from '../messages-types.ts';

/** Messages of the media library; merged into the catalogue in messages.ts. */
export const cmsMediaMessages = defineMessages({
  mediaLinkForm: {
    en: 'This address is not a link of this provider (see the example).',
    fr: "Cette adresse n'est pas un lien de ce fournisseur (voir l'exemple).",
  },
  mediaLinkNotForUpload: {
    en: 'An uploaded media has no link.',
    fr: "Un média téléversé n'a pas de lien.",
  },
  altTextBothLanguages: {
    en: 'A picture says what it shows in French and in English.',
    fr: 'Une image dit ce qu’elle montre en français et en anglais.',
  },
  altTextRequired: {
    en: 'Say what the picture shows, for those who cannot see it.',
    fr: 'Dites ce que montre l’image, pour celles et ceux qui ne la voient pas.',
  },
  mediaFileRequired: {
    en: 'Choose the file to upload.',
    fr: 'Choisissez le fichier à téléverser.',
  },
  mediaFileForm: {
    en: 'This file is not one of the formats taken for this type: {formats}.',
    fr: "Ce fichier n'est pas d'un format accepté pour ce type : {formats}.",
  },
  mediaTooLarge: {
    en: 'This file may weigh at most {megabytes} MB.',
    fr: 'Ce fichier peut peser au plus {megabytes} Mo.',
  },
  mediaTooManyPixels: {
    en: 'This picture is too large: {megapixels} million pixels at most.',
    fr: 'Cette image est trop grande : {megapixels} millions de pixels au plus.',
  },
  mediaKindChange: {
    en: 'A media changes type only within its kind (a picture stays a picture).',
    fr: 'Un média ne change de type que dans sa nature (une image reste une image).',
  },
  mediaInUse: {
    en: 'This media is still used by: {uses}. Take it out of them first, or confirm the deletion.',
    fr: "Ce média est encore utilisé par : {uses}. Retirez-le d'abord, ou confirmez la suppression.",
  },
  mediaOnPages: {
    en: 'This media is shown by pages: {uses}. Take it out of their blocs first.',
    fr: 'Ce média est montré par des pages : {uses}. Retirez-le d’abord de leurs blocs.',
  },
});

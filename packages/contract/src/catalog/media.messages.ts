import { defineMessages } from '../messages-types.ts';

/** Messages of product pictures and files; merged into the catalogue in messages.ts. */
export const mediaMessages = defineMessages({
  notAPicture: {
    en: 'Only JPEG, PNG or WebP pictures are accepted.',
    fr: 'Seules les images JPEG, PNG ou WebP sont acceptées.',
  },
  unreadablePicture: {
    en: 'This picture cannot be read: the file is damaged.',
    fr: 'Cette image ne peut pas être lue : le fichier est abîmé.',
  },
  pictureTooLarge: {
    en: 'A picture may weigh at most {megabytes} MB.',
    fr: 'Une image peut peser au plus {megabytes} Mo.',
  },
  fileTooLarge: {
    en: 'A file may weigh at most {megabytes} MB.',
    fr: 'Un fichier peut peser au plus {megabytes} Mo.',
  },
  picturesChanged: {
    en: "The product's pictures changed in the meantime. Reload to see them.",
    fr: 'Les images du produit ont changé entre-temps. Rechargez pour les voir.',
  },
  fetchFailed: {
    en: 'The file could not be fetched from this address ({detail}).',
    fr: "Le fichier n'a pas pu être récupéré à cette adresse ({detail}).",
  },
  fetchAddressRefused: {
    en: 'Files are only fetched from public addresses: this one leads to a private or local network.',
    fr: "Les fichiers ne sont récupérés qu'à des adresses publiques : celle-ci mène à un réseau privé ou local.",
  },
  fetchTimedOut: {
    en: 'The address took too long to answer.',
    fr: "L'adresse a mis trop de temps à répondre.",
  },
});

import { defineMessages } from '../messages-types.ts';

/** Messages of catalogue restrictions; merged into the catalogue in messages.ts. */
export const restrictionsMessages = defineMessages({
  unknownAvailabilityCode: {
    en: 'Not an availability code of ONIX list 65.',
    fr: "Ce n'est pas un code de disponibilité de la liste ONIX 65.",
  },
  languageCode: {
    en: 'A language code of three lower-case letters (fre, eng).',
    fr: 'Un code de langue de trois lettres minuscules (fre, eng).',
  },
  priceBoundRequired: {
    en: 'Give a minimum price, a maximum price, or both.',
    fr: 'Indiquez un prix minimum, un prix maximum, ou les deux.',
  },
  priceBoundsReversed: {
    en: 'The maximum price must not be below the minimum.',
    fr: 'Le prix maximum ne doit pas être inférieur au minimum.',
  },
  hiddenByItsSwitch: {
    en: 'Hidden: the “Visible” switch of the book is off.',
    fr: 'Masqué : l’interrupteur « Visible » du livre est éteint.',
  },
  restrictionTypeEan: { en: 'EAN', fr: 'EAN' },
  restrictionTypeAuthor: { en: 'Author', fr: 'Auteur' },
  restrictionTypePublisher: { en: 'Publisher', fr: 'Éditeur' },
  restrictionTypeEdition: { en: 'Imprint', fr: 'Édition' },
  restrictionTypeCollection: { en: 'Collection', fr: 'Collection' },
  restrictionTypeSupplier: { en: 'Supplier', fr: 'Distributeur' },
  restrictionTypeCategory: { en: 'Category (CLIL)', fr: 'Catégorie (CLIL)' },
  restrictionTypeAvailabilityCode: { en: 'Availability', fr: 'Disponibilité' },
  restrictionTypeLanguage: { en: 'Language', fr: 'Langue' },
  restrictionTypePrice: { en: 'Price', fr: 'Prix' },
  restrictionExcludes: {
    en: 'Excluded by “{label}”: {type} {value}.',
    fr: 'Exclu par « {label} » : {type} {value}.',
  },
  restrictionNotIncluded: {
    en: 'Not in any {type} rule to include: {labels}.',
    fr: 'Hors des règles {type} à inclure : {labels}.',
  },
});

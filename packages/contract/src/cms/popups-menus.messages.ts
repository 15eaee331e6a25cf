import type { Locale } from '../messages-types.ts';

/** Messages of popups and menus; merged into the catalogue in messages.ts. */
export const popupsMenusMessages = {
  popupCookieDuration: {
    en: 'The cookie duration is a whole number of days, greater than 0 (at most 3650).',
    fr: 'La durée du cookie est un nombre entier de jours, supérieur à 0 (3650 au plus).',
  },
  popupOverlap: {
    en: 'Another active popup is shown during these dates: « {title} ». Change the dates or deactivate one of them.',
    fr: 'Une autre popup active est affichée pendant ces dates : « {title} ». Changez les dates ou désactivez l’une des deux.',
  },
  menuNameTaken: {
    en: 'Another menu already has this name.',
    fr: 'Un autre menu porte déjà ce nom.',
  },
  menuItemCycle: {
    en: 'A menu item cannot be moved under itself or one of its sub-items.',
    fr: 'Un élément de menu ne peut pas être placé sous lui-même ni sous un de ses sous-éléments.',
  },
  menuItemTarget: {
    en: 'Give either an address or a page.',
    fr: 'Indiquez soit une adresse, soit une page.',
  },
  menuItemUrl: {
    en: 'An address starts with https://, http:// or / (a page of the site).',
    fr: 'Une adresse commence par https://, http:// ou / (une page du site).',
  },
  unknownMenu: { en: 'There is no such menu.', fr: "Ce menu n'existe pas." },
  unknownMenuItem: { en: 'There is no such menu item.', fr: "Cet élément de menu n'existe pas." },
  menuTooDeep: {
    en: 'A menu has at most {depth} levels.',
    fr: 'Un menu a au plus {depth} niveaux.',
  },
  menuTooLarge: {
    en: 'A menu has at most {count} items.',
    fr: 'Un menu a au plus {count} éléments.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

import type { Locale } from '../messages-types.ts';

/** Messages of the users feature; merged into the catalogue in messages.ts. */
export const usersMessages = {
  userNameFormat: {
    en: 'Use only letters, digits and the signs . _ @ -',
    fr: 'Utilisez seulement des lettres, des chiffres et les signes . _ @ -',
  },
  unknownSort: {
    en: 'This list cannot be sorted by this field.',
    fr: 'Cette liste ne peut pas être triée selon ce champ.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

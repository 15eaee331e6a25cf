export const locales = ['fr', 'en'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** A text in every locale. */
export type LocalizedText = Record<Locale, string>;

/**
 * A domain's catalogue of messages (key → its text in every locale), kept with its literal texts;
 * messages.ts lists each catalogue once.
 */
export const defineMessages = <const M extends Record<string, LocalizedText>>(catalogue: M) => catalogue;

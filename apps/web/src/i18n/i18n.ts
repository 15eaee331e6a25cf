import { coreMessages, type Locale } from '@colophon/contract';
import type * as analytics from './areas/analytics.ts';
import type * as auth from './areas/auth.ts';
import type * as catalog from './areas/catalog.ts';
import type * as cms from './areas/cms.ts';
import type * as demo from './areas/demo.ts';
import type * as home from './areas/home.ts';
import type * as mails from './areas/mails.ts';
import type * as marketing from './areas/marketing.ts';
import type * as profile from './areas/profile.ts';
import type * as sales from './areas/sales.ts';
import type * as tasks from './areas/tasks.ts';
import type * as users from './areas/users.ts';
import { fr } from './fr.ts';
import type { Translator } from './i18n-core.ts';
import { availableLocales, isLocale, preferredLocale, rememberLocale, translator } from './instance.ts';

export { availableLocales, preferredLocale };

/** Every string of the console: the shell's and each area's (loaded with its screens). */
type AllStrings = typeof fr &
  typeof analytics.fr &
  typeof auth.fr &
  typeof catalog.fr &
  typeof cms.fr &
  typeof demo.fr &
  typeof home.fr &
  typeof mails.fr &
  typeof marketing.fr &
  typeof profile.fr &
  typeof sales.fr &
  typeof tasks.fr &
  typeof users.fr;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The dotted keys of a catalogue; a plural's key is also valid without its suffix (`common.selected`). */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | `${Prefix}${WithoutPlural<K>}`
    : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = KeyOf<AllStrings>;
/** `t(key, { count, name })`: the text in the current language, else in French, else the key. */
export type TFunction = (key: TranslationKey, options?: Readonly<Record<string, unknown>>) => string;

export const i18n: Omit<Translator, 't'> & { readonly t: TFunction } = translator;

export const currentLocale = (): Locale => (i18n.language === 'en' ? 'en' : 'fr');

/** The shell's strings of each language (the areas bring their own, in both languages). */
const shellLoaders: Record<Locale, () => Promise<object>> = {
  fr: async () => fr,
  en: async () => (await import('./en.ts')).en,
};
const shellLoaded = new Set<Locale>(['fr']);

/** Loads a language's shell strings when first needed, then switches to it and remembers the choice. */
export const changeLocale = async (locale: Locale, remember = true) => {
  if (!isLocale(locale)) return;
  if (!shellLoaded.has(locale)) {
    i18n.addMessages(locale, await shellLoaders[locale]());
    shellLoaded.add(locale);
  }
  if (remember) rememberLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};

/**
 * A message of the contract's core catalogue (a failed call, a success) in the console's language:
 * what the shell shows, without every feature's messages (`message()`, `i18n/message.ts`).
 */
export const coreMessage = (key: keyof typeof coreMessages): string => coreMessages[key][currentLocale()];

/** A key computed at run time (a claim's label): its text when the catalogue has one, else undefined. */
export const translateDynamic = (key: string): string | undefined =>
  i18n.exists(key) ? i18n.t(key as TranslationKey) : undefined;

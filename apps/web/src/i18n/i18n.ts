import { DEFAULT_LOCALE, type Locale, type MessageKey, translate } from '@colophon/contract';
import { client } from '@/config/client.ts';
import { fr } from './fr.ts';
import { createTranslator, type Translator } from './i18n-core.ts';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The dotted keys of a catalogue; a plural's key is also valid without its suffix (`common.selected`). */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}` | `${Prefix}${WithoutPlural<K>}`
    : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = KeyOf<typeof fr>;
/** `t(key, { count, name })`: the text in the current language, else in French, else the key. */
export type TFunction = (key: TranslationKey, options?: Readonly<Record<string, unknown>>) => string;

const LOCALE_KEY = 'colophon.locale';

/** The languages this client offers (clients/<id>.json); French is always the fallback. */
export const availableLocales: readonly Locale[] = client.locales;

const isLocale = (value: unknown): value is Locale => availableLocales.includes(value as Locale);

/** The language chosen on this browser, else the client's first one. */
export const preferredLocale = (): Locale => {
  const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : (availableLocales[0] ?? DEFAULT_LOCALE);
};

export const i18n: Omit<Translator, 't'> & { readonly t: TFunction } = createTranslator({
  language: preferredLocale(),
  fallback: DEFAULT_LOCALE,
  catalogues: { fr },
});

export const currentLocale = (): Locale => (i18n.language === 'en' ? 'en' : 'fr');

const loaders: Record<Locale, () => Promise<unknown>> = {
  fr: async () => fr,
  en: async () => (await import('./en.ts')).en,
};

/** Loads a language's catalogue when first needed, then switches to it and remembers the choice. */
export const changeLocale = async (locale: Locale, remember = true) => {
  if (!isLocale(locale)) return;
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', await loaders[locale]());
  }
  if (remember) globalThis.localStorage?.setItem(LOCALE_KEY, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
};

/** A message of the shared catalogue (SPEC §8 texts) in the console's language. */
export const message = (key: MessageKey, params?: Record<string, string | number>) =>
  translate(key, currentLocale(), params);

/** A key computed at run time (a claim's label): its text when the catalogue has one, else undefined. */
export const translateDynamic = (key: string): string | undefined =>
  i18n.exists(key) ? i18n.t(key as TranslationKey) : undefined;

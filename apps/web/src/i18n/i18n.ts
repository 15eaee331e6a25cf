import { DEFAULT_LOCALE, type Locale, type MessageKey, translate } from '@colophon/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { client } from '../config/client.ts';
import { fr } from './fr.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof fr };
  }
}

const LOCALE_KEY = 'colophon.locale';

/** The languages this client offers (clients/<id>.json); French is always the fallback. */
export const availableLocales: readonly Locale[] = client.locales;

const isLocale = (value: unknown): value is Locale => availableLocales.includes(value as Locale);

/** The language chosen on this browser, else the client's first one. */
export const preferredLocale = (): Locale => {
  const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : (availableLocales[0] ?? DEFAULT_LOCALE);
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: preferredLocale(),
  fallbackLng: DEFAULT_LOCALE,
  resources: { fr: { translation: fr } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
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
  i18n.exists(key) ? String(i18n.t(key as never)) : undefined;

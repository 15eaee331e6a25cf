import { DEFAULT_LOCALE, type Locale } from '@colophon/contract';
import { client } from '@/config/client.ts';
import { fr } from './fr.ts';
import { createTranslator } from './i18n-core.ts';

export type { Strings } from './fr.ts';

/*
 * The console's translator, untyped (i18n.ts types its keys). It starts with the shell's French
 * strings; each area's module (`areas/*.ts`) adds its strings in both languages when a screen that
 * shows them loads, so the first screen carries only the shell's and its own.
 */

const LOCALE_KEY = 'colophon.locale';

/** The languages this client offers (clients/<id>.json); French is always the fallback. */
export const availableLocales: readonly Locale[] = client.locales;

export const isLocale = (value: unknown): value is Locale => availableLocales.includes(value as Locale);

/** The language chosen on this browser, else the client's first one. */
export const preferredLocale = (): Locale => {
  const stored = globalThis.localStorage?.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : (availableLocales[0] ?? DEFAULT_LOCALE);
};

export const rememberLocale = (locale: Locale) => globalThis.localStorage?.setItem(LOCALE_KEY, locale);

export const translator = createTranslator({
  language: preferredLocale(),
  fallback: DEFAULT_LOCALE,
  catalogues: { fr },
});

/** An area's strings in every language (its module calls this once, when it is first imported). */
export const addMessages = (area: Readonly<Record<Locale, object>>) => {
  for (const [language, catalogue] of Object.entries(area)) translator.addMessages(language, catalogue);
};

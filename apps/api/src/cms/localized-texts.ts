import { DEFAULT_LOCALE, type Locale, locales } from '@colophon/contract';
import type { ByLocale } from './categories/categories.tables.ts';

/** `[{ locale, …fields }]` as the contract carries them → `{ fr: {…}, en: {…} }` as a row keeps them. */
export const byLocale = <T extends { locale: Locale }>(list: readonly T[]): ByLocale<Omit<T, 'locale'>> => {
  const kept: ByLocale<Omit<T, 'locale'>> = {};
  for (const { locale, ...fields } of list) kept[locale] = fields;
  return kept;
};

/** A row's texts as the contract's list, French first. */
export const localizationList = <T>(kept: ByLocale<T>): (T & { locale: Locale })[] =>
  locales.flatMap((locale) => {
    const fields = kept[locale];
    return fields ? [{ locale, ...fields }] : [];
  });

/** The texts in `locale`, else in French, else in the first language there is. */
export const textIn = <T>(kept: ByLocale<T>, locale: Locale): T => {
  const found = kept[locale] ?? kept[DEFAULT_LOCALE] ?? locales.map((other) => kept[other]).find(Boolean);
  if (!found) throw new Error('an entity without any localization');
  return found;
};

import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './i18n.ts';

/** One `t` per language: a memo that depends on `t` recomputes when the language changes. */
const translators = new Map<string, TFunction>();
const translatorOf = (language: string): TFunction => {
  let t = translators.get(language);
  if (!t) {
    t = (key, options) => i18n.t(key, options);
    translators.set(language, t);
  }
  return t;
};

const languageNow = () => i18n.language;

/** As react-i18next's: `{ t, i18n }`, and a re-render when the language changes. */
export const useTranslation = () => {
  const language = useSyncExternalStore(i18n.subscribe, languageNow, languageNow);
  return { t: translatorOf(language), i18n };
};

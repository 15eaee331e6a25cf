/**
 * The console's translation engine: what it used of i18next (keys by dots, French as fallback,
 * `{{name}}` interpolation without escaping, `_one` / `_other` plurals by `count` and `Intl.PluralRules`)
 * in 1 kB instead of 20 kB gzipped (i18next + react-i18next). The catalogues use nothing more: no
 * nesting (`$t(…)`), no formats (`{{value, format}}`), no context. Options it does not support throw,
 * so a new use is noticed instead of silently mistranslated. `i18n.ts` makes the console's instance,
 * `use-translation.ts` its React hook.
 */

type Catalogue = { readonly [key: string]: string | Catalogue };
type Options = Readonly<Record<string, unknown>>;

/** i18next's options that change how a key is looked up: not supported here, so refused loudly. */
const UNSUPPORTED = [
  'context',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'ordinal',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'replace',
  'interpolation',
  'keySeparator',
  'nsSeparator',
  'fallbackLng',
];

const lookup = (catalogue: Catalogue | undefined, key: string): unknown => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
};

/** As i18next's: a `{{name}}` whose value is missing stays as it is, unless the option is there. */
const interpolate = (text: string, options: Options) =>
  text.includes('{{')
    ? text.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
        const path = name.trim();
        const value = lookup(options as Catalogue, path);
        if (value !== undefined) return String(value);
        return Object.hasOwn(options, path) ? '' : whole;
      })
    : text;

export interface Translator {
  readonly language: string;
  /** The text of a key in the current language, else in the fallback one, else the key itself. */
  t(key: string, options?: Options): string;
  exists(key: string): boolean;
  hasResourceBundle(language: string, namespace: 'translation'): boolean;
  addResourceBundle(language: string, namespace: 'translation', catalogue: unknown): void;
  /** Adds namespaces to a language's catalogue (an area's strings), keeping those it has. */
  addMessages(language: string, catalogue: object): void;
  changeLanguage(language: string): Promise<void>;
  /** Called after each change of language; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export const createTranslator = (options: {
  language: string;
  fallback: string;
  catalogues: Record<string, Catalogue>;
}): Translator => {
  const catalogues: Record<string, Catalogue> = { ...options.catalogues };
  const listeners = new Set<() => void>();
  const plurals = new Map<string, Intl.PluralRules>();
  const pluralOf = (language: string, count: number) => {
    let rules = plurals.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      plurals.set(language, rules);
    }
    return rules.select(count);
  };
  const languages = () =>
    translator.language === options.fallback
      ? [translator.language]
      : [translator.language, options.fallback];

  /** i18next's order: `key_zero` (count 0), `key_<plural>`, `key`, then `key_other`; empty texts do not count. */
  const find = (key: string, count: unknown): string | undefined => {
    for (const language of languages()) {
      const keys = [key];
      if (typeof count === 'number') {
        const suffix = `_${pluralOf(language, count)}`;
        keys.push(key + suffix);
        if (count === 0) keys.push(`${key}_zero`);
        if (suffix !== '_other') keys.unshift(`${key}_other`);
      }
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const found = lookup(catalogues[language], keys[index] as string);
        if (found !== undefined && found !== null && found !== '') return found as string;
      }
    }
    return undefined;
  };

  const translator: Translator & { language: string } = {
    language: options.language,
    t(key, values = {}) {
      for (const option of UNSUPPORTED) {
        if (Object.hasOwn(values, option))
          throw new Error(`t('${key}'): the option "${option}" is not supported`);
      }
      const found = find(key, values.count);
      if (found === undefined) return key;
      if (typeof found !== 'string')
        return `key '${key} (${translator.language})' returned an object instead of string.`;
      return interpolate(found, values);
    },
    exists: (key) => find(key, undefined) !== undefined,
    hasResourceBundle: (language) => Object.hasOwn(catalogues, language),
    addResourceBundle(language, _namespace, catalogue) {
      catalogues[language] = catalogue as Catalogue;
    },
    addMessages(language, catalogue) {
      catalogues[language] = { ...catalogues[language], ...(catalogue as Catalogue) };
    },
    async changeLanguage(language) {
      if (translator.language === language) return;
      translator.language = language;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
};

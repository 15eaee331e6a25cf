import { describe, expect, it } from 'vitest';
import { en as shellEn } from './en.ts';
import { fr as shellFr } from './fr.ts';
import { createTranslator } from './i18n-core.ts';

const catalogues = {
  fr: {
    common: { save: 'Enregistrer', rows_one: '{{count}} ligne', rows_other: '{{count}} lignes' },
    only: 'Seul',
  },
  en: {
    common: { save: 'Save', rows_one: '{{count}} row', rows_other: '{{count}} rows', empty: '' },
    welcome: 'Hello {{name}}',
  },
};
/** The shell's strings and every area's (`areas/*.ts`): every string of the console. */
const areas = Object.values(import.meta.glob<{ fr: object; en: object }>('./areas/*.ts', { eager: true }));
const fr = Object.assign({}, shellFr, ...areas.map((area) => area.fr));
const en = Object.assign({}, shellEn, ...areas.map((area) => area.en));

const translator = (language = 'en') => createTranslator({ language, fallback: 'fr', catalogues });

/** Every key of a catalogue, dotted, without plural suffixes. */
const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [prefix + key.replace(/_(one|other)$/, '')]
      : keysOf(value as object, `${prefix}${key}.`),
  );

describe('the translation engine', () => {
  it('when a key is asked, then it gives the text of the current language', () => {
    expect(translator().t('common.save')).toBe('Save');
    expect(translator('fr').t('common.save')).toBe('Enregistrer');
  });

  it('when the language lacks a key or has it empty, then French is used, else the key itself', () => {
    expect(translator().t('only')).toBe('Seul');
    expect(translator().t('common.empty')).toBe('common.empty');
    expect(translator().t('nowhere.at.all')).toBe('nowhere.at.all');
  });

  it('when a count is given, then the plural form of the language is chosen', () => {
    expect(translator().t('common.rows', { count: 1 })).toBe('1 row');
    expect(translator().t('common.rows', { count: 0 })).toBe('0 rows');
    expect(translator().t('common.rows', { count: 3 })).toBe('3 rows');
    // French: 0 and 1 are singular.
    expect(translator('fr').t('common.rows', { count: 0 })).toBe('0 ligne');
    expect(translator('fr').t('common.rows', { count: 2 })).toBe('2 lignes');
  });

  it('when values are given, then {{name}} is replaced without escaping; a missing one stays', () => {
    expect(translator().t('welcome', { name: '<Anne & Co>' })).toBe('Hello <Anne & Co>');
    expect(translator().t('welcome')).toBe('Hello {{name}}');
  });

  it('when an option of i18next it does not support is given, then it throws', () => {
    expect(() => translator().t('common.save', { defaultValue: 'x' })).toThrow(/defaultValue/);
  });

  it('when the language changes, then listeners are told and texts follow', async () => {
    const instance = translator('fr');
    let calls = 0;
    const unsubscribe = instance.subscribe(() => {
      calls += 1;
    });
    await instance.changeLanguage('en');
    await instance.changeLanguage('en');
    unsubscribe();
    await instance.changeLanguage('fr');
    expect(calls).toBe(1);
    expect(instance.language).toBe('fr');
  });

  it('when the console’s catalogues are read, then every key of both gives a text in both languages', () => {
    expect(areas.length).toBeGreaterThan(10);
    const both = createTranslator({ language: 'en', fallback: 'fr', catalogues: { fr, en } });
    const keys = [...new Set([...keysOf(fr), ...keysOf(en)])];
    for (const language of ['fr', 'en']) {
      void both.changeLanguage(language);
      for (const key of keys) {
        const text = both.t(key, { count: 2 });
        expect(text, `${language}: ${key}`).not.toBe(key);
        expect(both.t(key, { count: 1 }), `${language}: ${key}`).not.toBe(key);
      }
    }
    expect(keysOf(en).sort()).toEqual(keysOf(fr).sort());
  });
});

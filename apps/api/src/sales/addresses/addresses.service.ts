import { createRequire } from 'node:module';
import { genders, type Locale, type TCountryOption, type TGenderOption, translate } from '@colophon/contract';
import type { LocaleData } from 'i18n-iso-countries';
import countries from 'i18n-iso-countries/index.js';
import { invalidField } from '../../http/app-error.ts';

/*
 * Country names come from i18n-iso-countries (maintained, ISO 3166-1 with names per language). Only
 * the console's two languages are registered: the package's default entry would load every one.
 */
const require = createRequire(import.meta.url);
for (const locale of ['fr', 'en'] satisfies Locale[])
  countries.registerLocale(require(`i18n-iso-countries/langs/${locale}.json`) as LocaleData);

/** The shop is French: France heads the list, the others follow by name. */
const FIRST = 'FR';

const countryLists = new Map<Locale, TCountryOption[]>();

const countryList = (locale: Locale): TCountryOption[] => {
  const cached = countryLists.get(locale);
  if (cached) return cached;
  const collator = new Intl.Collator(locale);
  const names = countries.getNames(locale, { select: 'official' });
  const list = Object.entries(names)
    .map(([id, label]) => ({ id, label }))
    .sort((a, b) => (a.id === FIRST ? -1 : b.id === FIRST ? 1 : collator.compare(a.label, b.label)));
  countryLists.set(locale, list);
  return list;
};

/** An address's country must be one of the list: the contract checks the shape, this the code. */
export const checkCountries = (addresses: Record<string, { country: string } | null | undefined>) => {
  for (const [field, address] of Object.entries(addresses))
    if (address && !countries.isValid(address.country))
      throw invalidField(`${field}.country`, 'countryUnknown');
};

/** The option lists of an address form, in the caller's language. */
export const addressOptions = {
  genders: (locale: Locale): TGenderOption[] =>
    genders.map((id) => ({ id, label: translate(`gender${id}`, locale) })),
  countries: countryList,
};

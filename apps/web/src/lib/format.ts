import type { Locale } from '@colophon/contract';

const intlLocale: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/**
 * Built once and reused: creating an `Intl` formatter costs far more than formatting with it (a list of
 * 25 rows with two dates spent 200 ms of a 4× slowed CPU building them).
 */
const once = <T>(create: () => T) => {
  let made: T | undefined;
  return () => (made ??= create());
};
const priceFormat = once(
  () => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
);
const percentFormats: Record<Locale, () => Intl.NumberFormat> = {
  fr: once(() => new Intl.NumberFormat(intlLocale.fr, { style: 'percent', maximumFractionDigits: 0 })),
  en: once(() => new Intl.NumberFormat(intlLocale.en, { style: 'percent', maximumFractionDigits: 0 })),
};
const numberFormats: Record<Locale, () => Intl.NumberFormat> = {
  fr: once(() => new Intl.NumberFormat(intlLocale.fr)),
  en: once(() => new Intl.NumberFormat(intlLocale.en)),
};

/*
 * Dates and times are written by hand rather than with `Intl.DateTimeFormat` (what fr-FR gives for
 * 2-digit day, month, hour and minute): the first formatter a page creates costs 10–16 ms (the
 * locale's data), on the first row of every list that shows a date or a count.
 */
const pad = (value: number) => String(value).padStart(2, '0');

/** Dates as DD/MM/YYYY in both languages (SPEC §1); an ISO date or date-time, or empty. */
export const formatDate = (value: string | Date | null | undefined): string => {
  if (!value) return '';
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
};

/** A date with its time, DD/MM/YYYY HH:mm. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** Prices with two decimals, a comma and the euro sign: `12,50 €` (SPEC §1, in both languages). */
export const formatPrice = (value: number | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : priceFormat()
        .format(value)
        .replace(/\u202f|\u00a0/g, ' ');

/** A rate between 0 and 1 as a percentage with no decimals: 0.125 → `13 %` (fr) or `13%` (en). */
export const formatPercent = (value: number | null | undefined, locale: Locale = 'fr'): string =>
  value === null || value === undefined
    ? ''
    : percentFormats[locale]()
        .format(value)
        .replace(/\u202f|\u00a0/g, ' ');

const thousandsSeparator: Record<Locale, string> = { fr: ' ', en: ',' };

/** A number as the locale writes it: `1 234` (fr), `1,234` (en); a whole number without `Intl` (a list's count). */
export const formatNumber = (value: number, locale: Locale = 'fr') =>
  Number.isSafeInteger(value)
    ? `${value < 0 ? '-' : ''}${String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, thousandsSeparator[locale])}`
    : numberFormats[locale]()
        .format(value)
        .replace(/\u202f|\u00a0/g, ' ');

import type { Locale } from '@colophon/contract';

const intlLocale: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB' };

/** Dates as DD/MM/YYYY in both languages (SPEC §1); an ISO date or date-time, or empty. */
export const formatDate = (value: string | Date | null | undefined): string => {
  if (!value) return '';
  const date =
    typeof value === 'string' ? new Date(value.length === 10 ? `${value}T00:00:00` : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
};

/** A date with its time, DD/MM/YYYY HH:mm. */
export const formatDateTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }).format(date);
  return `${formatDate(date)} ${time}`;
};

/** Prices with two decimals, a comma and the euro sign: `12,50 €` (SPEC §1, in both languages). */
export const formatPrice = (value: number | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 })
        .format(value)
        .replace(/\u202f|\u00a0/g, ' ');

/** A rate between 0 and 1 as a percentage with no decimals: 0.125 → `13 %` (fr) or `13%` (en). */
export const formatPercent = (value: number | null | undefined, locale: Locale = 'fr'): string =>
  value === null || value === undefined
    ? ''
    : new Intl.NumberFormat(intlLocale[locale], { style: 'percent', maximumFractionDigits: 0 })
        .format(value)
        .replace(/\u202f|\u00a0/g, ' ');

export const formatNumber = (value: number, locale: Locale = 'fr') =>
  new Intl.NumberFormat(intlLocale[locale]).format(value).replace(/\u202f|\u00a0/g, ' ');

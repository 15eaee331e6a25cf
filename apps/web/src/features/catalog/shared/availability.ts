import { isAvailabilityCode, onixAvailabilities } from '@colophon/contract';
import { client } from '@/config/client.ts';
import { currentLocale } from '@/i18n/i18n.ts';

/** An availability code as the shop names it: the client's label of its group (clients/<id>.json). */
export const availabilityLabel = (code: string | null | undefined): string => {
  if (!code || !isAvailabilityCode(code)) return '';
  const availability = onixAvailabilities[code];
  const locale = currentLocale();
  return client.availabilityLabels[availability.group]?.[locale] ?? availability[locale];
};

/** What ONIX says the code means, for the detail and the filter: `En stock (21)`. */
export const availabilityDescription = (code: string): string =>
  isAvailabilityCode(code) ? `${onixAvailabilities[code][currentLocale()]} (${code})` : code;

export const availabilityColor = (code: string | null | undefined) => {
  if (!code || !isAvailabilityCode(code)) return 'gray';
  return { available: 'green.9', toOrder: 'orange.9', forthcoming: 'blue.8', outOfPrint: 'gray' }[
    onixAvailabilities[code].group
  ];
};

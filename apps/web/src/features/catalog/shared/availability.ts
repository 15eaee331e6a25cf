import {
  availabilityGroupLabel,
  availabilityLabelOf,
  isAvailabilityCode,
  onixAvailabilities,
  type TAvailabilityGroup,
} from '@colophon/contract';
import { client } from '@/config/client.ts';
import { currentLocale } from '@/i18n/i18n.ts';

/** An availability code as the shop names it: the client's label of its group (clients/<id>.json). */
export const availabilityLabel = (code: string | null | undefined): string =>
  availabilityLabelOf(code, client.availabilityLabels, currentLocale());

/** A group as the shop names it: the word of the badges, the filter and the export. */
export const groupLabel = (group: TAvailabilityGroup): string =>
  availabilityGroupLabel(group, client.availabilityLabels, currentLocale());

/** What ONIX says the code means, for the detail and the filter: `En stock (21)`. */
export const availabilityDescription = (code: string): string =>
  isAvailabilityCode(code) ? `${onixAvailabilities[code][currentLocale()]} (${code})` : code;

export const availabilityColor = (code: string | null | undefined) => {
  if (!code || !isAvailabilityCode(code)) return 'gray';
  return { available: 'green.9', toOrder: 'orange.9', forthcoming: 'blue.8', outOfPrint: 'gray' }[
    onixAvailabilities[code].group
  ];
};

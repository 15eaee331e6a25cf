import { z } from 'zod';
import type { Locale } from '../messages-types.ts';

/** The groups a client names in `availabilityLabels` (clients/<id>.json); search ranks them in this order. */
export const availabilityGroups = ['available', 'toOrder', 'forthcoming', 'outOfPrint'] as const;
export type TAvailabilityGroup = (typeof availabilityGroups)[number];

interface AvailabilityCode {
  group: TAvailabilityGroup;
  en: string;
  fr: string;
}

/** ONIX code list 65, Product availability, with the group each code falls in for the shop. */
export const onixAvailabilities = {
  '01': { group: 'outOfPrint', en: 'Cancelled', fr: 'Annulé' },
  '10': { group: 'forthcoming', en: 'Not yet available', fr: 'Pas encore disponible' },
  '11': { group: 'toOrder', en: 'Awaiting stock', fr: 'En attente de stock' },
  '12': {
    group: 'forthcoming',
    en: 'Not yet available, will be POD',
    fr: 'À paraître, en impression à la demande',
  },
  '20': { group: 'available', en: 'Available', fr: 'Disponible' },
  '21': { group: 'available', en: 'In stock', fr: 'En stock' },
  '22': { group: 'toOrder', en: 'To order', fr: 'Sur commande' },
  '23': { group: 'toOrder', en: 'POD', fr: 'Impression à la demande' },
  '30': { group: 'toOrder', en: 'Temporarily unavailable', fr: 'Temporairement indisponible' },
  '31': { group: 'toOrder', en: 'Out of stock', fr: 'En rupture de stock' },
  '32': { group: 'toOrder', en: 'Reprinting', fr: 'En réimpression' },
  '33': { group: 'toOrder', en: 'Awaiting reissue', fr: 'En attente de réédition' },
  '34': { group: 'toOrder', en: 'Temporarily withdrawn from sale', fr: 'Temporairement retiré de la vente' },
  '40': { group: 'outOfPrint', en: 'Not available', fr: 'Non disponible' },
  '41': { group: 'outOfPrint', en: 'Replaced by new product', fr: 'Remplacé par un nouveau produit' },
  '42': { group: 'outOfPrint', en: 'Other format available', fr: 'Disponible dans un autre format' },
  '43': { group: 'outOfPrint', en: 'No longer supplied by us', fr: 'Plus fourni par ce distributeur' },
  '44': { group: 'toOrder', en: 'Apply direct', fr: "S'adresser à l'éditeur" },
  '45': { group: 'outOfPrint', en: 'Not sold separately', fr: 'Non vendu séparément' },
  '46': { group: 'outOfPrint', en: 'Withdrawn from sale', fr: 'Retiré de la vente' },
  '47': { group: 'outOfPrint', en: 'Remaindered', fr: 'Soldé' },
  '48': { group: 'toOrder', en: 'Replaced by POD', fr: "Remplacé par l'impression à la demande" },
  '49': { group: 'outOfPrint', en: 'Recalled', fr: 'Rappelé' },
  '50': { group: 'outOfPrint', en: 'Not sold as set', fr: 'Non vendu en lot' },
  '51': { group: 'outOfPrint', en: 'Out of print', fr: 'Épuisé' },
  '52': { group: 'outOfPrint', en: 'No longer sold in this market', fr: 'Plus vendu sur ce marché' },
  '97': { group: 'toOrder', en: 'No recent update received', fr: 'Sans mise à jour récente' },
  '98': { group: 'outOfPrint', en: 'No longer receiving updates', fr: 'Plus mis à jour' },
  '99': { group: 'toOrder', en: 'Contact supplier', fr: 'Contacter le fournisseur' },
} as const satisfies Record<string, AvailabilityCode>;

export type TAvailabilityCode = keyof typeof onixAvailabilities;
export const availabilityCodes = Object.keys(onixAvailabilities) as [
  TAvailabilityCode,
  ...TAvailabilityCode[],
];
export const ZAvailabilityCode = z.enum(availabilityCodes);

export const isAvailabilityCode = (value: string): value is TAvailabilityCode =>
  Object.hasOwn(onixAvailabilities, value);

/** The codes of a group, as a filter by the group's label asks for them. */
export const availabilityCodesOf = (group: TAvailabilityGroup): TAvailabilityCode[] =>
  availabilityCodes.filter((code) => onixAvailabilities[code].group === group);

/** How a client names its groups (clients/<id>.json), in French and English. */
export type TAvailabilityLabels = Partial<Record<string, Record<Locale, string>>>;

/** The groups' names when a client gives none of its own. */
const defaultGroupLabels: Record<TAvailabilityGroup, Record<Locale, string>> = {
  available: { fr: 'Disponible', en: 'Available' },
  toOrder: { fr: 'À commander', en: 'To order' },
  forthcoming: { fr: 'À paraître', en: 'Forthcoming' },
  outOfPrint: { fr: 'Épuisé', en: 'Out of print' },
};

/**
 * A group as the shop says it: its client's label (clients/<id>.json), or the usual name when the
 * client gives none. Badges, filters and exports all read this one word.
 */
export const availabilityGroupLabel = (
  group: TAvailabilityGroup,
  labels: TAvailabilityLabels,
  locale: Locale,
): string => labels[group]?.[locale] ?? defaultGroupLabels[group][locale];

/** A code as the shop says it (its group's label); empty for none or an unknown code. */
export const availabilityLabelOf = (
  code: string | null | undefined,
  labels: TAvailabilityLabels,
  locale: Locale,
): string =>
  code && isAvailabilityCode(code)
    ? availabilityGroupLabel(onixAvailabilities[code].group, labels, locale)
    : '';

/** One availability as the console lists it: the ONIX code, its group and the client's label. */
export const ZAvailability = z.object({
  code: ZAvailabilityCode,
  group: z.enum(availabilityGroups),
  /** The client's label for the group, in the caller's language. */
  label: z.string(),
  /** What ONIX says the code means, in the caller's language. */
  description: z.string(),
});
export type TAvailability = z.infer<typeof ZAvailability>;

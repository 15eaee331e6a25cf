import { z } from 'zod';

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

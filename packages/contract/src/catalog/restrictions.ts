import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { isAvailabilityCode } from './availability.ts';
import { isValidEan13, normalizeEan, ZEan } from './ean.ts';
import { ZMoney } from './money.ts';

/** What a catalogue restriction looks at in a product (SPEC §9). */
export const restrictionTypes = [
  'Ean',
  'Author',
  'Publisher',
  'Edition',
  'Collection',
  'Supplier',
  'Category',
  'AvailabilityCode',
  'Language',
  'Price',
] as const;
export const ZRestrictionType = z.enum(restrictionTypes);
export type TRestrictionType = z.infer<typeof ZRestrictionType>;

/**
 * A rule of the public catalogue. An excluding rule takes the products it matches out; including
 * rules keep only the products they match (rules of one type add up, rules of different types must
 * all be met). A Price rule matches the prices between its minimum and its maximum (either may be
 * left empty); the other types match their `value` exactly.
 */
export const ZRestriction = z.object({
  id: z.number().int(),
  version: z.number().int(),
  type: ZRestrictionType,
  label: z.string(),
  /** Empty for a Price rule. */
  value: z.string().nullable(),
  isExcluded: z.boolean(),
  /** Price rules: euros, tax included. */
  minimumPrice: z.number().nullable(),
  maximumPrice: z.number().nullable(),
  /** An inactive rule is kept but not applied. */
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TRestriction = z.infer<typeof ZRestriction>;

const restrictionFields = {
  type: ZRestrictionType,
  label: z.string().trim().min(1, 'required').max(200),
  value: z.string().trim().max(300).nullable().default(null),
  isExcluded: z.boolean().default(true),
  minimumPrice: ZMoney.nullable().default(null),
  maximumPrice: ZMoney.nullable().default(null),
  isActive: z.boolean().default(true),
};

type RestrictionInput = {
  type: TRestrictionType;
  value: string | null;
  minimumPrice: number | null;
  maximumPrice: number | null;
};

const valueRules: Partial<Record<TRestrictionType, { valid: (value: string) => boolean; message: string }>> =
  {
    Ean: { valid: (value) => isValidEan13(normalizeEan(value)), message: 'invalidEan' },
    AvailabilityCode: { valid: isAvailabilityCode, message: 'unknownAvailabilityCode' },
    Language: { valid: (value) => /^[a-z]{3}$/.test(value), message: 'languageCode' },
  };

/** The value a type needs: a price range for Price, a well-formed value for the others. */
const checkRestriction = (input: RestrictionInput, context: z.RefinementCtx) => {
  if (input.type === 'Price') {
    if (input.minimumPrice === null && input.maximumPrice === null)
      context.addIssue({ code: 'custom', path: ['minimumPrice'], message: 'priceBoundRequired' });
    if (input.minimumPrice !== null && input.maximumPrice !== null && input.minimumPrice > input.maximumPrice)
      context.addIssue({ code: 'custom', path: ['maximumPrice'], message: 'priceBoundsReversed' });
    return;
  }
  if (!input.value) {
    context.addIssue({ code: 'custom', path: ['value'], message: 'required' });
    return;
  }
  const rule = valueRules[input.type];
  if (rule && !rule.valid(input.value))
    context.addIssue({ code: 'custom', path: ['value'], message: rule.message });
};

/** A Price rule keeps no value; the others keep no prices; an EAN is kept as its 13 digits. */
const tidy = <T extends RestrictionInput>(input: T): T =>
  input.type === 'Price'
    ? { ...input, value: null }
    : {
        ...input,
        value: input.type === 'Ean' && input.value ? ZEan.parse(input.value) : input.value,
        minimumPrice: null,
        maximumPrice: null,
      };

export const ZRestrictionCreate = z.object(restrictionFields).superRefine(checkRestriction).transform(tidy);
export const ZRestrictionUpdate = z
  .object({ id: z.number().int(), ...restrictionFields })
  .extend(ZVersioned.shape)
  .superRefine(checkRestriction)
  .transform(tidy);
export type TRestrictionCreate = z.input<typeof ZRestrictionCreate>;
export type TRestrictionUpdate = z.input<typeof ZRestrictionUpdate>;

export const restrictionSortFields = ['label', 'type', 'value', 'createdAt', 'updatedAt'] as const;
type TRestrictionSort = (typeof restrictionSortFields)[number] | `-${(typeof restrictionSortFields)[number]}`;
const ZRestrictionSort = z.enum(
  restrictionSortFields.flatMap((field) => [field, `-${field}`]) as [TRestrictionSort, ...TRestrictionSort[]],
);
const ZBooleanQuery = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
);

/** Search looks in the label and the value. */
export const ZRestrictionListQuery = ZListQuery.extend({
  sort: ZRestrictionSort.optional(),
  type: ZRestrictionType.optional(),
  isExcluded: ZBooleanQuery,
  isActive: ZBooleanQuery,
});
export type TRestrictionListQuery = z.output<typeof ZRestrictionListQuery>;

/** A restriction type as the console offers it, with what its value is. */
export const ZRestrictionTypeOption = z.object({
  id: ZRestrictionType,
  label: z.string(),
  valueKind: z.enum(['text', 'ean', 'code', 'language', 'price']),
});
export type TRestrictionTypeOption = z.infer<typeof ZRestrictionTypeOption>;

export const ZRestrictionCheckInput = z.object({ eans: z.array(ZEan).min(1, 'required').max(200) });

/** Why one rule keeps a product off the public catalogue. */
export const ZRestrictionReason = z.object({
  /** The rule that excludes the product; null when no including rule of a type matches it, or for its own switch. */
  restrictionId: z.number().int().nullable(),
  /** A type of rule, or `Visibility`: the product's own "visible" switch is off. */
  type: z.union([ZRestrictionType, z.literal('Visibility')]),
  label: z.string(),
  reason: z.string(),
});

/** For one EAN asked: whether the public catalogue shows the product, and why not. */
export const ZRestrictionCheck = z.object({
  ean: z.string(),
  productId: z.number().int().nullable(),
  title: z.string().nullable(),
  isExcluded: z.boolean(),
  reasons: z.array(ZRestrictionReason),
});
export type TRestrictionCheck = z.infer<typeof ZRestrictionCheck>;

const manageRestrictions = claim('Catalog', 'RestrictionList');

export const restrictionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/Restrictions',
    access: manageRestrictions,
    summary: 'Catalogue restrictions, paged; search the label or value, filter by type, sort',
    query: ZRestrictionListQuery,
    response: ZPage(ZRestriction),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/Restriction',
    access: manageRestrictions,
    summary: 'One catalogue restriction',
    query: ZById,
    response: ZRestriction,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/Restriction',
    access: manageRestrictions,
    summary: 'Create a catalogue restriction',
    body: ZRestrictionCreate,
    response: ZRestriction,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/Catalog/Restriction',
    access: manageRestrictions,
    summary: 'Update a catalogue restriction; a stale version is refused (409)',
    body: ZRestrictionUpdate,
    response: ZRestriction,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/Catalog/Restriction',
    access: manageRestrictions,
    summary: 'Delete catalogue restrictions (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
  check: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/Catalog/CheckRestrictions',
    access: manageRestrictions,
    summary:
      'For each EAN: whether the active restrictions keep the product off the public catalogue, and why',
    body: ZRestrictionCheckInput,
    response: z.array(ZRestrictionCheck),
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/Catalog/RestrictionTypes',
    reference: true,
    access: manageRestrictions,
    summary: 'The types of restriction, with their labels',
    response: z.array(ZRestrictionTypeOption),
  }),
};

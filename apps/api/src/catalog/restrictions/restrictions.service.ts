import {
  type Locale,
  type ParsedBody,
  type restrictionEndpoints,
  type TRestrictionCheck,
  type TRestrictionListQuery,
  toCents,
  translate,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import {
  deleteRestriction,
  findRestriction,
  insertRestriction,
  listRestrictions,
  rulesMatchedBy,
  updateRestriction,
} from './restrictions.repository.ts';
import { activeRestrictions, includedTypes, type RestrictionRule } from './restrictions.sql.ts';
import {
  restrictionSnapshot,
  restrictionTypeOptions,
  ruleValue,
  toRestriction,
  typeLabel,
} from './restrictions.views.ts';

type RestrictionCreate = ParsedBody<typeof restrictionEndpoints.create>;
type RestrictionUpdate = ParsedBody<typeof restrictionEndpoints.update>;

const valuesOf = (input: RestrictionCreate) => ({
  type: input.type,
  label: input.label,
  value: input.value,
  isExcluded: input.isExcluded,
  minimumPrice: input.minimumPrice === null ? null : toCents(input.minimumPrice),
  maximumPrice: input.maximumPrice === null ? null : toCents(input.maximumPrice),
  isActive: input.isActive,
});

const restrictions = audited({ entity: 'Restriction', find: findRestriction, snapshot: restrictionSnapshot });

/** Why the rules keep one product off the public catalogue: the excluding rules it matches, the including types it misses. */
const reasonsFor = (matched: RestrictionRule[], rules: RestrictionRule[], locale: Locale) => {
  const excluding = matched
    .filter((rule) => rule.isExcluded)
    .map((rule) => ({
      restrictionId: rule.id,
      type: rule.type,
      label: rule.label,
      reason: translate('restrictionExcludes', locale, {
        label: rule.label,
        type: typeLabel(rule.type, locale),
        value: ruleValue(rule, locale),
      }),
    }));
  const missed = [...includedTypes(rules).entries()]
    .filter(([, group]) => !group.some((rule) => matched.includes(rule)))
    .map(([type, group]) => {
      const labels = group.map((rule) => `« ${rule.label} »`).join(', ');
      return {
        restrictionId: null,
        type,
        label: group.map((rule) => rule.label).join(', '),
        reason: translate('restrictionNotIncluded', locale, { type: typeLabel(type, locale), labels }),
      };
    });
  return [...excluding, ...missed];
};

export const createRestrictionsService = ({ db }: Services) => ({
  list: async (query: TRestrictionListQuery) => {
    const { rows, totalCount } = await listRestrictions(db, query);
    return { items: rows.map(toRestriction), totalCount };
  },

  get: async (id: number) => toRestriction(await restrictions.read(db, id)),

  create: (input: RestrictionCreate, by: SignedInUser | null) =>
    db.transaction(async (tx) =>
      toRestriction(
        await restrictions.create(tx, by, async () => (await insertRestriction(tx, valuesOf(input))).id),
      ),
    ),

  update: (input: RestrictionUpdate, by: SignedInUser | null) =>
    db.transaction(async (tx) =>
      toRestriction(
        await restrictions.update(tx, by, input.id, () =>
          updateRestriction(tx, input.id, input.version, valuesOf(input)),
        ),
      ),
    ),

  remove: (ids: readonly number[], by: SignedInUser | null) =>
    db.transaction((tx) => restrictions.removeAll(tx, by, ids, (_, id) => deleteRestriction(tx, id))),

  /** For each EAN asked, in that order: whether the active rules keep the product off the public catalogue, and why. */
  check: async (eans: string[], locale: Locale): Promise<TRestrictionCheck[]> => {
    const rules = await activeRestrictions(db);
    const found = new Map((await rulesMatchedBy(db, eans, rules)).map((product) => [product.ean, product]));
    return eans.map((ean) => {
      const product = found.get(ean);
      if (!product) return { ean, productId: null, title: null, isExcluded: false, reasons: [] };
      // Every reason the public site does not show it: its own switch first, then the rules.
      const hidden = product.isVisible
        ? []
        : [
            {
              restrictionId: null,
              type: 'Visibility' as const,
              label: translate('hiddenByItsSwitch', locale),
              reason: translate('hiddenByItsSwitch', locale),
            },
          ];
      const reasons = [...hidden, ...reasonsFor(product.matched, rules, locale)];
      return { ean, productId: product.id, title: product.title, isExcluded: reasons.length > 0, reasons };
    });
  },

  types: (locale: Locale) => restrictionTypeOptions(locale),
});

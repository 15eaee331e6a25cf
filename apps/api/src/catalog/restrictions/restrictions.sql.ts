import type { TRestrictionType } from '@colophon/contract';
import { type AnyColumn, and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { products } from '../products/products.tables.ts';
import { catalogRestrictions, type RestrictionRow } from './restrictions.tables.ts';

export type RestrictionRule = Pick<
  RestrictionRow,
  'id' | 'type' | 'label' | 'value' | 'isExcluded' | 'minimumPrice' | 'maximumPrice'
>;

const inTexts = (column: AnyColumn, value: string) => sql`${column} @> array[${value}]::text[]`;

/** The products a rule matches, as a condition over `products` (each one served by an index of the products). */
export const ruleMatch = (rule: RestrictionRule): SQL => {
  const value = rule.value ?? '';
  const matchers: Record<TRestrictionType, () => SQL> = {
    Ean: () => sql`${products.ean} = ${value}`,
    Author: () => sql`${products.authors} @> ${JSON.stringify([{ name: value }])}::jsonb`,
    Publisher: () => inTexts(products.publishers, value),
    Edition: () => inTexts(products.editions, value),
    Collection: () => inTexts(products.collections, value),
    Supplier: () => inTexts(products.suppliers, value),
    Category: () => sql`${products.categories} @> ${JSON.stringify([{ code: value }])}::jsonb`,
    AvailabilityCode: () => sql`${products.availability} = ${value}`,
    Language: () => sql`${products.language} = ${value}`,
    Price: () =>
      sql`(${products.priceWithTax} is not null${rule.minimumPrice === null ? sql`` : sql` and ${products.priceWithTax} >= ${rule.minimumPrice}`}${rule.maximumPrice === null ? sql`` : sql` and ${products.priceWithTax} <= ${rule.maximumPrice}`})`,
  };
  // A rule's condition is never null: a product whose field is empty simply does not match.
  return sql`coalesce(${matchers[rule.type]()}, false)`;
};

/** The including rules, by type: a product must match one rule of each type. */
export const includedTypes = (rules: RestrictionRule[]) => {
  const byType = new Map<TRestrictionType, RestrictionRule[]>();
  for (const rule of rules.filter((candidate) => !candidate.isExcluded))
    byType.set(rule.type, [...(byType.get(rule.type) ?? []), rule]);
  return byType;
};

/**
 * The products the rules let through: none matched by an excluding rule and, for each type that
 * has including rules, matched by one of them. No rule lets everything through.
 */
export const catalogueCondition = (rules: RestrictionRule[]): SQL => {
  const excluded = rules.filter((rule) => rule.isExcluded).map(ruleMatch);
  const included = [...includedTypes(rules).values()].map((group) => or(...group.map(ruleMatch)));
  return and(sql`true`, ...included, ...excluded.map((match) => not(match))) ?? sql`true`;
};

export const activeRestrictions = (executor: Executor): Promise<RestrictionRule[]> =>
  executor
    .select({
      id: catalogRestrictions.id,
      type: catalogRestrictions.type,
      label: catalogRestrictions.label,
      value: catalogRestrictions.value,
      isExcluded: catalogRestrictions.isExcluded,
      minimumPrice: catalogRestrictions.minimumPrice,
      maximumPrice: catalogRestrictions.maximumPrice,
    })
    .from(catalogRestrictions)
    .where(eq(catalogRestrictions.isActive, true))
    .orderBy(catalogRestrictions.id);

/**
 * The condition over `products` that the public catalogue applies: the active restrictions,
 * loaded now. Combine it with the search's own conditions (`and(visible, condition, …)`).
 */
export const publicCatalogueCondition = async (executor: Executor): Promise<SQL> =>
  catalogueCondition(await activeRestrictions(executor));

import {
  type Locale,
  type MessageKey,
  restrictionTypes,
  type TRestriction,
  type TRestrictionType,
  type TRestrictionTypeOption,
  toEuros,
  translate,
} from '@colophon/contract';
import type { RestrictionRule } from './restrictions.sql.ts';
import type { RestrictionRow } from './restrictions.tables.ts';

export const toRestriction = (row: RestrictionRow): TRestriction => ({
  id: row.id,
  version: row.version,
  type: row.type,
  label: row.label,
  value: row.value,
  isExcluded: row.isExcluded,
  minimumPrice: row.minimumPrice === null ? null : toEuros(row.minimumPrice),
  maximumPrice: row.maximumPrice === null ? null : toEuros(row.maximumPrice),
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const restrictionSnapshot = (row: RestrictionRow) => ({
  type: row.type,
  label: row.label,
  value: row.value,
  isExcluded: row.isExcluded,
  minimumPrice: row.minimumPrice,
  maximumPrice: row.maximumPrice,
  isActive: row.isActive,
});

const valueKinds: Record<TRestrictionType, TRestrictionTypeOption['valueKind']> = {
  Ean: 'ean',
  Author: 'text',
  Publisher: 'text',
  Edition: 'text',
  Collection: 'text',
  Supplier: 'text',
  Category: 'code',
  AvailabilityCode: 'code',
  Language: 'language',
  Price: 'price',
};

export const typeLabel = (type: TRestrictionType, locale: Locale) =>
  translate(`restrictionType${type}` as MessageKey, locale);

export const restrictionTypeOptions = (locale: Locale): TRestrictionTypeOption[] =>
  restrictionTypes.map((id) => ({ id, label: typeLabel(id, locale), valueKind: valueKinds[id] }));

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    toEuros(cents),
  );

/** What a rule looks for, as staff read it: a value, or a price range (`≥ 10,00 €`, `10,00 € – 20,00 €`). */
export const ruleValue = (rule: RestrictionRule, locale: Locale) => {
  if (rule.type !== 'Price') return rule.value ?? '';
  const { minimumPrice: low, maximumPrice: high } = rule;
  if (low !== null && high !== null) return `${money(low, locale)} – ${money(high, locale)}`;
  if (low !== null) return `≥ ${money(low, locale)}`;
  return `≤ ${money(high ?? 0, locale)}`;
};

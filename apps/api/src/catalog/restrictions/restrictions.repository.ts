import type { TRestrictionListQuery } from '@colophon/contract';
import { and, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { products } from '../products/products.tables.ts';
import { publicCatalogueCondition, type RestrictionRule, ruleMatch } from './restrictions.sql.ts';
import { catalogRestrictions, type RestrictionRow } from './restrictions.tables.ts';

export type RestrictionValues = Pick<
  RestrictionRow,
  'type' | 'label' | 'value' | 'isExcluded' | 'minimumPrice' | 'maximumPrice' | 'isActive'
>;

const sortable = {
  label: sql`lower(${catalogRestrictions.label})`,
  type: catalogRestrictions.type,
  value: sql`lower(${catalogRestrictions.value})`,
  createdAt: catalogRestrictions.createdAt,
  updatedAt: catalogRestrictions.updatedAt,
};

export const listRestrictions = async (executor: Executor, query: TRestrictionListQuery) => {
  const pattern = query.search ? containing(query.search) : null;
  const where = and(
    pattern
      ? or(ilike(catalogRestrictions.label, pattern), ilike(catalogRestrictions.value, pattern))
      : undefined,
    query.type ? eq(catalogRestrictions.type, query.type) : undefined,
    query.isExcluded === undefined ? undefined : eq(catalogRestrictions.isExcluded, query.isExcluded),
    query.isActive === undefined ? undefined : eq(catalogRestrictions.isActive, query.isActive),
  );
  return listPage(executor, query, {
    select: () => executor.select().from(catalogRestrictions).$dynamic(),
    where,
    orderBy: sortOrder(query.sort ?? 'label', sortable, catalogRestrictions.id),
  });
};

export const findRestriction = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(catalogRestrictions).where(eq(catalogRestrictions.id, id));
  return row ?? null;
};

export const insertRestriction = async (executor: Executor, values: RestrictionValues) => {
  const [row] = await executor.insert(catalogRestrictions).values(values).returning();
  if (!row) throw new Error('the restriction was not inserted');
  return row;
};

export const updateRestriction = (
  executor: Executor,
  id: number,
  version: number,
  values: RestrictionValues,
) => updateAtVersion(executor, catalogRestrictions, id, version, values);

export const deleteRestriction = (executor: Executor, id: number) =>
  executor.delete(catalogRestrictions).where(eq(catalogRestrictions.id, id));

/**
 * The products of these EANs and, for each, the rules it matches: each rule is evaluated by the
 * same condition as the public catalogue's.
 */
export const rulesMatchedBy = async (executor: Executor, eans: string[], rules: RestrictionRule[]) => {
  const matches = rules.map((rule, index) => sql`${ruleMatch(rule)} as ${sql.identifier(`r${index}`)}`);
  const rows = await executor.execute<
    Record<string, unknown> & { id: number; ean: string; title: string; is_visible: boolean }
  >(
    sql`select ${products.id} as id, ${products.ean} as ean, ${products.title} as title, ${products.isVisible} as is_visible${
      matches.length ? sql`, ${sql.join(matches, sql`, `)}` : sql``
    } from ${products} where ${inArray(products.ean, eans)}`,
  );
  return rows.rows.map((row) => ({
    id: Number(row.id),
    ean: row.ean,
    title: row.title,
    isVisible: row.is_visible === true,
    matched: rules.filter((_rule, index) => row[`r${index}`] === true),
  }));
};

/**
 * Which of these EANs the public catalogue shows (visible, let through by the active restrictions):
 * what the site may price, sell or show anywhere, with the same condition as the public search.
 */
export const shownEans = async (executor: Executor, eans: string[]): Promise<Set<string>> => {
  if (eans.length === 0) return new Set();
  const rows = await executor
    .select({ ean: products.ean })
    .from(products)
    .where(
      and(
        inArray(products.ean, eans),
        eq(products.isVisible, true),
        await publicCatalogueCondition(executor),
      ),
    );
  return new Set(rows.map((row) => row.ean));
};

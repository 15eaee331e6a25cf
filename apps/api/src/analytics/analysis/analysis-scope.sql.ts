import type { TTargetRules, TTopKind } from '@colophon/contract';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { targetCondition } from '../targets/target-rules.sql.ts';
import { targetMembers } from '../targets/targets.tables.ts';

/**
 * Who an analysis reads: every customer (null), a target's members as `AffectAllTargetsToUsers`
 * stored them, or a target's rules evaluated now (a target whose members were never worked out).
 */
export type Scope = TTargetRules | null | { members: number };
export const isMembers = (scope: Scope): scope is { members: number } => scope !== null && 'members' in scope;
/** A period as instants, start included, end excluded (Paris days turned into instants by the service). */
export interface Period {
  start: Date;
  end: Date;
}

export const inScope = (scope: Scope) => (scope && !isMembers(scope) ? targetCondition(scope) : sql`true`);
/** Joins what a customer id column names to the scope: its members, or the customers its rules read. */
export const scopeJoin = (scope: Scope, customerId: SQLWrapper) =>
  scope === null
    ? sql``
    : isMembers(scope)
      ? sql`join ${targetMembers} on ${targetMembers.customerId} = ${customerId}
          and ${targetMembers.targetId} = ${scope.members}`
      : sql`join ${customers} on ${customers.id} = ${customerId}`;
export const within = (column: SQLWrapper, period: Period) =>
  sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;
export const parisDay = (instant: Date) =>
  sql`(${instant.toISOString()}::timestamptz at time zone 'Europe/Paris')::date`;
/**
 * The days of a period before its whole months (a CTE `whole_months`, months in a row), and those
 * after: each a range an index on the day reads.
 */
export const beforeWholeMonths = (day: SQLWrapper) =>
  sql`${day} < coalesce((select min(month) from whole_months), 'infinity'::date)`;
export const afterWholeMonths = (day: SQLWrapper) =>
  sql`${day} >= coalesce((select (max(month) + interval '1 month')::date from whole_months), 'infinity'::date)`;
export const euros = (cents: unknown) => Math.round(Number(cents ?? 0)) / 100;

/** How a kind of top reads a book: its id and label, through a lateral join for lists. */
export const dimension = (kind: TTopKind) => {
  switch (kind) {
    case 'books':
      return { join: sql``, id: sql`${products.ean}`, label: sql`${products.title}` };
    case 'authors':
      return {
        join: sql`cross join lateral jsonb_array_elements(${products.authors}) as dimension(value)`,
        id: sql`dimension.value->>'name'`,
        label: sql`dimension.value->>'name'`,
      };
    case 'categories':
      return {
        join: sql`cross join lateral jsonb_array_elements(${products.categories}) as dimension(value)`,
        id: sql`dimension.value->>'code'`,
        label: sql`coalesce(nullif(dimension.value->>'label', ''), dimension.value->>'code')`,
      };
    case 'publishers':
      return {
        join: sql`cross join lateral unnest(${products.publishers}) as dimension(value)`,
        id: sql`dimension.value`,
        label: sql`dimension.value`,
      };
  }
};

export type TopRow = {
  id: string;
  label: string;
  count: number;
  cents: string | null;
};
export const toTops = (rows: TopRow[]) =>
  rows.map((row) => ({
    id: String(row.id),
    label: String(row.label),
    count: Number(row.count),
    revenue: euros(row.cents),
  }));

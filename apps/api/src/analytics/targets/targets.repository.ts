import type { TTargetField, TTargetRules } from '@colophon/contract';
import { asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { authors, collections } from '../../catalog/generic-lists/generic-lists.tables.ts';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { containing } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { subscriptions } from '../../marketing/subscriptions/subscriptions.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { targetCondition } from './target-rules.sql.ts';
import { type TargetRow, targetMembers, targets } from './targets.tables.ts';

export const findTarget = async (executor: Executor, id: number) =>
  (await executor.select().from(targets).where(eq(targets.id, id)).limit(1))[0] ?? null;

export const listTargets = (executor: Executor, search?: string) =>
  executor
    .select()
    .from(targets)
    .where(search ? ilike(targets.name, containing(search)) : undefined)
    .orderBy(asc(targets.displayOrder), asc(targets.id))
    .limit(1000);

export const allTargetIds = async (executor: Executor) =>
  (await executor.select({ id: targets.id }).from(targets).orderBy(asc(targets.id))).map((row) => row.id);

type TargetValues = Pick<TargetRow, 'name' | 'description' | 'rules'>;

/** A new target goes last among the profiles. */
export const insertTarget = async (executor: Executor, values: TargetValues) => {
  const [row] = await executor
    .insert(targets)
    .values({
      ...values,
      displayOrder: sql`(select coalesce(max(${targets.displayOrder}), 0) + 1 from ${targets})`,
    })
    .returning({ id: targets.id });
  if (!row) throw new Error('The target was not saved');
  return row.id;
};

export const updateTarget = (executor: Executor, id: number, version: number, values: TargetValues) =>
  updateAtVersion(executor, targets, id, version, values);

export const deleteTarget = (executor: Executor, id: number) =>
  executor.delete(targets).where(eq(targets.id, id)).returning({ id: targets.id });

export const setDisplayOrders = async (executor: Executor, ids: number[]) => {
  for (const [index, id] of ids.entries())
    await executor
      .update(targets)
      .set({ displayOrder: index + 1 })
      .where(eq(targets.id, id));
};

/** How many customers the rules select now, and how many customers there are. */
export const countSelected = async (executor: Executor, rules: TTargetRules, now = new Date()) => {
  const count = async (reader: Executor) => {
    const [row] = await reader
      .select({
        size: sql<number>`count(*) filter (where ${targetCondition(rules, now)})`.mapWith(Number),
        customers: sql<number>`count(*)`.mapWith(Number),
      })
      .from(customers);
    return { size: row?.size ?? 0, customers: row?.customers ?? 0 };
  };
  const readsActions = rules.groups.some((group) =>
    group.conditions.some((condition) => condition.field === 'action'),
  );
  if (!readsActions) return count(executor);
  // In one process: each parallel worker would build the hashed set of an action rule's customers
  // again (three times the work on two cores; bench/README.md). `set local` lasts until the end of
  // the outermost transaction: callers pass the database.
  return executor.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return count(tx);
  });
};

/** The target, locked until the transaction ends (one recomputation of its members at a time). */
export const lockTarget = async (executor: Executor, id: number) =>
  (await executor.select().from(targets).where(eq(targets.id, id)).limit(1).for('update'))[0] ?? null;

/** Replaces a target's members by the customers its rules select now, in one statement each. */
export const replaceMembers = async (executor: Executor, target: TargetRow, now = new Date()) => {
  await executor.delete(targetMembers).where(eq(targetMembers.targetId, target.id));
  const inserted = await executor.execute<{ count: number }>(sql`
    with added as (
      insert into ${targetMembers} (target_id, customer_id)
      select ${target.id}::int, ${customers.id} from ${customers} where ${targetCondition(target.rules, now)}
      returning 1
    ) select count(*)::int as count from added`);
  const count = Number(inserted.rows[0]?.count ?? 0);
  await executor
    .update(targets)
    .set({ membersCount: count, membersComputedAt: now })
    .where(eq(targets.id, target.id));
  return count;
};

const ageOf = sql`extract(year from age(current_date, ${customers.dateOfBirth}))::int`;

/** The smallest and largest values of a number or date field among customers. */
export const fieldRange = async (executor: Executor, field: TTargetField) => {
  const range = (min: ReturnType<typeof sql>, max: ReturnType<typeof sql>) =>
    executor
      .select({ min: sql<string | number | null>`${min}`, max: sql<string | number | null>`${max}` })
      .from(customers);
  const numbers = (rows: { min: unknown; max: unknown }[]) => ({
    min: rows[0]?.min === null || rows[0]?.min === undefined ? null : Number(rows[0].min),
    max: rows[0]?.max === null || rows[0]?.max === undefined ? null : Number(rows[0].max),
  });
  const days = (rows: { min: unknown; max: unknown }[]) => ({
    min: rows[0]?.min ? String(rows[0].min).slice(0, 10) : null,
    max: rows[0]?.max ? String(rows[0].max).slice(0, 10) : null,
  });
  switch (field) {
    case 'age':
      return numbers(await range(sql`min(${ageOf})`, sql`max(${ageOf})`));
    case 'ordersCount':
      return numbers(await range(sql`min(${customers.ordersCount})`, sql`max(${customers.ordersCount})`));
    case 'totalSpent':
      return numbers(
        await range(
          sql`floor(min(${customers.totalSpentCents}) / 100.0)`,
          sql`ceil(max(${customers.totalSpentCents}) / 100.0)`,
        ),
      );
    case 'customerSince':
      return days(
        await range(
          sql`to_char(min(${customers.createdAt}) at time zone 'Europe/Paris', 'YYYY-MM-DD')`,
          sql`to_char(max(${customers.createdAt}) at time zone 'Europe/Paris', 'YYYY-MM-DD')`,
        ),
      );
    case 'lastOrderDate':
      return days(
        await range(
          sql`to_char(min(${customers.lastOrderAt}) at time zone 'Europe/Paris', 'YYYY-MM-DD')`,
          sql`to_char(max(${customers.lastOrderAt}) at time zone 'Europe/Paris', 'YYYY-MM-DD')`,
        ),
      );
    default:
      return { min: null, max: null };
  }
};

/** Products read to find values of a catalogue field: a bounded sample of those that match. */
const SEARCH_SAMPLE = 2000;

/**
 * Values of a reference field matching `search` (or named by `ids`), at most `limit`: categories,
 * publishers and collections as the catalogue spells them, authors from the authors' list and the
 * books' contributors, subscriptions by name.
 */
export const searchFieldValues = async (
  executor: Executor,
  field: TTargetField,
  search: string,
  ids: string[],
  limit: number,
): Promise<{ id: string; label: string }[]> => {
  const pattern = containing(search);
  switch (field) {
    case 'boughtCategory': {
      const result = await executor.execute<{ id: string; label: string }>(sql`
        select code as id, min(label) as label from (
          select subject->>'code' as code, coalesce(nullif(subject->>'label', ''), subject->>'code') as label
          from (select ${products.categories} as categories from ${products}
                where ${
                  ids.length > 0
                    ? sql`${products.categories} @> any(array[${sql.join(
                        ids.map((id) => sql`${JSON.stringify([{ code: id }])}::jsonb`),
                        sql`, `,
                      )}])`
                    : sql`${products.categories}::text ilike ${pattern}`
                }
                limit ${SEARCH_SAMPLE}) as sample,
          jsonb_array_elements(sample.categories) as subject
        ) as subjects
        where ${
          ids.length > 0
            ? sql`code = any(array[${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )}]::text[])`
            : sql`(label ilike ${pattern} or code ilike ${pattern})`
        }
        group by code order by min(label) limit ${limit}`);
      return result.rows.map((row) => ({ id: String(row.id), label: `${row.label} (${row.id})` }));
    }
    case 'boughtAuthor': {
      const rows = await executor
        .select({ name: authors.name })
        .from(authors)
        .where(
          ids.length > 0
            ? inArray(
                sql`lower(${authors.name})`,
                ids.map((id) => id.toLowerCase()),
              )
            : ilike(authors.name, pattern),
        )
        .orderBy(asc(authors.name))
        .limit(limit);
      if (rows.length > 0 || ids.length > 0)
        return (ids.length > 0 ? ids : rows.map((row) => row.name)).map((name) => ({
          id: name,
          label: name,
        }));
      // A catalogue without an authors' list: the contributors of its books.
      const result = await executor.execute<{ name: string }>(sql`
        select distinct contributor->>'name' as name
        from (select ${products.authors} as authors from ${products}
              where ${products.authors}::text ilike ${pattern} limit ${SEARCH_SAMPLE}) as sample,
        jsonb_array_elements(sample.authors) as contributor
        where contributor->>'name' ilike ${pattern}
        order by 1 limit ${limit}`);
      return result.rows.map((row) => ({ id: row.name, label: row.name }));
    }
    case 'boughtPublisher':
    case 'boughtCollection': {
      if (ids.length > 0) return ids.map((id) => ({ id, label: id }));
      if (field === 'boughtCollection') {
        const named = await executor
          .select({ name: collections.name })
          .from(collections)
          .where(ilike(collections.name, pattern))
          .orderBy(asc(collections.name))
          .limit(limit);
        if (named.length > 0) return named.map((row) => ({ id: row.name, label: row.name }));
      }
      const column = field === 'boughtPublisher' ? products.publishers : products.collections;
      const result = await executor.execute<{ name: string }>(sql`
        select distinct name from (select unnest(sample.names) as name from (
          select ${column} as names from ${products} where array_to_string(${column}, ' ') ilike ${pattern} limit ${SEARCH_SAMPLE}
        ) as sample) as names
        where name ilike ${pattern} order by 1 limit ${limit}`);
      return result.rows.map((row) => ({ id: row.name, label: row.name }));
    }
    default:
      return [];
  }
};

/** Every subscription (a shop has a few dozen), for the subscription field's values. */
export const allSubscriptionRows = (executor: Executor) =>
  executor.select().from(subscriptions).orderBy(asc(subscriptions.id)).limit(500);

/** Fresh statistics, so that the planner joins thousands of members as thousands (hash joins). */
export const analyseTargetMembers = (executor: Executor) => executor.execute(sql`analyze ${targetMembers}`);

import type { TTargetCondition, TTargetGroup, TTargetRules } from '@colophon/contract';
import { and, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { products } from '../../catalog/products/products.tables.ts';
import { subscribers } from '../../marketing/subscriptions/subscriptions.tables.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { documentItems, documents } from '../../sales/documents/documents.tables.ts';
import { shopDayEnd, shopDayStart } from '../../shop/shop-days.ts';
import { actions } from '../tracking/tracking.tables.ts';

/*
 * A target's rules as one SQL condition on `customers`. Every value a user gave goes in as a bound
 * parameter (drizzle's `sql` template); only the shape of the query follows the rules, and that
 * shape comes from the contract's closed lists of fields and combinators.
 */

/** Orders that count as sales: placed and neither failed nor cancelled. */
export const countedOrder = sql`${documents.type} = 'Order' and ${documents.status} not in ('Temp', 'PaymentFailed', 'PaymentCanceled', 'Cancelled')`;

const DAY_MS = 86_400_000;

/** The instants a condition's period covers: from–to (Paris days), or the last days. */
const periodOf = (condition: TTargetCondition, now: Date) => ({
  start: condition.lastDays
    ? new Date(now.getTime() - condition.lastDays * DAY_MS)
    : condition.from
      ? shopDayStart(condition.from)
      : null,
  end: condition.lastDays ? null : condition.to ? shopDayEnd(condition.to) : null,
});

const within = (column: SQLWrapper, condition: TTargetCondition, now: Date) => {
  const { start, end } = periodOf(condition, now);
  return and(
    start ? sql`${column} >= ${start.toISOString()}::timestamptz` : undefined,
    end ? sql`${column} < ${end.toISOString()}::timestamptz` : undefined,
  );
};

const between = (column: SQL, min: number | null, max: number | null) =>
  and(
    min === null ? undefined : sql`${column} >= ${min}`,
    max === null ? undefined : sql`${column} <= ${max}`,
  );

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** A LIKE pattern that matches what starts with `prefix`, wildcards in it taken literally. */
const startingWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const postalCode = sql`coalesce(${customers.shippingAddress}->>'postalCode', ${customers.billingAddress}->>'postalCode', '')`;

/**
 * The customer bought a book matching `book` (in the condition's period, if any). The matching books
 * are one set, hashed once for the whole query (`coalesce` keeps the planner from turning it into a
 * join evaluated per line), and the lines are read from their covering index alone.
 */
const bought = (book: SQL, condition: TTargetCondition, now: Date) =>
  sql`exists (select 1 from ${documents}
    join ${documentItems} on ${documentItems.documentId} = ${documents.id}
    where ${documents.customerId} = ${customers.id} and ${countedOrder}
      and ${documentItems.status} <> 'Cancelled'
      and ${within(documents.createdAt, condition, now) ?? sql`true`}
      and coalesce(${documentItems.productId} in (select ${products.id} from ${products} where ${book}), false))`;

const containsAny = (
  column: typeof products.categories | typeof products.authors,
  key: string,
  values: string[],
) =>
  or(...values.map((value) => sql`${column} @> ${JSON.stringify([{ [key]: value }])}::jsonb`)) ?? sql`false`;

const conditionSql = (condition: TTargetCondition, now: Date): SQL => {
  const { values } = condition;
  switch (condition.field) {
    case 'gender':
      return inArray(customers.gender, values as (typeof customers.gender._.data)[]);
    case 'customerRole':
      return inArray(customers.customerRole, values as (typeof customers.customerRole._.data)[]);
    case 'hasFidelity':
      return sql`${customers.hasFidelity} = ${values[0] === 'true'}`;
    case 'age': {
      // Whole years: at least `min` years old means born on or before today minus `min` years.
      const min = condition.min === null ? null : Math.floor(condition.min);
      const max = condition.max === null ? null : Math.floor(condition.max);
      return (
        and(
          min === null
            ? undefined
            : sql`${customers.dateOfBirth} <= (current_date - make_interval(years => ${min}::int))::date`,
          max === null
            ? undefined
            : sql`${customers.dateOfBirth} > (current_date - make_interval(years => ${max + 1}::int))::date`,
        ) ?? sql`true`
      );
    }
    case 'postalCode':
      return sql`${postalCode} like any(${textArray(values.map(startingWith))})`;
    case 'department':
      // French departments: the first two digits of the postal code (three overseas: 971…976).
      return sql`(case when ${postalCode} like '97%' then left(${postalCode}, 3) else left(${postalCode}, 2) end) = any(${textArray(values)})`;
    case 'customerSince':
      return within(customers.createdAt, condition, now) ?? sql`true`;
    case 'subscription':
      return sql`exists (select 1 from ${subscribers}
        where (${subscribers.customerId} = ${customers.id} or ${subscribers.email} = ${customers.email})
          and ${subscribers.subscriptionId} = any(${sql`array[${sql.join(
            values.map((value) => sql`${Number(value) || 0}`),
            sql`, `,
          )}]::int[]`})
          and ${subscribers.confirmedAt} is not null and ${subscribers.unsubscribedAt} is null)`;
    case 'ordersCount':
      return between(sql`${customers.ordersCount}`, condition.min, condition.max) ?? sql`true`;
    case 'totalSpent':
      return (
        between(
          sql`${customers.totalSpentCents}`,
          condition.min === null ? null : Math.round(condition.min * 100),
          condition.max === null ? null : Math.round(condition.max * 100),
        ) ?? sql`true`
      );
    case 'lastOrderDate':
      return (
        and(sql`${customers.lastOrderAt} is not null`, within(customers.lastOrderAt, condition, now)) ??
        sql`true`
      );
    case 'boughtCategory':
      return bought(containsAny(products.categories, 'code', values), condition, now);
    case 'boughtAuthor':
      return bought(containsAny(products.authors, 'name', values), condition, now);
    case 'boughtPublisher':
      return bought(sql`${products.publishers} && ${textArray(values)}`, condition, now);
    case 'boughtCollection':
      return bought(sql`${products.collections} && ${textArray(values)}`, condition, now);
    case 'action': {
      // Those who did it at least `min` times in the period: one set, counted once per customer.
      const atLeast = Math.max(1, Math.floor(condition.min ?? 1));
      return sql`${customers.id} in (select ${actions.customerId} from ${actions}
        where ${actions.customerId} is not null and ${actions.type} = ${condition.actionType}
          and ${within(actions.occurredAt, condition, now) ?? sql`true`}
        group by 1 having count(*) >= ${atLeast})`;
    }
  }
};

const oneCondition = (condition: TTargetCondition, now: Date) => {
  const test = sql`coalesce((${conditionSql(condition, now)}), false)`;
  return condition.not ? sql`not ${test}` : test;
};

const combine = (combinator: 'And' | 'Or', parts: SQL[]) =>
  (combinator === 'And' ? and(...parts) : or(...parts)) ?? sql`true`;

const groupSql = (group: TTargetGroup, now: Date) =>
  sql`(${combine(
    group.combinator,
    group.conditions.map((condition) => oneCondition(condition, now)),
  )})`;

/** The customers a target's rules select, as a condition on `customers` (no group: everyone). */
export const targetCondition = (rules: TTargetRules, now = new Date()): SQL =>
  rules.groups.length === 0
    ? sql`true`
    : sql`(${combine(
        rules.combinator,
        rules.groups.map((group) => groupSql(group, now)),
      )})`;

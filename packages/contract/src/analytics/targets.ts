import { z } from 'zod';
import { ZById, ZVersioned } from '../action-result.ts';
import { ZLaunchedTask } from '../catalog/cache.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZActionType } from './tracking.ts';

/**
 * A target: a named set of rules over the customers' fields and behaviour (docs/rules/analytics.md,
 * "Analytics targets"). Conditions gather in groups; the groups combine with AND or OR, and so do
 * the conditions of a group. The rules compile to one parameterised SQL query.
 */
export const targetFieldKinds = {
  gender: 'enum',
  customerRole: 'enum',
  hasFidelity: 'boolean',
  age: 'number',
  postalCode: 'text',
  department: 'text',
  customerSince: 'date',
  subscription: 'reference',
  ordersCount: 'number',
  totalSpent: 'number',
  lastOrderDate: 'date',
  boughtCategory: 'reference',
  boughtAuthor: 'reference',
  boughtPublisher: 'reference',
  boughtCollection: 'reference',
  action: 'action',
} as const;
export type TTargetField = keyof typeof targetFieldKinds;
export type TTargetFieldKind = (typeof targetFieldKinds)[TTargetField];
export const targetFields = Object.keys(targetFieldKinds) as [TTargetField, ...TTargetField[]];
export const ZTargetField = z.enum(targetFields);
export const customerTargetFields: readonly TTargetField[] = [
  'gender',
  'customerRole',
  'hasFidelity',
  'age',
  'postalCode',
  'department',
  'customerSince',
  'subscription',
];

export const combinators = ['And', 'Or'] as const;
export const ZCombinator = z.enum(combinators);
export type TCombinator = z.infer<typeof ZCombinator>;

const ZDay = z.iso.date();
export const TARGET_MAX_GROUPS = 10;
export const TARGET_MAX_CONDITIONS = 20;

/**
 * One condition. What it reads depends on its field's kind: `values` (enum, text prefixes, references,
 * boolean as 'true' or 'false'), `min` and `max` (number), `from` and `to` (date; for bought books
 * and actions, the period), `lastDays` (a rolling period instead of from–to), `actionType` and `min`
 * (at least that many actions). `not` turns the condition round.
 */
export const ZTargetCondition = z
  .object({
    field: ZTargetField,
    not: z.boolean().default(false),
    values: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
    min: z.number().min(0).max(1_000_000_000).nullable().default(null),
    max: z.number().min(0).max(1_000_000_000).nullable().default(null),
    from: ZDay.nullable().default(null),
    to: ZDay.nullable().default(null),
    lastDays: z.number().int().min(1).max(3650).nullable().default(null),
    actionType: ZActionType.nullable().default(null),
  })
  .superRefine((condition, context) => {
    const kind = targetFieldKinds[condition.field];
    const fail = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if ((kind === 'enum' || kind === 'text' || kind === 'reference') && condition.values.length === 0)
      fail('values', 'ruleValuesRequired');
    if (
      kind === 'boolean' &&
      !(condition.values.length === 1 && ['true', 'false'].includes(condition.values[0] ?? ''))
    )
      fail('values', 'ruleValuesRequired');
    if (kind === 'number' && condition.min === null && condition.max === null)
      fail('min', 'ruleRangeRequired');
    if (kind === 'date' && condition.from === null && condition.to === null && condition.lastDays === null)
      fail('from', 'ruleRangeRequired');
    if (kind === 'action' && condition.actionType === null) fail('actionType', 'required');
    if (condition.min !== null && condition.max !== null && condition.min > condition.max)
      fail('max', 'ruleRangeOrder');
    if (condition.from !== null && condition.to !== null && condition.from > condition.to)
      fail('to', 'ruleRangeOrder');
  });
export type TTargetCondition = z.output<typeof ZTargetCondition>;
export type TTargetConditionInput = z.input<typeof ZTargetCondition>;

export const ZTargetGroup = z.object({
  combinator: ZCombinator.default('And'),
  conditions: z.array(ZTargetCondition).min(1, 'ruleGroupEmpty').max(TARGET_MAX_CONDITIONS),
});
export type TTargetGroup = z.output<typeof ZTargetGroup>;

/** No group at all means every customer. */
export const ZTargetRules = z.object({
  combinator: ZCombinator.default('And'),
  groups: z.array(ZTargetGroup).max(TARGET_MAX_GROUPS),
});
export type TTargetRules = z.output<typeof ZTargetRules>;
export type TTargetRulesInput = z.input<typeof ZTargetRules>;

export const ZTarget = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  rules: ZTargetRules,
  /** Customers in the target when members were last worked out (`AffectAllTargetsToUsers`). */
  membersCount: z.number().int().nullable(),
  membersComputedAt: z.iso.datetime().nullable(),
  displayOrder: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TTarget = z.infer<typeof ZTarget>;

const targetFieldsInput = {
  name: z.string().trim().min(1, 'required').max(200),
  description: z.string().trim().max(2000).nullable().default(null),
  rules: ZTargetRules,
};
export const ZTargetCreate = z.object(targetFieldsInput);
export const ZTargetUpdate = z
  .object({ id: z.number().int(), ...targetFieldsInput })
  .extend(ZVersioned.shape);
export type TTargetCreate = z.input<typeof ZTargetCreate>;
export type TTargetUpdate = z.input<typeof ZTargetUpdate>;

export const ZFieldOption = z.object({ id: z.string(), label: z.string() });
export type TFieldOption = z.infer<typeof ZFieldOption>;
export const ZFieldConfiguration = z.object({
  field: ZTargetField,
  kind: z.enum(['enum', 'boolean', 'number', 'text', 'date', 'reference', 'action']),
  group: z.enum(['customer', 'behaviour']),
  label: z.string(),
  /** The values to pick from, for enum and boolean fields. */
  options: z.array(ZFieldOption),
  /** Values are found with `FieldApiEndpointSearch` (reference fields). */
  searchable: z.boolean(),
  /** A unit to show beside numbers (years, €). */
  unit: z.string().nullable(),
});
export type TFieldConfiguration = z.infer<typeof ZFieldConfiguration>;

export const ZFieldRangeQuery = z.object({ field: ZTargetField });
/** The smallest and largest values a number or date field takes among customers (dates as YYYY-MM-DD). */
export const ZFieldRange = z.object({
  field: ZTargetField,
  min: z.union([z.number(), z.string()]).nullable(),
  max: z.union([z.number(), z.string()]).nullable(),
});
export const FIELD_SEARCH_LIMIT = 20;
export const ZFieldSearchQuery = z.object({
  field: ZTargetField,
  search: z.string().trim().max(200).default(''),
  /** Names the values already picked, to show their labels. */
  ids: z.string().max(2000).optional(),
});

export const ZTargetSizeQuery = z.object({ rules: ZTargetRules });
export const ZTargetSize = z.object({ size: z.number().int(), customers: z.number().int() });

export const ZTargetsQuery = z.object({ search: z.string().trim().max(200).optional() });

const manage = claim('Analytics', 'Manage');
const path = '/BackOffice/Analytics';

export const targetEndpoints = {
  fieldConfiguration: defineEndpoint({
    method: 'GET',
    path: `${path}/FieldConfiguration`,
    access: manage,
    summary:
      'The fields a target’s rules may use, their kind, their values to pick from, named in the caller’s language',
    response: z.array(ZFieldConfiguration),
  }),
  fieldRange: defineEndpoint({
    method: 'GET',
    path: `${path}/FieldsByFieldRange`,
    access: manage,
    summary: 'The smallest and largest value of a number or date field among customers',
    query: ZFieldRangeQuery,
    response: ZFieldRange,
  }),
  fieldSearch: defineEndpoint({
    method: 'GET',
    path: `${path}/FieldApiEndpointSearch`,
    access: manage,
    summary:
      'Values of a reference field (a category, an author, a publisher, a collection, a subscription) matching a search, at most 20',
    query: ZFieldSearchQuery,
    response: z.array(ZFieldOption),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/DetailTarget`,
    access: manage,
    summary: 'One target with its rules',
    query: ZById,
    response: ZTarget,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${path}/DetailTarget`,
    access: manage,
    summary: 'Create a target',
    body: ZTargetCreate,
    response: ZTarget,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/DetailTarget`,
    access: manage,
    summary: 'Update a target’s name and rules; a stale version is refused (409)',
    body: ZTargetUpdate,
    response: ZTarget,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/RemoveTarget`,
    access: manage,
    summary: 'Delete a target, its members and its recommendations',
    query: ZById,
    response: z.null(),
  }),
  size: defineEndpoint({
    method: 'POST',
    path: `${path}/TargetSize`,
    access: manage,
    summary: 'How many customers rules select now (the editor’s live size), and how many customers there are',
    body: ZTargetSizeQuery,
    response: ZTargetSize,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${path}/ListTargetsProfiling`,
    access: manage,
    summary: 'Every target in its display order (the profiles), with its members’ count; search the names',
    query: ZTargetsQuery,
    response: z.array(ZTarget),
  }),
  saveDisplayOrders: defineEndpoint({
    method: 'PUT',
    path: `${path}/SaveProfileDisplayOrders`,
    access: manage,
    summary: 'Put the profiles in the order given (every target’s id once)',
    body: z.object({ ids: z.array(z.number().int().positive()).max(1000) }),
    response: z.array(ZTarget),
  }),
  affectAll: defineEndpoint({
    method: 'POST',
    path: `${path}/AffectAllTargetsToUsers`,
    access: manage,
    summary: 'Launch the background task that works out which customers belong to each target',
    response: ZLaunchedTask,
  }),
};

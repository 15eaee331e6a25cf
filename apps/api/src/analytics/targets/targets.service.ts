import {
  customerRoles,
  customerTargetFields,
  FIELD_SEARCH_LIMIT,
  genders,
  type Locale,
  type MessageKey,
  type ParsedBody,
  type ParsedQuery,
  type TFieldConfiguration,
  type TTargetField,
  type TTargetRules,
  type targetEndpoints,
  targetFieldKinds,
  targetFields,
  translate,
} from '@colophon/contract';
import { z } from 'zod';
import { recordActivity } from '../../activity/activity-log.ts';
import { audited } from '../../activity/audited.ts';
import { textIn } from '../../cms/localized-texts.ts';
import { AppError } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { defineJob } from '../../tasks/job-queue.ts';
import {
  allSubscriptionRows,
  allTargetIds,
  analyseTargetMembers,
  countSelected,
  deleteTarget,
  fieldRange,
  findTarget,
  insertTarget,
  listTargets,
  lockTarget,
  replaceMembers,
  searchFieldValues,
  setDisplayOrders,
  updateTarget,
} from './targets.repository.ts';
import { targetSnapshot, toTarget } from './targets.views.ts';

type TargetCreate = ParsedBody<typeof targetEndpoints.create>;
type TargetUpdate = ParsedBody<typeof targetEndpoints.update>;
type FieldSearch = ParsedQuery<typeof targetEndpoints.fieldSearch>;

const targets = audited({ entity: 'AnalyticsTarget', find: findTarget, snapshot: targetSnapshot });

const capitalised = (field: string) => `${field[0]?.toUpperCase()}${field.slice(1)}`;
const fieldLabel = (field: TTargetField, locale: Locale) =>
  translate(`targetField${capitalised(field)}` as MessageKey, locale);

const optionsOf = (field: TTargetField, locale: Locale) => {
  if (field === 'gender')
    return genders.map((id) => ({ id, label: translate(`gender${id}` as MessageKey, locale) }));
  if (field === 'customerRole')
    return customerRoles.map((id) => ({ id, label: translate(`customerRole${id}`, locale) }));
  if (field === 'hasFidelity')
    return [
      { id: 'true', label: translate('yes', locale) },
      { id: 'false', label: translate('no', locale) },
    ];
  return [];
};

const unitOf = (field: TTargetField, locale: Locale) => {
  if (field === 'age') return translate('unitYears', locale);
  if (field === 'totalSpent') return '€';
  return null;
};

/** Works out one target's members again, its row locked so that two recomputations take turns. */
const recomputeMembers = (services: Pick<Services, 'db'>, id: number) =>
  services.db.transaction(async (tx) => {
    const target = await lockTarget(tx, id);
    if (target) await replaceMembers(tx, target);
  });

/** The job that works out every target's members; its progress is the share of targets done. */
export const createAffectAllJob = (services: Pick<Services, 'db'>) =>
  defineJob({
    name: 'analytics-affect-targets',
    payload: z.object({}),
    retryLimit: 2,
    expireInSeconds: 60 * 60,
    handler: async (_payload, run) => {
      const ids = await allTargetIds(services.db);
      for (const [index, id] of ids.entries()) {
        await recomputeMembers(services, id);
        await run.progress((index + 1) / ids.length);
      }
      await analyseTargetMembers(services.db);
    },
  });

/**
 * The job that works out a target's members after it was saved, so that its profile and the
 * campaigns aimed at it read members of its rules of now (kept off the background-tasks screen).
 */
export const createTargetMembersJob = (services: Pick<Services, 'db'>) =>
  defineJob({
    name: 'analytics-target-members',
    payload: z.object({ targetId: z.number().int() }),
    retryLimit: 2,
    expireInSeconds: 60 * 60,
    hidden: true,
    handler: async ({ targetId }) => {
      await recomputeMembers(services, targetId);
      await analyseTargetMembers(services.db);
    },
  });

export const createTargetsService = (services: Services) => {
  const { db } = services;
  const affectAll = createAffectAllJob(services);
  const membersJob = createTargetMembersJob(services);
  const valuesOf = (input: TargetCreate) => ({
    name: input.name,
    description: input.description === '' ? null : input.description,
    rules: input.rules,
  });

  return {
    affectAllJob: affectAll,

    fieldConfiguration: (locale: Locale): TFieldConfiguration[] =>
      targetFields.map((field) => ({
        field,
        kind: targetFieldKinds[field],
        group: customerTargetFields.includes(field) ? 'customer' : 'behaviour',
        label: fieldLabel(field, locale),
        options: optionsOf(field, locale),
        searchable: targetFieldKinds[field] === 'reference',
        unit: unitOf(field, locale),
      })),

    fieldRange: async (field: TTargetField) => ({ field, ...(await fieldRange(db, field)) }),

    fieldSearch: async (query: FieldSearch, locale: Locale) => {
      const ids = (query.ids ?? '')
        .split('|')
        .map((id) => id.trim())
        .filter(Boolean)
        .slice(0, 50);
      if (query.field === 'subscription') {
        const search = query.search.toLocaleLowerCase(locale);
        return (await allSubscriptionRows(db))
          .map((row) => ({ id: String(row.id), label: textIn(row.localizations, locale).name }))
          .filter((option) =>
            ids.length > 0
              ? ids.includes(option.id)
              : option.label.toLocaleLowerCase(locale).includes(search),
          )
          .slice(0, FIELD_SEARCH_LIMIT);
      }
      return searchFieldValues(db, query.field, query.search, ids, FIELD_SEARCH_LIMIT);
    },

    size: (rules: TTargetRules) => countSelected(db, rules),

    list: async (search?: string) => (await listTargets(db, search)).map(toTarget),

    get: async (id: number) => toTarget(await targets.read(db, id)),

    create: (input: TargetCreate, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const row = await targets.create(tx, by, () => insertTarget(tx, valuesOf(input)));
        await services.jobs.enqueue(tx, membersJob, { targetId: row.id });
        return toTarget(row);
      }),

    update: (input: TargetUpdate, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const row = await targets.update(tx, by, input.id, () =>
          updateTarget(tx, input.id, input.version, valuesOf(input)),
        );
        await services.jobs.enqueue(tx, membersJob, { targetId: row.id });
        return toTarget(row);
      }),

    remove: (id: number, by: SignedInUser | null) =>
      db.transaction((tx) => targets.remove(tx, by, id, () => deleteTarget(tx, id))),

    /** Puts the profiles in the order given: every target once, or nothing moves. */
    saveDisplayOrders: (ids: number[], by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const known = await allTargetIds(tx);
        const given = new Set(ids);
        if (given.size !== ids.length || known.length !== ids.length || known.some((id) => !given.has(id)))
          throw new AppError('invalid', 'displayOrderIncomplete', {
            fields: [{ propertyName: 'ids', message: 'displayOrderIncomplete' }],
          });
        await setDisplayOrders(tx, ids);
        await recordActivity(tx, by, {
          entity: 'AnalyticsTarget',
          entityId: 0,
          action: 'reorder',
          after: { ids },
        });
        return (await listTargets(tx)).map(toTarget);
      }),

    /** Enqueues the recomputation of every target's members; answers the task to follow. */
    launchAffectAll: (by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const taskId = await services.jobs.enqueue(tx, affectAll, {});
        await recordActivity(tx, by, { entity: 'AnalyticsTarget', entityId: taskId, action: 'launch' });
        return { taskId };
      }),
  };
};

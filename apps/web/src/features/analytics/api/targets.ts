import {
  type TTarget,
  type TTargetCreate,
  type TTargetField,
  type TTargetRulesInput,
  type TTargetUpdate,
  targetEndpoints,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { message } from '@/i18n/message.ts';
import { call } from '@/lib/api.ts';
import { useDeleteMutation, useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';
import type { TListQuery, TListSearch } from '@/lib/search.ts';

export const targetKeys = queryKeysFactory('analytics-targets');
export const targetSortFields = ['name', 'membersCount', 'updatedAt', 'displayOrder'] as const;
export type TargetSortField = (typeof targetSortFields)[number];
export type TargetListQuery = TListQuery<TListSearch>;

/** Every target (the API answers them all, a shop has a few dozen), searched by name. */
export const allTargetsQueryOptions = (search?: string) =>
  queryOptions({
    queryKey: targetKeys.list({ search: search ?? '' }),
    queryFn: ({ signal }) => call(targetEndpoints.list, { query: search ? { search } : {} }, { signal }),
    placeholderData: keepPreviousData,
  });

const sortValue = (target: TTarget, field: TargetSortField): string | number => {
  if (field === 'name') return target.name.toLocaleLowerCase('fr');
  if (field === 'membersCount') return target.membersCount ?? -1;
  if (field === 'updatedAt') return target.updatedAt;
  return target.displayOrder;
};

/** One page of the targets, sorted, as the list page reads it. */
export const pageOfTargets = (targets: TTarget[], query: TargetListQuery) => {
  const descending = query.sort?.startsWith('-') ?? false;
  const field = (query.sort?.replace(/^-/, '') ?? 'name') as TargetSortField;
  const sorted = [...targets].sort((a, b) => {
    const left = sortValue(a, field);
    const right = sortValue(b, field);
    const order = left < right ? -1 : left > right ? 1 : a.id - b.id;
    return descending ? -order : order;
  });
  const start = (query.page - 1) * query.pageSize;
  return { items: sorted.slice(start, start + query.pageSize), totalCount: sorted.length };
};

export const useTargetsPage = (query: TargetListQuery) => {
  const all = useQuery(allTargetsQueryOptions(query.search));
  return { ...all, data: all.data ? pageOfTargets(all.data, query) : undefined };
};

export const targetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: targetKeys.detail(id),
    queryFn: ({ signal }) => call(targetEndpoints.get, { query: { id } }, { signal }),
  });

export const useSaveTarget = () =>
  useSaveMutation(targetKeys, (body: TTargetCreate | TTargetUpdate) =>
    'id' in body ? call(targetEndpoints.update, { body }) : call(targetEndpoints.create, { body }),
  );

/** `RemoveTarget` deletes one target: the ids one after the other. */
export const useDeleteTargets = () =>
  useDeleteMutation(targetKeys, async (ids: number[]) => {
    for (const id of ids) await call(targetEndpoints.remove, { query: { id } });
  });

const fieldKeys = queryKeysFactory('analytics-fields');

/** The fields rules may use, in the console's language. */
export const useFieldConfiguration = () =>
  useQuery({
    queryKey: fieldKeys.list({}),
    queryFn: ({ signal }) => call(targetEndpoints.fieldConfiguration, {}, { signal }),
    staleTime: 900_000,
  });

/** The smallest and largest value of a number or date field among customers. */
export const useFieldRange = (field: TTargetField, enabled: boolean) =>
  useQuery({
    queryKey: [...fieldKeys.all, 'range', field],
    queryFn: ({ signal }) => call(targetEndpoints.fieldRange, { query: { field } }, { signal }),
    enabled,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** Values of a reference field matching a search, or the labels of the ids given. */
export const useFieldSearch = (field: TTargetField, search: string, ids: string[] = []) =>
  useQuery({
    queryKey: [...fieldKeys.all, 'search', field, search, ids],
    queryFn: ({ signal }) =>
      call(
        targetEndpoints.fieldSearch,
        { query: { field, search, ...(ids.length > 0 ? { ids: ids.join('|') } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    meta: { silent: true },
  });

/** How many customers the rules select now, and how many customers there are. */
export const useTargetSize = (rules: TTargetRulesInput | null) =>
  useQuery({
    queryKey: [...targetKeys.all, 'size', rules],
    queryFn: ({ signal }) =>
      call(targetEndpoints.size, { body: { rules: rules ?? { groups: [] } } }, { signal }),
    enabled: rules !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });

/** Launches the task that works out every target's members. */
export const useAffectAllTargets = () =>
  useMutation({
    meta: { successMessage: message('backgroundTaskLaunched') },
    mutationFn: () => call(targetEndpoints.affectAll),
  });

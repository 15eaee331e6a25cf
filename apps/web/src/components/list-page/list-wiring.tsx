import type { LinkProps } from '@tanstack/react-router';
import type { TListSearch } from '@/lib/search.ts';
import { FilterSelect } from './filter-select.tsx';

/** What a list query gives the table (TanStack Query's result fits). */
export interface ListQueryResult<T> {
  data: { items: T[]; totalCount: number } | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The table's props fed by its query: rows, total, loading, error and retry. */
export const fedBy = <T,>(query: ListQueryResult<T>) => ({
  records: query.data?.items,
  totalCount: query.data?.totalCount ?? 0,
  fetching: query.isFetching,
  error: query.error,
  onRetry: () => void query.refetch(),
});

/**
 * A list route's navigate (`route.useNavigate()`): it merges a change into the URL's list state, and
 * opens the detail screen of a row.
 */
export type ListNavigate<S, P> = ((options: { search: (previous: S) => S }) => Promise<unknown>) &
  ((options: { to: P; search: { id: number } }) => Promise<unknown>);

/**
 * A list screen's state kept in its route's URL: `setSearch` merges a change (the table's search,
 * sort and page), `filter` a filter's (back to page 1); a row opens `detail?id=`. Spread `table`
 * into the `ListPage`.
 */
export const listInUrl = <S extends TListSearch, P extends LinkProps['to']>(
  search: S,
  navigate: ListNavigate<NoInfer<S>, NoInfer<P>>,
  detail: P,
  /** Runs before each change of the URL (a selection to forget). */
  beforeChange?: () => void,
) => {
  const setSearch = (patch: Partial<S> | TListSearch) => {
    beforeChange?.();
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  };
  return {
    setSearch,
    filter: (patch: Partial<S>) => setSearch({ ...patch, page: undefined }),
    table: {
      search,
      onSearchChange: setSearch,
      onRowClick: (row: { id: number }) => void navigate({ to: detail, search: { id: row.id } }),
      rowHref: (row: { id: number }) => `${detail}?id=${row.id}`,
    },
  };
};

/** A filter on one of a few values (a type, a status), "all" when cleared; `undefined` is all. */
export const EnumFilter = <V extends string>({
  label,
  allLabel,
  values,
  labelOf,
  value,
  onChange,
  w = 200,
  testId,
}: {
  label: string;
  /** The placeholder when none is chosen ("Tous les états"). */
  allLabel: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  w?: number;
  testId?: string;
}) => (
  <FilterSelect
    aria-label={label}
    placeholder={allLabel}
    data={values.map((one) => ({ value: one, label: labelOf(one) }))}
    value={value ?? null}
    onChange={(next) => onChange((next ?? undefined) as V | undefined)}
    w={w}
    data-testid={testId}
  />
);

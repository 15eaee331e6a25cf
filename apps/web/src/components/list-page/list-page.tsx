import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError, errorText, statusOf } from '@/lib/api-error.ts';
import type { CsvColumn } from '@/lib/csv.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TListSearch } from '@/lib/search.ts';
import { useDebounced } from '@/lib/use-debounced.ts';
import { useSession } from '@/lib/use-session.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { activeFilterCount, FiltersSheet } from './filters-sheet.tsx';
import type { ListCards as Cards } from './list-cards.tsx';
import { ListTable, type TableColumn, useColumnToggles } from './list-table.tsx';
import { sortParamOf, sortStatusOf } from './sort.ts';

export type ListColumn<T> = TableColumn<T> & {
  accessor: string;
  title: string;
  /** How the column reads in the CSV export; none leaves it out. */
  csv?: (row: T) => string | number | boolean | null | undefined;
};

/** The column of when a row last changed, as every list shows it: sortable, hideable, in the CSV. */
export const updatedAtColumn = <T extends { updatedAt: string }>(
  title: string,
  options: Partial<ListColumn<T>> = {},
): ListColumn<T> => ({
  accessor: 'updatedAt',
  title,
  sortable: true,
  toggleable: true,
  render: (row) => formatDateTime(row.updatedAt),
  csv: (row) => formatDateTime(row.updatedAt),
  ...options,
});

export interface ListPageProps<T> {
  /** Names the list for the remembered column choice. */
  listKey: string;
  columns: ListColumn<T>[];
  records: T[] | undefined;
  totalCount: number;
  /** The total is the server's estimate (a large catalogue): the pager says "about". */
  totalIsEstimate?: boolean;
  fetching: boolean;
  error: unknown;
  onRetry: () => void;
  search: TListSearch;
  /** Changes the URL's list state; a new search or filter goes back to page 1. */
  onSearchChange: (patch: TListSearch) => void;
  onRowClick?: (record: T) => void;
  /**
   * The record's own address: its main cell (the first column, or `linkAccessor`) is then a real
   * link, opened by the keyboard, or in a new tab with Ctrl+click or a middle click.
   */
  rowHref?: (record: T) => string;
  linkAccessor?: string;
  /** Filters beside the search box, also kept in the URL by the feature; on a phone, in a sheet. */
  filters?: ReactNode;
  /** How many filters are on, for the phone's "Filtres (n)"; by default the URL state's filters. */
  activeFilters?: number;
  /** Row selection for bulk actions: the selected rows and what can be done with them. */
  selection?: { selected: T[]; onChange: (rows: T[]) => void; actions: ReactNode };
  csvFileName?: string;
  idAccessor?: string;
}

/**
 * Why a list could not be loaded, in words: the server not reached, its own failure (with the
 * status, for the report to IT), or what the API answered (a refused filter, a lost right).
 */
const loadFailureText = (error: unknown, t: ReturnType<typeof useTranslation>['t']): string => {
  if (error instanceof ApiError && error.status === 0) return t('common.listUnreachable');
  if (error instanceof ApiError && error.status >= 500)
    return t('common.listServerFailed', { status: error.status });
  if (error instanceof ApiError) return errorText(error);
  return t('common.listServerFailed', { status: statusOf(error) });
};

/** A plain click opens the record in the page; with a modifier or the middle button, the browser's own way. */
const opensHere = (event: React.MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/** The column's cell wrapped in a link to the record (its text, or what the column renders). */
const withRecordLink = <T,>(
  column: TableColumn<T>,
  href: (record: T) => string,
  open: ((record: T) => void) | undefined,
): TableColumn<T> => ({
  ...column,
  render: (record, index) => (
    <Anchor
      href={href(record)}
      data-testid="row-link"
      onClick={(event: React.MouseEvent) => {
        // The row's own click would open it a second time, in this tab.
        event.stopPropagation();
        if (!opensHere(event) || !open) return;
        event.preventDefault();
        open(record);
      }}
    >
      {column.render
        ? column.render(record, index)
        : String((record as Record<string, unknown>)[String(column.accessor)] ?? '')}
    </Anchor>
  ),
});

/** A phone, or a window as narrow (below Mantine's `sm`, where the drawer folds away). */
const NARROW = '(max-width: 47.99em)';

/**
 * The phone's cards (their selection checkboxes and sort `Select`) load only on a narrow screen: a
 * desktop's first screen does not carry them. On a phone they start loading with this module.
 */
const loadCards = () => import('./list-cards.tsx');
if (typeof matchMedia === 'function' && matchMedia(NARROW).matches) void loadCards().catch(() => undefined);
// `lazy` drops the component's type parameter; it is the same component.
const ListCards = lazy(async () => ({ default: (await loadCards()).ListCards })) as unknown as typeof Cards;

/**
 * The list page every screen reuses (issue 3): server paging, sort, search and filters kept in the
 * URL, column chooser remembered per user, row click to the detail, selection for bulk actions,
 * empty, loading and error states, CSV export of the rows shown (or selected). On a phone, the
 * filters wait behind one button and the rows are cards.
 */
export const ListPage = <T extends object>(props: ListPageProps<T>) => {
  const { t } = useTranslation();
  const userName = useSession()?.claims.userName ?? 'anonymous';
  const { columns, search, onSearchChange, selection } = props;
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const storeKey = `colophon.columns.${userName}.${props.listKey}`;
  const { effectiveColumns, columnsToggle, setColumnsToggle } = useColumnToggles(storeKey, columns);
  // The chooser below replaces the table's own per-header toggles (untranslated, unlabelled).
  const linkAccessor = props.linkAccessor ?? columns[0]?.accessor;
  const shownColumns = effectiveColumns.map(({ toggleable: _toggleable, ...column }) =>
    props.rowHref && column.accessor === linkAccessor
      ? withRecordLink(column, props.rowHref, props.onRowClick)
      : column,
  );
  const setSearchText = useDebounced(
    (text: string) => onSearchChange({ search: text || undefined, page: undefined }),
    300,
  );

  const rangeText = (from: number, to: number) =>
    t(props.totalIsEstimate ? 'common.pageRangeAbout' : 'common.pageRange', {
      from,
      to,
      total: formatNumber(props.totalCount, currentLocale()),
    });

  const exportCsv = () => {
    const csvColumns: CsvColumn<T>[] = columns
      .filter((column) => column.csv)
      .map((column) => ({ header: column.title, value: column.csv ?? (() => '') }));
    const rows = selection?.selected.length ? selection.selected : (props.records ?? []);
    // The CSV writer loads with the first export, not with the list.
    void import('@/lib/csv.ts').then(({ downloadCsv }) =>
      downloadCsv(`${props.csvFileName ?? props.listKey}.csv`, csvColumns, rows),
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            key={search.search ?? ''}
            type="search"
            aria-label={t('common.search')}
            placeholder={t('common.searchPlaceholder')}
            defaultValue={search.search ?? ''}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            w={narrow ? undefined : 260}
            style={narrow ? { flex: 1, minWidth: 160 } : undefined}
            data-testid="list-search"
          />
          {narrow && props.filters ? (
            <FiltersSheet count={props.activeFilters ?? activeFilterCount(search)}>
              {props.filters}
            </FiltersSheet>
          ) : (
            props.filters
          )}
        </Group>
        <Group gap="xs">
          {props.csvFileName !== undefined && (
            <Button variant="default" size="sm" onClick={exportCsv} disabled={!props.records?.length}>
              {t('common.exportCsv')}
            </Button>
          )}
          <ColumnChooser
            toggles={columnsToggle}
            labels={Object.fromEntries(columns.map((column) => [column.accessor, column.title]))}
            onChange={setColumnsToggle}
          />
        </Group>
      </Group>
      {selection && selection.selected.length > 0 && (
        <Paper withBorder p="xs" data-testid="selection-bar">
          <Group justify="space-between">
            <Text size="sm">{t('common.selected', { count: selection.selected.length })}</Text>
            <Group gap="xs">{selection.actions}</Group>
          </Group>
        </Paper>
      )}
      {Boolean(props.error) && (
        <Alert
          color="red"
          variant="light"
          title={t('common.listLoadFailed')}
          role="alert"
          data-testid="list-error"
        >
          <Text size="sm" mb="xs">
            {loadFailureText(props.error, t)}
          </Text>
          <Button
            size="xs"
            variant="default"
            onClick={props.onRetry}
            loading={props.fetching}
            data-testid="list-retry"
          >
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {props.error && !props.records ? null : narrow ? (
        <Suspense fallback={null}>
          <ListCards<T>
            columns={shownColumns}
            mainAccessor={props.rowHref ? linkAccessor : undefined}
            records={props.records ?? []}
            idAccessor={props.idAccessor ?? 'id'}
            fetching={props.fetching}
            selection={selection}
            page={search.page ?? 1}
            pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
            totalCount={props.totalCount}
            onPageChange={(page) => onSearchChange({ page })}
            rangeText={({ from, to }) => rangeText(from, to)}
            sort={search.sort}
            onSortChange={(sort) => onSearchChange({ sort, page: undefined })}
          />
        </Suspense>
      ) : (
        <ListTable<T>
          minHeight={180}
          columns={shownColumns}
          records={props.records ?? []}
          idAccessor={props.idAccessor ?? 'id'}
          fetching={props.fetching}
          paging={{
            totalRecords: props.totalCount,
            page: search.page ?? 1,
            onPageChange: (page) => onSearchChange({ page }),
            recordsPerPage: search.pageSize ?? DEFAULT_PAGE_SIZE,
            recordsPerPageOptions: [...PAGE_SIZES],
            onRecordsPerPageChange: (pageSize) => onSearchChange({ pageSize, page: undefined }),
            text: ({ from, to }) => rangeText(from, to),
          }}
          sortStatus={sortStatusOf(search.sort)}
          onSortStatusChange={(status) => onSearchChange({ sort: sortParamOf(status), page: undefined })}
          {...(props.onRowClick ? { onRowClick: props.onRowClick } : {})}
          {...(props.rowHref ? { rowHref: props.rowHref } : {})}
          {...(selection
            ? { selection: { selected: selection.selected, onChange: selection.onChange } }
            : {})}
        />
      )}
    </Stack>
  );
};

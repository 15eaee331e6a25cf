import { Loader, NativeSelect, Pagination } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import classes from './list-table.module.css';
import { Table } from './plain-table.tsx';

/*
 * The table of every list (issue 9: the first screen half of react-admin's): what the lists used of
 * mantine-datatable (16 kB gzipped before the first row) on Mantine's Table, with native checkboxes.
 * Sorting by the headers (`aria-sort`), row selection, a row click, paging with the page size, the
 * loading and empty states, and the columns a user hid remembered in the browser. A row with an
 * address (`rowHref`) starts loading its screen (code and data) as soon as the pointer rests on it, is
 * pressed or its link is focused, so the click finds it loaded (`useRowIntent`).
 */

export interface TableColumn<T> {
  /** The record's field the column shows (and sorts by), or a name of its own. */
  accessor: string;
  title: ReactNode;
  render?: (record: T, index: number) => ReactNode;
  sortable?: boolean;
  /** The user may hide it (the column chooser); `defaultToggle: false` starts it hidden. */
  toggleable?: boolean;
  defaultToggle?: boolean;
  textAlign?: 'left' | 'center' | 'right';
  width?: number | string;
  noWrap?: boolean;
  /** One line, cut with "…". */
  ellipsis?: boolean;
}

export interface SortStatus {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}

export interface ColumnToggle {
  accessor: string;
  defaultToggle: boolean;
  toggleable: boolean;
  toggled: boolean;
}

export interface ListTablePaging {
  totalRecords: number;
  page: number;
  onPageChange: (page: number) => void;
  recordsPerPage: number;
  recordsPerPageOptions: number[];
  onRecordsPerPageChange: (size: number) => void;
  /** "1 to 25 of 50". */
  text: (range: { from: number; to: number; totalRecords: number }) => string;
}

export interface ListTableProps<T> {
  columns: TableColumn<T>[];
  records: T[];
  idAccessor?: string;
  fetching?: boolean;
  minHeight?: number;
  onRowClick?: (record: T) => void;
  /** The address the row opens: preloaded on intent. */
  rowHref?: (record: T) => string;
  selection?: { selected: T[]; onChange: (records: T[]) => void };
  sortStatus?: SortStatus | undefined;
  onSortStatusChange?: (status: SortStatus) => void;
  paging?: ListTablePaging;
  'data-testid'?: string;
}

const fieldOf = (record: unknown, accessor: string): unknown =>
  accessor
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], record);

const readToggles = (key: string): ColumnToggle[] | undefined => {
  try {
    const stored = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null') as unknown;
    return Array.isArray(stored) ? (stored as ColumnToggle[]) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The columns a user shows, remembered on this browser under `key` (mantine-datatable's format and
 * key, so a choice made before is kept): the shown columns, the toggles, and their setter.
 */
export const useColumnToggles = <
  C extends { accessor: string; toggleable?: boolean; defaultToggle?: boolean },
>(
  key: string,
  columns: C[],
) => {
  const storeKey = `${key}-columns-toggle`;
  const defaults = columns.map((column) => ({
    accessor: column.accessor,
    defaultToggle: column.defaultToggle ?? true,
    toggleable: column.toggleable ?? false,
    toggled: column.defaultToggle ?? true,
  }));
  const [stored, setStored] = useState(() => readToggles(storeKey));
  const columnsToggle = defaults.map((toggle) => {
    const saved = stored?.find((one) => one.accessor === toggle.accessor);
    return saved && toggle.toggleable ? { ...toggle, toggled: saved.toggled } : toggle;
  });
  const setColumnsToggle = (toggles: ColumnToggle[]) => {
    setStored(toggles);
    globalThis.localStorage?.setItem(storeKey, JSON.stringify(toggles));
  };
  const shown = new Set(columnsToggle.filter((toggle) => toggle.toggled).map((toggle) => toggle.accessor));
  return {
    effectiveColumns: columns.filter((column) => shown.has(column.accessor)),
    columnsToggle,
    setColumnsToggle,
  };
};

/** How long the pointer rests on a row before its screen loads (the router's own `preloadDelay`). */
const HOVER_INTENT_MS = 50;

/**
 * The handlers that preload the screen a row opens: at once when the row is pressed or its link
 * focused, after a short rest of the pointer (a pointer sweeping across the list loads nothing).
 */
const useRowIntent = <T,>(rowHref: ((record: T) => string) | undefined) => {
  const router = useRouter({ warn: false });
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined);
  return (record: T) => {
    if (!rowHref || !router) return {};
    const preload = () => {
      clearTimeout(resting.current);
      // `href` (parsed by the router) takes the place of `to`, which the types ask for.
      router.preloadRoute({ to: '/', href: rowHref(record) }).catch(() => undefined);
    };
    return {
      onPointerEnter: () => {
        clearTimeout(resting.current);
        resting.current = setTimeout(preload, HOVER_INTENT_MS);
      },
      onPointerLeave: () => clearTimeout(resting.current),
      onPointerDown: preload,
      onFocus: preload,
    };
  };
};

const ariaSort = (status: SortStatus | undefined, accessor: string) =>
  status?.columnAccessor === accessor ? (status.direction === 'asc' ? 'ascending' : 'descending') : 'none';

const cellStyle = <T,>(column: TableColumn<T>): CSSProperties => ({
  textAlign: column.textAlign,
  width: column.width,
  whiteSpace: column.noWrap || column.ellipsis ? 'nowrap' : undefined,
  ...(column.ellipsis ? { overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 0 } : {}),
});

/** A list's table: see the file's head. */
export const ListTable = <T extends object>(props: ListTableProps<T>) => {
  const { t } = useTranslation();
  const { columns, records, selection, sortStatus, paging } = props;
  const idOf = (record: T) => String(fieldOf(record, props.idAccessor ?? 'id'));
  const intentOn = useRowIntent(props.rowHref);
  const selectedIds = new Set(selection?.selected.map(idOf));
  const allSelected = records.length > 0 && records.every((record) => selectedIds.has(idOf(record)));
  const someSelected = !allSelected && records.some((record) => selectedIds.has(idOf(record)));

  const toggleAll = () => {
    if (!selection) return;
    const shown = new Set(records.map(idOf));
    const others = selection.selected.filter((record) => !shown.has(idOf(record)));
    selection.onChange(allSelected ? others : [...others, ...records]);
  };
  const toggleOne = (record: T) => {
    if (!selection) return;
    const id = idOf(record);
    selection.onChange(
      selectedIds.has(id)
        ? selection.selected.filter((one) => idOf(one) !== id)
        : [...selection.selected, record],
    );
  };
  const sortBy = (accessor: string) =>
    props.onSortStatusChange?.({
      columnAccessor: accessor,
      direction: sortStatus?.columnAccessor === accessor && sortStatus.direction === 'asc' ? 'desc' : 'asc',
    });

  const from = paging ? (paging.page - 1) * paging.recordsPerPage + 1 : 0;
  const pages = paging ? Math.max(1, Math.ceil(paging.totalRecords / paging.recordsPerPage)) : 1;

  return (
    <div className={classes.frame} data-testid={props['data-testid']}>
      <div className={classes.scroll} style={{ minHeight: props.minHeight }} aria-busy={props.fetching}>
        <Table highlightOnHover={records.length > 0} verticalSpacing="xs" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th className={classes.check}>
                  <input
                    type="checkbox"
                    className={classes.checkbox}
                    aria-label={t('common.selectAllRows')}
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = someSelected;
                    }}
                    disabled={records.length === 0}
                    onChange={toggleAll}
                  />
                </Table.Th>
              )}
              {columns.map((column) => (
                <Table.Th
                  key={column.accessor}
                  style={cellStyle(column)}
                  aria-sort={column.sortable ? ariaSort(sortStatus, column.accessor) : undefined}
                >
                  {column.sortable ? (
                    <button type="button" className={classes.sort} onClick={() => sortBy(column.accessor)}>
                      <span>{column.title}</span>
                      <span aria-hidden="true" className={classes.arrow}>
                        {sortStatus?.columnAccessor === column.accessor
                          ? sortStatus.direction === 'asc'
                            ? '▲'
                            : '▼'
                          : '⇅'}
                      </span>
                    </button>
                  ) : (
                    column.title
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.map((record, index) => {
              const id = idOf(record);
              const selected = selectedIds.has(id);
              return (
                <Table.Tr
                  key={id}
                  data-row-id={id}
                  className={props.onRowClick ? classes.clickable : undefined}
                  aria-selected={selection ? selected : undefined}
                  onClick={props.onRowClick ? () => props.onRowClick?.(record) : undefined}
                  {...intentOn(record)}
                >
                  {selection && (
                    <Table.Td className={classes.check} onClick={(event) => event.stopPropagation()}>
                      <input
                        type="checkbox"
                        className={classes.checkbox}
                        aria-label={t('common.selectRow', { row: (paging ? from : 1) + index })}
                        checked={selected}
                        onChange={() => toggleOne(record)}
                      />
                    </Table.Td>
                  )}
                  {columns.map((column) => (
                    <Table.Td key={column.accessor} style={cellStyle(column)}>
                      {column.render
                        ? column.render(record, index)
                        : String(fieldOf(record, column.accessor) ?? '')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        {records.length === 0 && !props.fetching && (
          <p className={classes.empty} data-testid="list-empty">
            {t('common.noRecords')}
          </p>
        )}
        {props.fetching && (
          <div className={classes.loading} role="status" aria-label={t('common.loading')}>
            <Loader size="sm" />
          </div>
        )}
      </div>
      {paging && (
        <div className={classes.footer}>
          <span className={classes.range}>
            {paging.totalRecords > 0
              ? paging.text({
                  from,
                  to: Math.min(from + records.length - 1, paging.totalRecords),
                  totalRecords: paging.totalRecords,
                })
              : null}
          </span>
          <div className={classes.size}>
            <span aria-hidden="true">{t('common.recordsPerPage')}</span>
            <NativeSelect
              size="xs"
              aria-label={t('common.recordsPerPage')}
              value={String(paging.recordsPerPage)}
              data={paging.recordsPerPageOptions.map(String)}
              onChange={(event) => paging.onRecordsPerPageChange(Number(event.currentTarget.value))}
            />
          </div>
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(paging.page, pages)}
            onChange={paging.onPageChange}
            getControlProps={(control) =>
              control === 'previous'
                ? { 'aria-label': t('common.previousPage') }
                : control === 'next'
                  ? { 'aria-label': t('common.nextPage') }
                  : {}
            }
            getItemProps={(page) => ({ 'aria-label': t('common.pageNumber', { page }) })}
          />
        </div>
      )}
    </div>
  );
};

import type { DataTableSortStatus } from 'mantine-datatable';

/** `-createdAt` in the URL ↔ the table's sort status. */
export const sortStatusOf = <T>(sort: string | undefined): DataTableSortStatus<T> | undefined =>
  sort
    ? { columnAccessor: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' }
    : undefined;

export const sortParamOf = <T>(status: DataTableSortStatus<T>) =>
  `${status.direction === 'desc' ? '-' : ''}${String(status.columnAccessor)}`;

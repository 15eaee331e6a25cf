import type { SortStatus } from './list-table.tsx';

/** `-createdAt` in the URL ↔ the table's sort status. */
export const sortStatusOf = (sort: string | undefined): SortStatus | undefined =>
  sort
    ? { columnAccessor: sort.replace(/^-/, ''), direction: sort.startsWith('-') ? 'desc' : 'asc' }
    : undefined;

export const sortParamOf = (status: SortStatus) =>
  `${status.direction === 'desc' ? '-' : ''}${status.columnAccessor}`;

import type { ReactNode } from 'react';
import { onFirstUse } from '@/components/lazy/on-first-use.tsx';
import { FiltersButton } from './filters-button.tsx';

/** The keys of a list's URL state that are not filters: paging, sort, the search box, a tab. */
const notFilters = new Set(['page', 'pageSize', 'sort', 'search', 'tab']);

/** How many filters the list's URL state holds (a value set, a non-empty list). */
export const activeFilterCount = (search: object): number =>
  Object.entries(search).filter(
    ([key, value]) =>
      !notFilters.has(key) &&
      value !== undefined &&
      value !== null &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0),
  ).length;

/**
 * On a phone, a list's filters wait in a sheet from the bottom of the screen behind one button that
 * says how many are on ("Filtres (2)"), so that the first screen shows the rows. Each filter takes
 * the sheet's width; the sheet's own button goes back to the results. The sheet loads on first use.
 */
export const FiltersSheet = onFirstUse<{ count: number; children: ReactNode }>(
  async () => (await import('./filters-drawer.tsx')).FiltersDrawer,
  ({ count, trigger }) => <FiltersButton count={count} aria-expanded={false} {...trigger} />,
);

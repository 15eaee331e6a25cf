import { Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';

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
 * the sheet's width; the sheet's own button goes back to the results.
 */
export const FiltersSheet = ({ count, children }: { count: number; children: ReactNode }) => {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant={count ? 'light' : 'default'}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-testid="filters-button"
      >
        {count ? t('common.filtersCount', { count }) : t('common.filters')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="auto"
        title={t('common.filters')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ content: { maxHeight: '90dvh' } }}
        data-testid="filters-sheet"
      >
        <Stack gap="sm" className="colophon-filters-sheet">
          {children}
        </Stack>
        <Button fullWidth mt="md" onClick={close} data-testid="filters-done">
          {t('common.showResults')}
        </Button>
      </Drawer>
    </>
  );
};

import { Button } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The phone's button to a list's filters, saying how many are on ("Filtres (2)"). */
export const FiltersButton = ({ count, ...button }: { count: number } & ComponentProps<'button'>) => {
  const { t } = useTranslation();
  return (
    <Button
      variant={count ? 'light' : 'default'}
      aria-haspopup="dialog"
      data-testid="filters-button"
      {...button}
    >
      {count ? t('common.filtersCount', { count }) : t('common.filters')}
    </Button>
  );
};

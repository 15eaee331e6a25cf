import { Button } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The column chooser's button ("Colonnes"). */
export const ColumnsButton = (button: ComponentProps<'button'>) => {
  const { t } = useTranslation();
  return (
    <Button variant="default" size="sm" {...button}>
      {t('common.columns')}
    </Button>
  );
};

import { Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { FirstUse } from '@/components/lazy/on-first-use.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { FiltersButton } from './filters-button.tsx';

/** The filters' button and its sheet from the bottom of the screen, loaded on first use (filters-sheet.tsx). */
export const FiltersDrawer = ({
  count,
  children,
  firstUse,
}: {
  count: number;
  children: ReactNode;
  firstUse: FirstUse;
}) => {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(firstUse.opened);
  return (
    <>
      <FiltersButton count={count} onClick={open} aria-expanded={opened} />
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

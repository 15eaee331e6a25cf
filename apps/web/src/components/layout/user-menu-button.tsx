import { Text, UnstyledButton } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The user's name in the top bar, the button of the user's menu (the menu's code loads on first use). */
export const UserMenuButton = ({ name, ...button }: { name: string } & ComponentProps<'button'>) => {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={t('layout.userMenu', { name })} data-testid="user-menu" {...button}>
      <Text fw={600} size="sm">
        {name} ▾
      </Text>
    </UnstyledButton>
  );
};

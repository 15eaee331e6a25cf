import { MY_ACCOUNT_CLAIM } from '@colophon/contract';
import { Burger, Button, Group, Kbd, Menu, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { client } from '@/config/client.ts';
import { signOut } from '@/features/auth/api/sign-in.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useSession } from '@/lib/use-session.ts';
import { LanguageMenuItems } from './language-menu.tsx';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));

interface TopBarProps {
  navigationOpened: boolean;
  onToggleNavigation: () => void;
  desktopNavigationOpened: boolean;
  onToggleDesktopNavigation: () => void;
}

/** The top bar: the client's title, the command palette, the user's menu (SPEC §2). */
export const TopBar = ({
  navigationOpened,
  onToggleNavigation,
  desktopNavigationOpened,
  onToggleDesktopNavigation,
}: TopBarProps) => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const claims = useSession()?.claims.claims ?? [];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [paletteWanted, setPaletteWanted] = useState(false);
  const openPalette = () => {
    setPaletteWanted(true);
    void loadPalette().then((module) => module.openPalette());
  };
  useHotkeys([['mod+K', openPalette]], []);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;

  const logout = async () => {
    await signOut(() => queryClient.clear());
    await navigate({ to: '/login' });
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navigationOpened}
          onClick={onToggleNavigation}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('layout.toggleNavigation')}
        />
        <Burger
          opened={desktopNavigationOpened}
          onClick={onToggleDesktopNavigation}
          visibleFrom="sm"
          size="sm"
          aria-expanded={desktopNavigationOpened}
          aria-label={t(desktopNavigationOpened ? 'layout.collapseNavigation' : 'layout.expandNavigation')}
          data-testid="toggle-drawer"
        />
        <Text
          component={Link}
          to="/"
          fw={700}
          size="lg"
          c="var(--mantine-primary-color-filled)"
          data-testid="client-title"
        >
          {client.title}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Button
          variant="default"
          size="xs"
          onClick={openPalette}
          visibleFrom="sm"
          rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        >
          {t('layout.paletteSearch')}
        </Button>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton aria-label={t('layout.userMenu', { name })} data-testid="user-menu">
              <Text fw={600} size="sm">
                {name} ▾
              </Text>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {claims.includes(MY_ACCOUNT_CLAIM) && (
              <Menu.Item component={Link} to="/profile">
                {t('layout.myProfile')}
              </Menu.Item>
            )}
            <LanguageMenuItems />
            <Menu.Divider />
            <Menu.Item color="red.9" onClick={() => void logout()} data-testid="logout">
              {t('layout.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {paletteWanted && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </Group>
  );
};

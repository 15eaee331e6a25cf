import { Burger, Button, Group, Kbd, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstUse } from '@/components/lazy/on-first-use.tsx';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { UserMenuButton } from './user-menu-button.tsx';

const loadPalette = () => import('./command-palette.tsx');
const CommandPalette = lazy(async () => ({ default: (await loadPalette()).CommandPalette }));

const UserMenu = onFirstUse<{ name: string }>(
  async () => (await import('./user-menu.tsx')).UserMenu,
  ({ name, trigger }) => (
    <UserMenuButton name={name} aria-haspopup="menu" aria-expanded={false} {...trigger} />
  ),
);

/**
 * Ctrl+K (⌘K on a Mac) anywhere, in a field too, but not in rich text: what Mantine's
 * `useHotkeys([['mod+K', …]], [])` matched, without its kilobyte before the first row.
 */
const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k' &&
  !(event.target instanceof HTMLElement && event.target.isContentEditable);

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
  const [paletteWanted, setPaletteWanted] = useState(false);
  const openPalette = () => {
    setPaletteWanted(true);
    void loadPalette().then((module) => module.openPalette());
  };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteKey(event)) return;
      event.preventDefault();
      setPaletteWanted(true);
      void loadPalette().then((module) => module.openPalette());
    };
    document.documentElement.addEventListener('keydown', onKeyDown);
    return () => document.documentElement.removeEventListener('keydown', onKeyDown);
  }, []);
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;

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
        <UserMenu name={name} />
      </Group>
      {paletteWanted && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
    </Group>
  );
};

import { AppShell, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { NavDrawer } from './nav-drawer.tsx';
import { TopBar } from './top-bar.tsx';

/** The signed-in shell (SPEC §2): the side drawer, the top bar, the page, the client's credit. */
export const AppLayout = () => {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a desktop the drawer may be folded away for a wide table; the choice is kept on this browser.
  const [desktopOpened, setDesktopOpened] = useLocalStorage({
    key: 'colophon.drawer',
    defaultValue: true,
    getInitialValueInEffect: false,
  });
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: !desktopOpened } }}
      footer={{ height: 40 }}
      padding="md"
    >
      <a href="#main" className="colophon-skip-link">
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar
          navigationOpened={opened}
          onToggleNavigation={toggle}
          desktopNavigationOpened={desktopOpened}
          onToggleDesktopNavigation={() => setDesktopOpened((open) => !open)}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t('layout.navigation')}>
        <NavDrawer onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1} bg="gray.0">
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer px="md" style={{ display: 'flex', alignItems: 'center' }}>
        <Text size="sm" c="dimmed" data-testid="footer-credit">
          {client.footerCredit}
        </Text>
      </AppShell.Footer>
    </AppShell>
  );
};

import { Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { NavDrawer } from './nav-drawer.tsx';
import { ShellFooter, ShellFrame, ShellHeader, ShellMain, ShellNavbar } from './shell-frame.tsx';
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
    <ShellFrame mobileOpened={opened} desktopOpened={desktopOpened}>
      <a href="#main" className="colophon-skip-link">
        {t('layout.skipToContent')}
      </a>
      <ShellHeader>
        <TopBar
          navigationOpened={opened}
          onToggleNavigation={toggle}
          desktopNavigationOpened={desktopOpened}
          onToggleDesktopNavigation={() => setDesktopOpened((open) => !open)}
        />
      </ShellHeader>
      <ShellNavbar aria-label={t('layout.navigation')}>
        <NavDrawer onNavigate={close} />
      </ShellNavbar>
      <ShellMain id="main" tabIndex={-1} style={{ background: 'var(--mantine-color-gray-0)' }}>
        <Outlet />
      </ShellMain>
      <ShellFooter
        style={{ display: 'flex', alignItems: 'center', paddingInline: 'var(--mantine-spacing-md)' }}
      >
        <Text size="sm" c="dimmed" data-testid="footer-credit">
          {client.footerCredit}
        </Text>
      </ShellFooter>
    </ShellFrame>
  );
};

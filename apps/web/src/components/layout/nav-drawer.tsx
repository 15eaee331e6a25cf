import { Box, NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { drawerGroups, type NavGroup } from '@/app/screens.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useDeferredPreload } from '@/lib/use-deferred-preload.ts';
import { useSession } from '@/lib/use-session.ts';

/** Only a screen not built yet shows it: its code (Mantine's Badge) waits for one. */
const ComingBadge = lazy(async () => ({ default: (await import('./coming-badge.tsx')).ComingBadge }));

/** The side drawer: collapsible groups of the screens the user may open (SPEC §2, §6). */
export const NavDrawer = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation();
  const claims = useSession()?.claims.claims ?? [];
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const preload = useDeferredPreload();
  const groups = drawerGroups(claims);
  const activeGroup = groups.find(({ items }) =>
    items.some((item) => pathname === item.path || pathname.startsWith(`${item.path}/`)),
  )?.group;
  const [opened, setOpened] = useState<Set<NavGroup>>(() => new Set(['home', activeGroup ?? 'home']));
  const isOpen = (group: NavGroup) => opened.has(group);
  const toggle = (group: NavGroup) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(group)) next.delete(group);
      else next.add(group);
      return next;
    });

  return (
    // A plain scrolling box: Mantine's ScrollArea drew the same scroll for 3 kB more before the first row.
    <Box
      p="xs"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      data-testid="nav-drawer"
    >
      {groups.map(({ group, items }) => (
        <NavLink
          key={group}
          // A button, so that the keyboard reaches it and opens or closes the group (Enter, Space).
          component="button"
          type="button"
          aria-expanded={isOpen(group)}
          label={t(`groups.${group}`)}
          opened={isOpen(group)}
          onChange={() => toggle(group)}
          fw={600}
          childrenOffset="sm"
          data-testid={`nav-group-${group}`}
        >
          {items.map((item) => (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              preload={preload}
              label={t(`screens.${item.title}`)}
              c={item.built ? undefined : 'gray.7'}
              rightSection={
                item.built ? undefined : (
                  <Suspense fallback={null}>
                    <ComingBadge />
                  </Suspense>
                )
              }
              active={pathname === item.path || (item.path !== '/' && pathname.startsWith(`${item.path}/`))}
              onClick={onNavigate}
              data-testid={`nav-item-${item.path}`}
            />
          ))}
        </NavLink>
      ))}
    </Box>
  );
};

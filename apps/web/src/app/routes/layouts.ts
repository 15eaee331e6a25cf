import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { currentUserQueryOptions } from '@/lib/current-user.ts';
import { guarded } from './guarded.ts';
import { rootRoute } from './root.tsx';

/** Sign-in and password recovery: no session needed. */
export const guestLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_guest',
  beforeLoad: guarded('cookie-auth', 'i18n'),
  component: lazyRouteComponent(() => import('@/components/layout/guest-layout.tsx'), 'GuestLayout'),
});

/** Every signed-in screen: the drawer, the top bar and the footer around it. */
export const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_app',
  beforeLoad: guarded('cookie-auth', 'i18n', 'authenticated'),
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()),
  component: lazyRouteComponent(() => import('@/components/layout/app-layout.tsx'), 'AppLayout'),
});

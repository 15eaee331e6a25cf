import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from '@/components/errors/not-found-page.tsx';
import { RouteErrorPage } from '@/components/errors/route-error-page.tsx';
import { PENDING_MIN_MS } from '@/config/cache-times.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import type { SessionStore } from '@/lib/session/session-store.ts';
import { analyticsRoutes } from './routes/analytics-routes.ts';
import { appRoutes } from './routes/app-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { catalogRoutes } from './routes/catalog-routes.ts';
import { cmsPopupMenuRoutes } from './routes/cms-popup-menu-routes.ts';
import { cmsRoutes } from './routes/cms-routes.ts';
import { comingSoonRoutes } from './routes/coming-soon-routes.ts';
import { documentRoutes } from './routes/document-routes.ts';
import { appLayout, guestLayout } from './routes/layouts.ts';
import { marketingRoutes } from './routes/marketing-routes.ts';
import { rootRoute } from './routes/root.tsx';
import { salesRoutes } from './routes/sales-routes.ts';
import { subscriptionRoutes } from './routes/subscription-routes.ts';

const routeTree = rootRoute.addChildren([
  guestLayout.addChildren([...authRoutes]),
  appLayout.addChildren([
    ...appRoutes,
    ...catalogRoutes,
    ...salesRoutes,
    ...cmsRoutes,
    ...cmsPopupMenuRoutes,
    ...marketingRoutes,
    ...subscriptionRoutes,
    ...documentRoutes,
    ...analyticsRoutes,
    ...comingSoonRoutes,
  ]),
]);

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Links prefetch their route when visible, unless the connection saves data or is slow (SPEC §2). */
export const preloadPolicy = (connection: NetworkInformation | undefined): 'viewport' | false =>
  connection?.saveData || /(^|-)2g$/.test(connection?.effectiveType ?? '') ? false : 'viewport';

export const createAppRouter = (context: {
  queryClient: QueryClient;
  session: SessionStore;
  api: ApiClient;
}) =>
  createRouter({
    routeTree,
    context,
    defaultPreload: preloadPolicy((navigator as Navigator & { connection?: NetworkInformation }).connection),
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMinMs: PENDING_MIN_MS,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });

/**
 * Starts loading the code of the screen asked for while the guards and the first API calls run: the
 * router asks for a route's component only once every `beforeLoad` above it has resolved. A
 * signed-out visit of a signed-in screen loads nothing, as it ends on /login.
 * Then its data: the router's own first load starts once React has mounted it (an effect), 30 ms
 * later (150 ms at 4× CPU); the loaders run now, and that load finds their requests under way in the
 * query cache.
 */
export const preloadFirstScreen = (router: ReturnType<typeof createAppRouter>, signedIn: boolean) => {
  const routes: Record<string, { options: { component?: { preload?: () => Promise<void> | undefined } } }> =
    router.routesById;
  const ids: string[] = router.matchRoutes(router.latestLocation).map((match) => match.routeId);
  if (!signedIn && ids.some((id) => id.startsWith('/_app'))) return;
  for (const id of ids) void routes[id]?.options.component?.preload?.();
  // `href` (parsed by the router) takes the place of `to`, which the types ask for.
  router.preloadRoute({ to: '/', href: router.latestLocation.href }).catch(() => undefined);
};

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

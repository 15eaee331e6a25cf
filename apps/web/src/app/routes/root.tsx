import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { DeferredOverlays } from '@/app/overlays.tsx';
import type { ScreenKey } from '@/app/screens.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { hostingQueryOptions } from '@/features/hosting/api/get-hosting.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import type { SessionStore } from '@/lib/session/session-store.ts';
import { guarded } from './guarded.ts';

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
  api: ApiClient;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The screen's title key: the document title, the page heading, the "coming soon" page. */
    title?: ScreenKey;
  }
}

const Root = () => (
  <>
    <NavigationProgress />
    <DocumentTitle />
    <Outlet />
    <DeferredOverlays />
  </>
);

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Every page, the 404 included, renders in the user's language once its catalogue is loaded.
  beforeLoad: guarded('i18n'),
  // Hosting information at start (SPEC §7), without holding the first screen back.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(hostingQueryOptions());
  },
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { ScreenKey } from '@/app/screens.ts';
import { ZDetailSearch } from '@/lib/search.ts';
import { appLayout } from './layouts.ts';

const ComingSoonPage = lazyRouteComponent(
  () => import('@/components/coming-soon-page.tsx'),
  'ComingSoonPage',
);

/** A screen of SPEC §2 whose feature is not built yet: its route, its title, an honest body. */
export const comingSoon = <const P extends string>(path: P, title: ScreenKey) =>
  createRoute({
    getParentRoute: () => appLayout,
    path,
    staticData: { title },
    // Detail screens take the entity id in `?id=`; the others ignore it.
    validateSearch: ZDetailSearch,
    component: ComingSoonPage,
  });

/** Every screen of SPEC §2 is built now; a new one not yet built gets its line here. */
export const comingSoonRoutes = [] as const;

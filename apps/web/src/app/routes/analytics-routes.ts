import { actionTypes, granularities, topKinds } from '@colophon/contract';
import { createRoute } from '@tanstack/react-router';
import { optional, sortOf, ZDetailSearch, ZListSearch } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { appLayout } from './layouts.ts';
import { detailRoute, lazyPage, listRoute, screenRoute } from './screen-routes.ts';

/* Analytics (issue 15): targets, profiles and analysis; their code (and the charts) loads with the screen. */

const targets = () => import('@/features/analytics/api/targets.ts');
const targetSortFields = ['name', 'membersCount', 'updatedAt'] as const;

export const analyticsTargetingRoute = listRoute({
  path: 'analytics/targeting',
  title: 'analyticsTargeting',
  search: ZListSearch.extend({ sort: sortOf(targetSortFields) }),
  load: async ({ queryClient, search }) =>
    queryClient.ensureQueryData((await targets()).allTargetsQueryOptions(search.search)),
  page: lazyPage(() => import('@/features/analytics/targeting/target-pages.tsx'), 'TargetListPage'),
});

export const analyticsTargetingDetailRoute = detailRoute({
  path: 'analytics/targeting/detail',
  title: 'analyticsTargetingDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await targets()).targetQueryOptions(id)),
  page: lazyPage(() => import('@/features/analytics/targeting/target-pages.tsx'), 'TargetDetailPage'),
});

const profiling = () => import('@/features/analytics/api/profiling.ts');

export const analyticsProfilingRoute = screenRoute({
  path: 'analytics/profiling',
  title: 'analyticsProfiling',
  load: async (queryClient) => queryClient.ensureQueryData((await profiling()).profilesQueryOptions()),
  page: lazyPage(() => import('@/features/analytics/profiling/profile-pages.tsx'), 'ProfileListPage'),
});

export const analyticsProfilingDetailRoute = detailRoute({
  path: 'analytics/profiling/detail',
  title: 'analyticsProfilingDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) =>
    id && queryClient.ensureQueryData((await profiling()).profileQueryOptions(id)),
  page: lazyPage(() => import('@/features/analytics/profiling/profile-pages.tsx'), 'ProfileDetailPage'),
});

const day = optional(s.string().regex(/^\d{4}-\d{2}-\d{2}$/));

/** The analysis: a target (none: every customer), a period, how the evolution is cut, which tops show. */
export const ZAnalysisSearch = s.object({
  targetId: optional(s.coerce.number().int().positive()),
  from: day,
  to: day,
  granularity: optional(s.enum(granularities)),
  kind: optional(s.enum(topKinds)),
  actionType: optional(s.enum(actionTypes)),
});

export const analyticsAnalysisRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'analytics/analysis',
  staticData: { title: 'analyticsAnalysis' },
  validateSearch: ZAnalysisSearch,
  // The charts (Mantine's chart package and recharts) load with this screen only.
  component: lazyPage(() => import('@/features/analytics/analysis/analysis-page.tsx'), 'AnalysisPage'),
});

export const analyticsRoutes = [
  analyticsTargetingRoute,
  analyticsTargetingDetailRoute,
  analyticsProfilingRoute,
  analyticsProfilingDetailRoute,
  analyticsAnalysisRoute,
] as const;

import { taskStates } from '@colophon/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { mailPreviewQueryOptions } from '@/features/mails/api/get-mail-preview.ts';
import { tasksQueryOptions } from '@/features/tasks/api/tasks.ts';
import { claimsQueryOptions } from '@/features/users/api/get-claims.ts';
import { userQueryOptions } from '@/features/users/api/get-user.ts';
import { usersQueryOptions } from '@/features/users/api/get-users.ts';
import { rolesQueryOptions } from '@/features/users/api/roles.ts';
import { listQuery, ZDetailSearch, ZListSearch } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { appLayout } from './layouts.ts';

export const homeRoute = createRoute({
  getParentRoute: () => appLayout,
  path: '/',
  staticData: { title: 'home' },
  component: lazyRouteComponent(() => import('@/features/home/home-page.tsx'), 'HomePage'),
});

export const profileRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'profile',
  staticData: { title: 'profile' },
  component: lazyRouteComponent(() => import('@/features/profile/profile-page.tsx'), 'ProfilePage'),
});

export const helloWorldRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'helloworld',
  staticData: { title: 'helloworld' },
  component: lazyRouteComponent(() => import('@/features/demo/hello-world-page.tsx'), 'HelloWorldPage'),
});

export const sortableRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'demo/sortable',
  staticData: { title: 'demoSortable' },
  component: lazyRouteComponent(() => import('@/features/demo/sortable-page.tsx'), 'SortablePage'),
});

export const ZAccountSearch = ZListSearch.extend({
  roleId: s.coerce.number().int().positive().optional().catch(undefined),
  tab: s.enum(['users', 'roles']).optional().catch(undefined),
});

export const accountRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'account',
  staticData: { title: 'account' },
  validateSearch: ZAccountSearch,
  loaderDeps: ({ search: { tab, ...list } }) => ({ tab, list }),
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(rolesQueryOptions());
    if (deps.tab === 'roles') return queryClient.ensureQueryData(rolesQueryOptions());
    return queryClient.ensureQueryData(usersQueryOptions(listQuery(deps.list)));
  },
  component: lazyRouteComponent(() => import('@/features/users/user-list-page.tsx'), 'UserListPage'),
});

export const accountDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'account/detail',
  staticData: { title: 'accountDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    void queryClient.prefetchQuery(rolesQueryOptions());
    void queryClient.prefetchQuery(claimsQueryOptions());
    if (id) await queryClient.ensureQueryData(userQueryOptions(id));
  },
  component: lazyRouteComponent(() => import('@/features/users/user-detail-page.tsx'), 'UserDetailPage'),
});

export const backgroundTaskRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'settings/backgroundTask',
  staticData: { title: 'backgroundTask' },
  validateSearch: ZListSearch.extend({ state: s.enum(taskStates).optional().catch(undefined) }),
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(tasksQueryOptions(listQuery(deps))),
  component: lazyRouteComponent(() => import('@/features/tasks/task-list-page.tsx'), 'TaskListPage'),
});

export const mailForgotPasswordRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'mail/forgotPassword',
  staticData: { title: 'mailForgotPassword' },
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(mailPreviewQueryOptions('forgotPassword', 'fr')),
      queryClient.ensureQueryData(mailPreviewQueryOptions('forgotPassword', 'en')),
    ]),
  component: lazyRouteComponent(() => import('@/features/mails/mail-preview-page.tsx'), 'MailPreviewPage'),
});

export const appRoutes = [
  homeRoute,
  profileRoute,
  helloWorldRoute,
  sortableRoute,
  accountRoute,
  accountDetailRoute,
  backgroundTaskRoute,
  mailForgotPasswordRoute,
] as const;

import { taskStates } from '@colophon/contract';
import { mailPreviewQueryOptions } from '@/features/mails/api/get-mail-preview.ts';
import { claimsQueryOptions } from '@/features/users/api/get-claims.ts';
import { userQueryOptions } from '@/features/users/api/get-user.ts';
import { usersQueryOptions } from '@/features/users/api/get-users.ts';
import { rolesQueryOptions } from '@/features/users/api/roles.ts';
import { listQuery, optional, ZDetailSearch, ZListSearch } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { detailRoute, lazyPage, listRoute, screenRoute } from './screen-routes.ts';

/** The tasks' requests load with their screen (they show shared messages: `@/i18n/message.ts`). */
const tasks = () => import('@/features/tasks/api/tasks.ts');

export const homeRoute = screenRoute({
  path: '/',
  title: 'home',
  page: lazyPage(() => import('@/features/home/home-page.tsx'), 'HomePage'),
});

export const profileRoute = screenRoute({
  path: 'profile',
  title: 'profile',
  page: lazyPage(() => import('@/features/profile/profile-page.tsx'), 'ProfilePage'),
});

export const helloWorldRoute = screenRoute({
  path: 'helloworld',
  title: 'helloworld',
  page: lazyPage(() => import('@/features/demo/hello-world-page.tsx'), 'HelloWorldPage'),
});

export const sortableRoute = screenRoute({
  path: 'demo/sortable',
  title: 'demoSortable',
  page: lazyPage(() => import('@/features/demo/sortable-page.tsx'), 'SortablePage'),
});

export const ZAccountSearch = ZListSearch.extend({
  roleId: optional(s.coerce.number().int().positive()),
  tab: optional(s.enum(['users', 'roles'])),
});

export const accountRoute = listRoute({
  path: 'account',
  title: 'account',
  search: ZAccountSearch,
  load: ({ queryClient, search: { tab, ...list } }) => {
    void queryClient.prefetchQuery(rolesQueryOptions());
    if (tab === 'roles') return queryClient.ensureQueryData(rolesQueryOptions());
    return queryClient.ensureQueryData(usersQueryOptions(listQuery(list)));
  },
  page: lazyPage(() => import('@/features/users/user-list-page.tsx'), 'UserListPage'),
});

export const accountDetailRoute = detailRoute({
  path: 'account/detail',
  title: 'accountDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    void queryClient.prefetchQuery(rolesQueryOptions());
    void queryClient.prefetchQuery(claimsQueryOptions());
    if (id) await queryClient.ensureQueryData(userQueryOptions(id));
  },
  page: lazyPage(() => import('@/features/users/user-detail-page.tsx'), 'UserDetailPage'),
});

export const backgroundTaskRoute = listRoute({
  path: 'settings/backgroundTask',
  title: 'backgroundTask',
  search: ZListSearch.extend({ state: optional(s.enum(taskStates)) }),
  load: async ({ queryClient, query }) =>
    queryClient.ensureQueryData((await tasks()).tasksQueryOptions(query)),
  page: lazyPage(() => import('@/features/tasks/task-list-page.tsx'), 'TaskListPage'),
});

export const mailForgotPasswordRoute = screenRoute({
  path: 'mail/forgotPassword',
  title: 'mailForgotPassword',
  load: (queryClient) =>
    Promise.all([
      queryClient.ensureQueryData(mailPreviewQueryOptions('forgotPassword', 'fr')),
      queryClient.ensureQueryData(mailPreviewQueryOptions('forgotPassword', 'en')),
    ]),
  page: lazyPage(() => import('@/features/mails/mail-preview-page.tsx'), 'MailPreviewPage'),
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

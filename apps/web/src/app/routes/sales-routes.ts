import {
  customerRoles,
  customerSortFields,
  mailSortFields,
  messageQuestions,
  messageSortFields,
  messageStatuses,
} from '@colophon/contract';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listQuery, optional, sortOf, ZDetailSearch, ZListSearch, ZSearchFlag } from '@/lib/search.ts';
import * as s from '@/lib/search-schema.ts';
import { appLayout } from './layouts.ts';
import { detailRoute, lazyPage, listRoute, screenRoute } from './screen-routes.ts';

/*
 * The public-site data screens (issue 11): contact messages and the mail log. Their code loads with
 * the screen, as the catalogue's does.
 */

const messages = () => import('@/features/sales/messages/api/messages.ts');
const mails = () => import('@/features/mails/api/mails.ts');
const customers = () => import('@/features/sales/customers/api/customers.ts');
const stores = () => import('@/features/sales/stores/api/stores.ts');

const day = optional(s.string().regex(/^\d{4}-\d{2}-\d{2}$/));

export const ZMessageListSearch = ZListSearch.extend({
  sort: sortOf(messageSortFields),
  status: optional(s.enum(messageStatuses)),
  question: optional(s.enum(messageQuestions)),
  from: day,
  to: day,
});

export const publicMessageRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'public/message',
  staticData: { title: 'publicMessage' },
  validateSearch: ZMessageListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    const { messagesQueryOptions } = await messages();
    return queryClient.ensureQueryData(messagesQueryOptions({ ...listQuery(deps), sort: deps.sort }));
  },
  component: lazyRouteComponent(
    () => import('@/features/sales/messages/message-list-page.tsx'),
    'MessageListPage',
  ),
});

export const publicMessageDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'public/message/detail',
  staticData: { title: 'publicMessageDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { messageQueryOptions } = await messages();
    if (id) await queryClient.ensureQueryData(messageQueryOptions(id));
  },
  component: lazyRouteComponent(
    () => import('@/features/sales/messages/message-detail-page.tsx'),
    'MessageDetailPage',
  ),
});

export const ZMailListSearch = ZListSearch.extend({
  sort: sortOf(mailSortFields),
  processed: ZSearchFlag,
});

export const publicMailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'public/mail',
  staticData: { title: 'publicMail' },
  validateSearch: ZMailListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: { processed, ...list } }) => {
    const { mailsQueryOptions } = await mails();
    return queryClient.ensureQueryData(
      mailsQueryOptions({
        ...listQuery(list),
        sort: list.sort,
        ...(processed === undefined ? {} : { processed: processed ? 'true' : 'false' }),
      }),
    );
  },
  component: lazyRouteComponent(() => import('@/features/mails/mail-list-page.tsx'), 'MailListPage'),
});

export const publicMailDetailRoute = createRoute({
  getParentRoute: () => appLayout,
  path: 'public/mail/detail',
  staticData: { title: 'publicMailDetail' },
  validateSearch: ZDetailSearch,
  loaderDeps: ({ search: { id } }) => ({ id }),
  loader: async ({ context: { queryClient }, deps: { id } }) => {
    const { mailQueryOptions } = await mails();
    if (id) await queryClient.ensureQueryData(mailQueryOptions(id));
  },
  component: lazyRouteComponent(() => import('@/features/mails/mail-detail-page.tsx'), 'MailDetailPage'),
});

export const ZCustomerListSearch = ZListSearch.extend({
  sort: sortOf(customerSortFields),
  customerRole: optional(s.enum(customerRoles)),
  hasOrdered: ZSearchFlag,
  createdFrom: day,
  createdTo: day,
});

export const publicCustomerRoute = listRoute({
  path: 'public/customer',
  title: 'publicCustomer',
  search: ZCustomerListSearch,
  load: async ({ queryClient, search }) => {
    const api = await customers();
    return queryClient.ensureQueryData(api.customersQueryOptions(api.customerListQuery(search)));
  },
  page: lazyPage(() => import('@/features/sales/customers/customer-list-page.tsx'), 'CustomerListPage'),
});

export const publicCustomerDetailRoute = detailRoute({
  path: 'public/customer/detail',
  title: 'publicCustomerDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const api = await customers();
    void queryClient.prefetchQuery(api.gendersQueryOptions());
    void queryClient.prefetchQuery(api.countriesQueryOptions());
    void queryClient.prefetchQuery(api.customerRolesQueryOptions());
    if (id) await queryClient.ensureQueryData(api.customerQueryOptions(id));
  },
  page: lazyPage(() => import('@/features/sales/customers/customer-detail-page.tsx'), 'CustomerDetailPage'),
});

export const settingsStoreRoute = screenRoute({
  path: 'settings/store',
  title: 'settingsStore',
  load: async (queryClient) => queryClient.ensureQueryData((await stores()).storesQueryOptions()),
  page: lazyPage(() => import('@/features/sales/stores/store-pages.tsx'), 'StoreListPage'),
});

export const settingsStoreDetailRoute = detailRoute({
  path: 'settings/store/detail',
  title: 'settingsStoreDetail',
  search: ZDetailSearch,
  load: async ({ queryClient, id }) => {
    const api = await stores();
    void queryClient.prefetchQuery(api.countriesQueryOptions());
    if (id) await queryClient.ensureQueryData(api.storeQueryOptions(id));
  },
  page: lazyPage(() => import('@/features/sales/stores/store-pages.tsx'), 'StoreDetailPage'),
});

export const salesRoutes = [
  settingsStoreRoute,
  settingsStoreDetailRoute,
  publicCustomerRoute,
  publicCustomerDetailRoute,
  publicMessageRoute,
  publicMessageDetailRoute,
  publicMailRoute,
  publicMailDetailRoute,
] as const;

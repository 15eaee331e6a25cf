import {
  addressEndpoints,
  customerEndpoints,
  documentEndpoints,
  type EndpointQuery,
  messageEndpoints,
  type TCustomerUpdate,
} from '@colophon/contract';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { cacheTimes } from '@/config/cache-times.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { call, download } from '@/lib/api.ts';
import { saveFile } from '@/lib/csv.ts';
import { useSaveMutation } from '@/lib/mutations.ts';
import { queryKeysFactory } from '@/lib/query-keys.ts';
import { DEFAULT_PAGE_SIZE } from '@/lib/search.ts';

export const customerKeys = queryKeysFactory('customers');
export type CustomersQuery = EndpointQuery<typeof customerEndpoints.list>;
export type CustomersExportQuery = EndpointQuery<typeof customerEndpoints.exportCsv>;

/** The list screen's state as its URL holds it (`hasOrdered` a yes/no, paging optional). */
export type CustomerListSearch = Omit<CustomersExportQuery, 'hasOrdered'> & {
  page?: number | undefined;
  pageSize?: number | undefined;
  hasOrdered?: boolean | undefined;
};

/** The list's filters as the API takes them: the export takes these, the list adds its page. */
export const customerExportQuery = ({
  page: _page,
  pageSize: _pageSize,
  hasOrdered,
  ...filters
}: CustomerListSearch): CustomersExportQuery => ({
  ...filters,
  ...(hasOrdered === undefined ? {} : { hasOrdered: hasOrdered ? 'true' : 'false' }),
});

export const customerListQuery = (search: CustomerListSearch): CustomersQuery => ({
  ...customerExportQuery(search),
  page: search.page ?? 1,
  pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE,
});

export const customersQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => call(customerEndpoints.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });

export const customerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => call(customerEndpoints.get, { query: { id } }, { signal }),
  });

/** Saves a customer at the version read (a stale one is a 409 the form resolves). */
export const useSaveCustomer = () =>
  useSaveMutation(customerKeys, (body: TCustomerUpdate) => call(customerEndpoints.update, { body }));

/** The CSV of every customer the list's filters keep, streamed by the API (not only the page shown). */
export const useExportCustomers = () =>
  useMutation({
    meta: { quietSuccess: true },
    mutationFn: async (query: CustomersExportQuery) => {
      const { blob, fileName } = await download(customerEndpoints.exportCsv, { query });
      saveFile(blob, fileName ?? `clients-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });

/** The option lists are labelled in the console's language: one cache entry per language. */
export const customerRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['customer-roles', currentLocale()],
    queryFn: ({ signal }) => call(customerEndpoints.roles, {}, { signal }),
    staleTime: cacheTimes.options,
  });

export const gendersQueryOptions = () =>
  queryOptions({
    queryKey: ['genders', currentLocale()],
    queryFn: ({ signal }) => call(addressEndpoints.genders, {}, { signal }),
    staleTime: cacheTimes.enumerations,
  });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', currentLocale()],
    queryFn: ({ signal }) => call(addressEndpoints.countries, {}, { signal }),
    staleTime: cacheTimes.enumerations,
  });

/** The customer's orders, newest first (the documents list of this customer). */
export const customerOrdersQueryOptions = (customerId: number, page: number) =>
  queryOptions({
    queryKey: ['documents', 'list', { customerId, page, of: 'customer' }],
    queryFn: ({ signal }) =>
      call(
        documentEndpoints.list,
        { query: { customerId, page, pageSize: 10, sort: '-createdAt' } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** What the customer wrote through the contact form: the messages sent from their email. */
export const customerMessagesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['contact-messages', 'list', { email, of: 'customer' }],
    queryFn: ({ signal }) =>
      call(messageEndpoints.list, { query: { email, page: 1, pageSize: 20 } }, { signal }),
  });

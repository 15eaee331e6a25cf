import '@/i18n/areas/sales.ts';
import { customerRoles, EXACT_COUNT_LIMIT, type TCustomerSummary } from '@colophon/contract';
import { Badge, Button, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DayRangeFilter } from '@/components/list-page/day-range-filter.tsx';
import { type ListColumn, ListPage } from '@/components/list-page/list-page.tsx';
import { fedBy, listInUrl } from '@/components/list-page/list-wiring.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatNumber, formatPrice } from '@/lib/format.ts';
import {
  customerExportQuery,
  customerListQuery,
  customersQueryOptions,
  useExportCustomers,
} from './api/customers.ts';
import { roleColor, roleLabel } from './customer-labels.ts';

const route = getRouteApi('/_app/public/customer');

const ORDERED = { yes: 'true', no: 'false' } as const;

/**
 * /public/customer: the shop's customers; search a name, an email, a phone or a postal code, filter by
 * role, by whether they ordered and by the day they were created, sort by total spent or last order.
 */
export const CustomerListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const customers = useQuery(customersQueryOptions(customerListQuery(search)));
  const exportCustomers = useExportCustomers();
  const { filter, table } = listInUrl(search, navigate, '/public/customer/detail');
  const totalCount = customers.data?.totalCount ?? 0;
  // Above the limit the API counts by estimate: the pager and the export say "about".
  const totalIsEstimate = totalCount > EXACT_COUNT_LIMIT;

  const columns: ListColumn<TCustomerSummary>[] = [
    {
      accessor: 'lastName',
      title: t('sales.customer.name'),
      sortable: true,
      toggleable: false,
      render: (row) => `${row.lastName} ${row.firstName}`,
      csv: (row) => `${row.lastName} ${row.firstName}`,
    },
    {
      accessor: 'email',
      title: t('sales.customer.email'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.email,
    },
    {
      accessor: 'phone',
      title: t('sales.customer.phone'),
      toggleable: true,
      render: (row) => row.phone ?? row.mobilePhone ?? '',
      csv: (row) => row.phone ?? row.mobilePhone ?? '',
    },
    {
      accessor: 'postalCode',
      title: t('sales.customer.postalCode'),
      toggleable: true,
      render: (row) => [row.postalCode, row.city].filter(Boolean).join(' '),
      csv: (row) => [row.postalCode, row.city].filter(Boolean).join(' '),
    },
    {
      accessor: 'customerRole',
      title: t('sales.customer.role'),
      toggleable: true,
      render: (row) => (
        <Badge variant="light" color={roleColor[row.customerRole]} miw="max-content">
          {roleLabel(row.customerRole)}
        </Badge>
      ),
      csv: (row) => roleLabel(row.customerRole),
    },
    {
      accessor: 'ordersCount',
      title: t('sales.customer.ordersCount'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      csv: (row) => row.ordersCount,
    },
    {
      accessor: 'totalSpent',
      title: t('sales.customer.totalSpent'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      render: (row) => formatPrice(row.totalSpent),
      csv: (row) => formatPrice(row.totalSpent),
    },
    {
      accessor: 'lastOrderAt',
      title: t('sales.customer.lastOrderAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.lastOrderAt),
      csv: (row) => formatDate(row.lastOrderAt),
    },
    {
      accessor: 'createdAt',
      title: t('sales.customer.createdAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDate(row.createdAt),
      csv: (row) => formatDate(row.createdAt),
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.publicCustomer')}>
        <Button
          variant="default"
          onClick={() => exportCustomers.mutate(customerExportQuery(search))}
          loading={exportCustomers.isPending}
          disabled={totalCount === 0}
          data-testid="export-customers"
        >
          {t('sales.customer.exportAll', {
            count: totalCount,
            total: formatNumber(totalCount, currentLocale()),
          })}
        </Button>
      </PageHeader>
      <ListPage<TCustomerSummary>
        listKey="customers"
        columns={columns}
        {...fedBy(customers)}
        totalIsEstimate={totalIsEstimate}
        {...table}
        filters={
          <>
            <Select
              aria-label={t('sales.customer.role')}
              placeholder={t('sales.customer.allRoles')}
              data={customerRoles.map((role) => ({ value: role, label: roleLabel(role) }))}
              value={search.customerRole ?? null}
              onChange={(value) => filter({ customerRole: customerRoles.find((role) => role === value) })}
              clearable
              w={170}
              data-testid="filter-role"
            />
            <Select
              aria-label={t('sales.customer.hasOrdered')}
              placeholder={t('sales.customer.orderedOrNot')}
              data={[
                { value: ORDERED.yes, label: t('sales.customer.ordered') },
                { value: ORDERED.no, label: t('sales.customer.neverOrdered') },
              ]}
              value={search.hasOrdered === undefined ? null : search.hasOrdered ? ORDERED.yes : ORDERED.no}
              onChange={(value) => filter({ hasOrdered: value === null ? undefined : value === ORDERED.yes })}
              clearable
              w={190}
              data-testid="filter-ordered"
            />
            <DayRangeFilter
              from={search.createdFrom}
              to={search.createdTo}
              labels={{ from: t('sales.customer.createdFrom'), to: t('sales.customer.createdTo') }}
              onChange={({ from, to }) => filter({ createdFrom: from, createdTo: to })}
            />
          </>
        }
      />
    </>
  );
};

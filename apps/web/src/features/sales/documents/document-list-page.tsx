import '@/i18n/areas/sales.ts';
import {
  documentStatuses,
  documentTypes,
  paymentStatuses,
  shippingMethods,
  type TDocumentStatus,
  type TDocumentSummary,
  type TPaymentStatus,
  type TShippingMethod,
} from '@colophon/contract';
import { Badge, Button, CloseButton, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { DayRangeFilter } from '@/components/list-page/day-range-filter.tsx';
import { type ListColumn, ListPage } from '@/components/list-page/list-page.tsx';
import { fedBy, listInUrl } from '@/components/list-page/list-wiring.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatPrice } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { documentsQueryOptions, storesQueryOptions } from './api/documents.ts';
import { PrintLabelsButton } from './components/print-labels-button.tsx';
import {
  documentStatusColor,
  documentStatusLabel,
  documentTypeLabel,
  paymentStatusColor,
  paymentStatusLabel,
  shippingMethodLabel,
} from './document-labels.ts';
import { joined, listOf } from './document-search.ts';

const route = getRouteApi('/_app/public/document');
const { features } = client;

/**
 * /public/document: the orders (or quotations, delivery notes, invoices), newest first; filters by
 * status, payment, shipping, store and days, kept in the URL so that the home screen links here.
 */
export const DocumentListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const documents = useQuery(documentsQueryOptions(listQuery(search)));
  const stores = useQuery({ ...storesQueryOptions(), enabled: features.multiStore });
  const [selected, setSelected] = useState<TDocumentSummary[]>([]);
  // A change of the list's state forgets the selection.
  const { filter, table } = listInUrl(search, navigate, '/public/document/detail', () => setSelected([]));
  const storeName = (id: number | null) => stores.data?.find((store) => store.id === id)?.name ?? '';
  const customerName = (row: TDocumentSummary) => `${row.customer.firstName} ${row.customer.lastName}`;
  const filteredCustomer = search.customerId
    ? documents.data?.items.find((row) => row.customer.id === search.customerId)
    : undefined;
  const filtered =
    search.status ||
    search.paymentStatus ||
    search.shippingMethod ||
    search.storeId ||
    search.customerId ||
    search.from ||
    search.to ||
    search.documentType;

  const columns: ListColumn<TDocumentSummary>[] = [
    {
      accessor: 'number',
      title: t('documents.number'),
      sortable: true,
      toggleable: false,
      render: (row) => (
        <Text size="sm" ff="monospace" span>
          {row.number}
        </Text>
      ),
      csv: (row) => row.number,
    },
    {
      accessor: 'createdAt',
      title: t('documents.createdAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => formatDateTime(row.createdAt),
    },
    {
      accessor: 'status',
      title: t('documents.status'),
      sortable: true,
      toggleable: true,
      render: (row) => (
        <Badge variant="dot" color={documentStatusColor[row.status]} miw="max-content">
          {documentStatusLabel(row.status)}
        </Badge>
      ),
      csv: (row) => documentStatusLabel(row.status),
    },
    {
      accessor: 'paymentStatus',
      title: t('documents.paymentStatus'),
      toggleable: true,
      render: (row) => (
        <Badge variant="light" color={paymentStatusColor[row.paymentStatus]} miw="max-content">
          {paymentStatusLabel(row.paymentStatus)}
        </Badge>
      ),
      csv: (row) => paymentStatusLabel(row.paymentStatus),
    },
    {
      accessor: 'customerName',
      title: t('documents.customer'),
      sortable: true,
      toggleable: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" lineClamp={1}>
              {customerName(row)}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.customer.email}
            </Text>
          </Stack>
          {search.customerId !== row.customer.id && (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t('documents.onlyCustomer', { name: customerName(row) })}
              title={t('documents.onlyCustomer', { name: customerName(row) })}
              onClick={(event: React.MouseEvent) => {
                event.stopPropagation();
                filter({ customerId: row.customer.id });
              }}
            >
              {t('documents.filterCustomer')}
            </Button>
          )}
        </Group>
      ),
      csv: (row) => `${customerName(row)} <${row.customer.email}>`,
    },
    {
      accessor: 'shippingMethod',
      title: t('documents.shippingMethod'),
      toggleable: true,
      render: (row) => shippingMethodLabel(row.shippingMethod),
      csv: (row) => shippingMethodLabel(row.shippingMethod),
    },
    ...(features.multiStore
      ? [
          {
            accessor: 'storeId',
            title: t('documents.store'),
            toggleable: true,
            render: (row: TDocumentSummary) => storeName(row.storeId),
            csv: (row: TDocumentSummary) => storeName(row.storeId),
          },
        ]
      : []),
    ...(features.showDocumentOwner
      ? [
          {
            accessor: 'ownerUserName',
            title: t('documents.owner'),
            toggleable: true,
            render: (row: TDocumentSummary) => row.ownerUserName ?? '',
            csv: (row: TDocumentSummary) => row.ownerUserName ?? '',
          },
        ]
      : []),
    {
      accessor: 'itemsCount',
      title: t('documents.itemsCount'),
      toggleable: true,
      textAlign: 'right',
      csv: (row) => row.itemsCount,
    },
    {
      accessor: 'total',
      title: t('documents.total'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      render: (row) => formatPrice(row.total),
      csv: (row) => formatPrice(row.total),
    },
  ];

  const multi = <T extends string>(
    label: string,
    values: readonly T[],
    labelOf: (value: T) => string,
    current: string | undefined,
    onChange: (value: string | undefined) => void,
    testId: string,
  ) => (
    <MultiSelect
      aria-label={label}
      placeholder={listOf(current).length ? undefined : label}
      data={values.map((value) => ({ value, label: labelOf(value) }))}
      value={listOf<T>(current)}
      onChange={(chosen) => onChange(joined(values.filter((value) => chosen.includes(value))))}
      clearable
      w={230}
      maxDropdownHeight={320}
      data-testid={testId}
      comboboxProps={{ withinPortal: true }}
    />
  );

  return (
    <>
      <PageHeader title={t('screens.publicDocument')} />
      <ListPage<TDocumentSummary>
        listKey="documents"
        csvFileName={t('documents.csvFileName')}
        columns={columns}
        {...fedBy(documents)}
        {...table}
        selection={{
          selected,
          onChange: setSelected,
          actions: <PrintLabelsButton documents={selected} />,
        }}
        filters={
          <>
            <Select
              aria-label={t('documents.documentType')}
              data={documentTypes.map((type) => ({ value: type, label: documentTypeLabel(type) }))}
              value={search.documentType ?? 'Order'}
              onChange={(value) =>
                filter({
                  documentType: documentTypes.find((type) => type === value && type !== 'Order'),
                })
              }
              allowDeselect={false}
              w={170}
              data-testid="filter-type"
            />
            {multi<TDocumentStatus>(
              t('documents.status'),
              documentStatuses,
              documentStatusLabel,
              search.status,
              (status) => filter({ status }),
              'filter-status',
            )}
            {multi<TPaymentStatus>(
              t('documents.paymentStatus'),
              paymentStatuses,
              paymentStatusLabel,
              search.paymentStatus,
              (paymentStatus) => filter({ paymentStatus }),
              'filter-payment-status',
            )}
            {multi<TShippingMethod>(
              t('documents.shippingMethod'),
              shippingMethods,
              shippingMethodLabel,
              search.shippingMethod,
              (shippingMethod) => filter({ shippingMethod }),
              'filter-shipping-method',
            )}
            {features.multiStore && (
              <Select
                aria-label={t('documents.store')}
                placeholder={t('documents.allStores')}
                data={(stores.data ?? []).map((store) => ({ value: String(store.id), label: store.name }))}
                value={search.storeId ? String(search.storeId) : null}
                onChange={(value) => filter({ storeId: value ? Number(value) : undefined })}
                clearable
                w={190}
                data-testid="filter-store"
              />
            )}
            <DayRangeFilter
              from={search.from}
              to={search.to}
              labels={{ from: t('documents.from'), to: t('documents.to') }}
              onChange={(range) => filter(range)}
              testIds={{ from: 'filter-from', to: 'filter-to' }}
            />
            {search.customerId && (
              <Badge
                size="lg"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('documents.allCustomers')}
                    onClick={() => filter({ customerId: undefined })}
                  />
                }
                data-testid="filter-customer"
              >
                {filteredCustomer
                  ? t('documents.customerIs', { name: customerName(filteredCustomer) })
                  : t('documents.customerId', { id: search.customerId })}
              </Badge>
            )}
            {filtered && (
              <Button
                variant="subtle"
                size="sm"
                onClick={() =>
                  filter({
                    documentType: undefined,
                    status: undefined,
                    paymentStatus: undefined,
                    shippingMethod: undefined,
                    storeId: undefined,
                    customerId: undefined,
                    from: undefined,
                    to: undefined,
                  })
                }
                data-testid="clear-filters"
              >
                {t('documents.clearFilters')}
              </Button>
            )}
          </>
        }
      />
    </>
  );
};

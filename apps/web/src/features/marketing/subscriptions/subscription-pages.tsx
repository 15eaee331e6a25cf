import '@/i18n/areas/marketing.ts';
import {
  subscriberStatuses,
  subscriptionTypes,
  type TSubscriber,
  type TSubscriberStatus,
  type TSubscription,
  ZSubscriptionCreate,
  ZSubscriptionUpdate,
} from '@colophon/contract';
import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { confirmAction } from '@/components/confirm.ts';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { type ListColumn, ListPage, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { listQuery, type TListSearch } from '@/lib/search.ts';
import {
  subscribersQueryOptions,
  subscriptionQueryOptions,
  subscriptionsQueryOptions,
  useDeleteSubscriptions,
  useExportSubscribers,
  useForceUnsubscribe,
  useSaveSubscription,
} from './api/subscriptions.ts';
import { SubscriptionStats } from './subscription-stats.tsx';

const listRoute = getRouteApi('/_app/subscription');
const detailRoute = getRouteApi('/_app/subscription/detail');

const statusColor: Record<TSubscriberStatus, string> = {
  Pending: 'orange',
  Active: 'green',
  Unsubscribed: 'gray',
};

/** /subscription: the subscriptions, searched by name or identifier, filtered by type. */
export const SubscriptionListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const subscriptions = useQuery(subscriptionsQueryOptions(listQuery(search)));
  const remove = useDeleteSubscriptions();
  const typeName = (row: TSubscription) => t(`marketing.subscription.types.${row.subscriptionType}`);
  const columns: ListColumn<TSubscription>[] = [
    {
      accessor: 'name',
      title: t('marketing.subscription.name'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.name,
    },
    {
      accessor: 'subscriptionType',
      title: t('marketing.subscription.type'),
      sortable: true,
      toggleable: true,
      render: typeName,
      csv: typeName,
    },
    {
      accessor: 'identifier',
      title: t('marketing.subscription.identifier'),
      toggleable: true,
      csv: (row) => row.identifier,
    },
    {
      accessor: 'activeSubscribers',
      title: t('marketing.subscription.activeSubscribers'),
      toggleable: true,
      textAlign: 'right',
      csv: (row) => row.activeSubscribers,
    },
    {
      accessor: 'createdAt',
      title: t('marketing.subscription.createdAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => formatDateTime(row.createdAt),
    },
    updatedAtColumn(t('marketing.subscription.updatedAt')),
  ];
  return (
    <SimpleListPage
      title={t('screens.subscription')}
      detail="/subscription/detail"
      newButton={{ label: t('marketing.subscription.new'), testId: 'new-subscription' }}
      listKey="subscriptions"
      csvFileName="abonnements"
      columns={columns}
      query={subscriptions}
      remove={remove}
      search={search}
      navigate={navigate}
      filters={
        <Select
          aria-label={t('marketing.subscription.type')}
          placeholder={t('marketing.subscription.allTypes')}
          clearable
          data={subscriptionTypes.map((type) => ({
            value: type,
            label: t(`marketing.subscription.types.${type}`),
          }))}
          value={search.subscriptionType ?? null}
          onChange={(value) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                subscriptionType: (value ?? undefined) as typeof search.subscriptionType,
                page: undefined,
              }),
            })
          }
          w={260}
          data-testid="filter-type"
        />
      }
    />
  );
};

const valuesOf = (subscription: TSubscription | undefined) => {
  const text = (locale: string) => subscription?.localizations.find((item) => item.locale === locale);
  return {
    subscriptionType: subscription?.subscriptionType ?? 'Newsletter',
    identifier: subscription?.identifier ?? '',
    nameFr: text('fr')?.name ?? '',
    nameEn: text('en')?.name ?? '',
    descriptionFr: text('fr')?.description ?? '',
    descriptionEn: text('en')?.description ?? '',
  };
};
type Values = ReturnType<typeof valuesOf>;

const toBody = (values: Values) => ({
  subscriptionType: values.subscriptionType,
  identifier: values.identifier.trim() || null,
  localizations: [
    { locale: 'fr' as const, name: values.nameFr, description: values.descriptionFr.trim() || null },
    ...(values.nameEn.trim()
      ? [{ locale: 'en' as const, name: values.nameEn, description: values.descriptionEn.trim() || null }]
      : []),
  ],
});

/** /subscription/detail: a subscription's type and texts, its subscribers and its statistics. */
export const SubscriptionDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={subscriptionQueryOptions}
    form={(subscription) => <SubscriptionDetail subscription={subscription} />}
  />
);

const SubscriptionDetail = ({ subscription }: { subscription: TSubscription | undefined }) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { detail, current, frame } = useSimpleDetail({
    entity: subscription,
    schemas: { create: ZSubscriptionCreate, update: ZSubscriptionUpdate },
    valuesOf,
    toBody,
    query: subscriptionQueryOptions,
    save: useSaveSubscription(),
    remove: useDeleteSubscriptions(),
    onCreated: (id) => navigate({ to: '/subscription/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/subscription' }),
  });
  const { field } = detail;
  const title = current
    ? (current.localizations.find((item) => item.locale === i18n.language)?.name ?? current.name)
    : t('marketing.subscription.new');
  return (
    <Stack gap="xl">
      <DetailFormFrame {...frame} title={title} testId="subscription-form">
        <Paper withBorder p="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label={t('marketing.subscription.type')}
              required
              allowDeselect={false}
              data={subscriptionTypes.map((type) => ({
                value: type,
                label: t(`marketing.subscription.types.${type}`),
              }))}
              {...field('subscriptionType')}
              name="subscriptionType"
              data-testid="subscription-type"
            />
            <TextInput
              label={t('marketing.subscription.identifier')}
              description={t('marketing.subscription.identifierHint')}
              {...field('identifier')}
              name="identifier"
            />
            <TextInput
              label={t('marketing.subscription.nameFr')}
              required
              {...field('nameFr')}
              name="nameFr"
            />
            <TextInput label={t('marketing.subscription.nameEn')} {...field('nameEn')} name="nameEn" />
            <Textarea
              label={t('marketing.subscription.descriptionFr')}
              autosize
              minRows={2}
              {...field('descriptionFr')}
              name="descriptionFr"
            />
            <Textarea
              label={t('marketing.subscription.descriptionEn')}
              autosize
              minRows={2}
              {...field('descriptionEn')}
              name="descriptionEn"
            />
          </SimpleGrid>
        </Paper>
      </DetailFormFrame>
      {current ? (
        <>
          <Subscribers subscription={current} />
          <SubscriptionStats subscriptionId={current.id} />
        </>
      ) : (
        <Text c="dimmed">{t('marketing.subscription.saveFirst')}</Text>
      )}
    </Stack>
  );
};

/** The subscription's addresses: searched, filtered by status, paged, exported; one can be taken out. */
const Subscribers = ({ subscription }: { subscription: TSubscription }) => {
  const { t } = useTranslation();
  const search = detailRoute.useSearch();
  const navigate = detailRoute.useNavigate();
  const { id: _id, period: _period, ...listState } = search;
  const query = { ...listQuery(listState), subscriptionId: subscription.id };
  const subscribers = useQuery(subscribersQueryOptions(query));
  const exportSubscribers = useExportSubscribers();
  const forceUnsubscribe = useForceUnsubscribe(t('marketing.subscription.forceUnsubscribed'));
  const setSearch = (patch: Partial<typeof search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  // The table's own changes: page, size, search, and a sort among the columns it lets sort.
  const setListState = ({ sort, ...patch }: TListSearch) =>
    setSearch({ ...patch, ...(sort === undefined ? {} : { sort: sort as typeof search.sort }) });
  const statusName = (row: TSubscriber) => t(`marketing.subscription.statuses.${row.status}`);
  const takeOut = async (row: TSubscriber) => {
    if (!(await confirmAction(t('marketing.subscription.forceUnsubscribeBody', { email: row.email }))))
      return;
    await forceUnsubscribe
      .mutateAsync({ subscriptionId: subscription.id, email: row.email })
      .catch(() => undefined);
  };
  const columns: ListColumn<TSubscriber>[] = [
    {
      accessor: 'email',
      title: t('marketing.subscription.email'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.email,
    },
    {
      accessor: 'customerName',
      title: t('marketing.subscription.customer'),
      toggleable: true,
      csv: (row) => row.customerName,
    },
    {
      accessor: 'status',
      title: t('marketing.subscription.status'),
      toggleable: true,
      render: (row) => (
        <Badge variant="dot" color={statusColor[row.status]} data-testid="subscriber-status">
          {statusName(row)}
        </Badge>
      ),
      csv: statusName,
    },
    {
      accessor: 'createdAt',
      title: t('marketing.subscription.signedUpAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => formatDateTime(row.createdAt),
    },
    {
      accessor: 'confirmedAt',
      title: t('marketing.subscription.confirmedAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.confirmedAt),
      csv: (row) => formatDateTime(row.confirmedAt),
    },
    {
      accessor: 'unsubscribedAt',
      title: t('marketing.subscription.unsubscribedAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.unsubscribedAt),
      csv: (row) => formatDateTime(row.unsubscribedAt),
    },
    {
      accessor: 'actions',
      title: t('common.actions'),
      toggleable: false,
      render: (row) =>
        row.status === 'Unsubscribed' ? null : (
          <Button
            size="compact-sm"
            variant="light"
            color="red.9"
            aria-label={t('marketing.subscription.forceUnsubscribeOf', { email: row.email })}
            onClick={(event: React.MouseEvent) => {
              event.stopPropagation();
              void takeOut(row);
            }}
            data-testid="force-unsubscribe"
          >
            {t('marketing.subscription.forceUnsubscribe')}
          </Button>
        ),
    },
  ];
  const totalCount = subscribers.data?.totalCount ?? 0;
  return (
    <Stack gap="sm" data-testid="subscribers">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('marketing.subscription.subscribers')}
        </Title>
        <Button
          variant="default"
          onClick={() =>
            exportSubscribers.mutate({
              subscriptionId: subscription.id,
              ...(search.search ? { search: search.search } : {}),
              ...(search.status ? { status: search.status } : {}),
            })
          }
          loading={exportSubscribers.isPending}
          disabled={totalCount === 0}
          data-testid="export-subscribers"
        >
          {t('marketing.subscription.export')}
        </Button>
      </Group>
      <ListPage<TSubscriber>
        listKey="subscribers"
        columns={columns}
        records={subscribers.data?.items}
        totalCount={totalCount}
        fetching={subscribers.isFetching}
        error={subscribers.error}
        onRetry={() => void subscribers.refetch()}
        search={listState}
        onSearchChange={setListState}
        filters={
          <Select
            aria-label={t('marketing.subscription.status')}
            placeholder={t('marketing.subscription.allStatuses')}
            clearable
            data={subscriberStatuses.map((status) => ({
              value: status,
              label: t(`marketing.subscription.statuses.${status}`),
            }))}
            value={search.status ?? null}
            onChange={(value) =>
              setSearch({ status: (value ?? undefined) as typeof search.status, page: undefined })
            }
            w={260}
            data-testid="filter-status"
          />
        }
      />
    </Stack>
  );
};

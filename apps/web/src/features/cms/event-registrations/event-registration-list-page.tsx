import '@/i18n/areas/cms.ts';
import type { TEventRegistration } from '@colophon/contract';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ListColumn, ListPage } from '@/components/list-page/list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatDateTime } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import {
  eventRegistrationsQueryOptions,
  eventsQueryOptions,
  useExportRegistrations,
} from './api/event-registrations.ts';

const route = getRouteApi('/_app/cms/eventRegistration');
type Search = ReturnType<typeof route.useSearch>;

/** /cms/eventRegistration: who registered to the events, per event, with the seats taken. */
export const EventRegistrationListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const registrations = useQuery(eventRegistrationsQueryOptions(listQuery(search)));
  const events = useQuery(eventsQueryOptions());
  const exportRegistrations = useExportRegistrations();
  const setSearch = (patch: Partial<Search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });
  const event = events.data?.find((item) => item.id === search.eventId);
  const totalCount = registrations.data?.totalCount ?? 0;

  const columns: ListColumn<TEventRegistration>[] = [
    {
      accessor: 'lastName',
      title: t('cms.eventRegistration.name'),
      sortable: true,
      toggleable: false,
      render: (row) => `${row.lastName} ${row.firstName}`,
      csv: (row) => `${row.lastName} ${row.firstName}`,
    },
    {
      accessor: 'email',
      title: t('cms.eventRegistration.email'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.email,
    },
    {
      accessor: 'phone',
      title: t('cms.eventRegistration.phone'),
      toggleable: true,
      csv: (row) => row.phone,
    },
    {
      accessor: 'buyBook',
      title: t('cms.eventRegistration.buyBook'),
      toggleable: true,
      render: (row) => (row.buyBook ? <Badge color="green">{t('cms.eventRegistration.yes')}</Badge> : null),
      csv: (row) => (row.buyBook ? t('cms.eventRegistration.yes') : ''),
    },
    {
      accessor: 'comments',
      title: t('cms.eventRegistration.comments'),
      toggleable: true,
      csv: (row) => row.comments,
    },
    {
      accessor: 'eventTitle',
      title: t('cms.eventRegistration.event'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.eventTitle,
    },
    {
      accessor: 'createdAt',
      title: t('cms.eventRegistration.createdAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => formatDateTime(row.createdAt),
    },
    {
      accessor: 'reminderSentAt',
      title: t('cms.eventRegistration.reminderSentAt'),
      toggleable: true,
      render: (row) => (row.reminderSentAt ? formatDateTime(row.reminderSentAt) : null),
      csv: (row) => (row.reminderSentAt ? formatDateTime(row.reminderSentAt) : ''),
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.cmsEventRegistration')}>
        <Button
          variant="default"
          onClick={() =>
            exportRegistrations.mutate({
              ...(search.eventId ? { eventId: search.eventId } : {}),
              ...(search.search ? { search: search.search } : {}),
            })
          }
          loading={exportRegistrations.isPending}
          disabled={totalCount === 0}
          data-testid="export-registrations"
        >
          {t('cms.eventRegistration.export')}
        </Button>
      </PageHeader>
      {event ? (
        <Text mb="sm" data-testid="event-seats">
          {event.eventCapacity === null
            ? t('cms.eventRegistration.registeredNoLimit', { count: event.registrationsCount })
            : t('cms.eventRegistration.seats', {
                count: event.registrationsCount,
                capacity: event.eventCapacity,
              })}
        </Text>
      ) : null}
      <ListPage<TEventRegistration>
        listKey="event-registrations"
        columns={columns}
        records={registrations.data?.items}
        totalCount={totalCount}
        fetching={registrations.isFetching}
        error={registrations.error}
        onRetry={() => void registrations.refetch()}
        search={search}
        onSearchChange={setSearch}
        csvFileName="inscriptions"
        filters={
          <Group gap="xs">
            <Select
              aria-label={t('cms.eventRegistration.event')}
              placeholder={t('cms.eventRegistration.allEvents')}
              data={(events.data ?? []).map((item) => ({
                value: String(item.id),
                label: item.eventStart ? `${item.title} (${formatDate(item.eventStart)})` : item.title,
              }))}
              value={search.eventId ? String(search.eventId) : null}
              onChange={(value) => setSearch({ eventId: value ? Number(value) : undefined, page: undefined })}
              searchable
              clearable
              w={320}
              data-testid="filter-event"
            />
          </Group>
        }
      />
    </>
  );
};

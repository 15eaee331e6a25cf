import '@/i18n/areas/sales.ts';
import { messageQuestions, messageStatuses, type TMessageSummary } from '@colophon/contract';
import { Badge, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { DateField } from '@/components/form/date-fields.tsx';
import type { ListColumn } from '@/components/list-page/list-page.tsx';
import { SimpleList } from '@/components/list-page/simple-list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { messagesQueryOptions, useDeleteMessages } from './api/messages.ts';
import { questionLabel, statusColor, statusLabel } from './message-labels.ts';

const route = getRouteApi('/_app/public/message');

/** /public/message: what visitors wrote through the contact form, newest first; the pending ones first to answer. */
export const MessageListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const messages = useQuery(messagesQueryOptions({ ...listQuery(search), sort: search.sort }));
  const remove = useDeleteMessages();
  const setSearch = (patch: Partial<Omit<typeof search, 'sort'>> & { sort?: string | undefined }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });

  const columns: ListColumn<TMessageSummary>[] = [
    {
      accessor: 'createdAt',
      title: t('sales.message.createdAt'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.createdAt),
      csv: (row) => formatDateTime(row.createdAt),
    },
    {
      accessor: 'status',
      title: t('sales.message.status'),
      sortable: true,
      toggleable: true,
      render: (row) => (
        <Badge variant="dot" color={statusColor[row.status]} miw="max-content">
          {statusLabel(row.status)}
        </Badge>
      ),
      csv: (row) => statusLabel(row.status),
    },
    {
      accessor: 'lastName',
      title: t('sales.message.sender'),
      sortable: true,
      toggleable: false,
      render: (row) => `${row.firstName} ${row.lastName}`,
      csv: (row) => `${row.firstName} ${row.lastName}`,
    },
    {
      accessor: 'email',
      title: t('sales.message.email'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.email,
    },
    {
      accessor: 'question',
      title: t('sales.message.question'),
      sortable: true,
      toggleable: true,
      render: (row) => questionLabel(row.question),
      csv: (row) => questionLabel(row.question),
    },
    {
      accessor: 'subject',
      title: t('sales.message.subject'),
      toggleable: true,
      render: (row) => (
        <Text size="sm" lineClamp={1} maw={360}>
          {row.subject}
        </Text>
      ),
      csv: (row) => row.subject,
    },
    {
      accessor: 'repliesCount',
      title: t('sales.message.repliesCount'),
      toggleable: true,
      textAlign: 'right',
      csv: (row) => row.repliesCount,
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.publicMessage')} />
      <SimpleList<TMessageSummary>
        listKey="messages"
        csvFileName="messages"
        columns={columns}
        query={messages}
        remove={remove}
        search={search}
        onSearchChange={setSearch}
        onRowClick={(row) => void navigate({ to: '/public/message/detail', search: { id: row.id } })}
        filters={
          <>
            <Select
              aria-label={t('sales.message.status')}
              placeholder={t('sales.message.allStatuses')}
              data={messageStatuses.map((status) => ({ value: status, label: statusLabel(status) }))}
              value={search.status ?? null}
              onChange={(value) =>
                setSearch({ status: messageStatuses.find((status) => status === value), page: undefined })
              }
              clearable
              w={170}
              data-testid="filter-status"
            />
            <Select
              aria-label={t('sales.message.question')}
              placeholder={t('sales.message.allQuestions')}
              data={messageQuestions.map((question) => ({ value: question, label: questionLabel(question) }))}
              value={search.question ?? null}
              onChange={(value) =>
                setSearch({
                  question: messageQuestions.find((question) => question === value),
                  page: undefined,
                })
              }
              clearable
              w={220}
            />
            <DateField
              aria-label={t('sales.message.from')}
              title={t('sales.message.from')}
              value={search.from}
              maxDate={search.to}
              onChange={(value) => setSearch({ from: value || undefined, page: undefined })}
              w={150}
            />
            <DateField
              aria-label={t('sales.message.to')}
              title={t('sales.message.to')}
              value={search.to}
              minDate={search.from}
              onChange={(value) => setSearch({ to: value || undefined, page: undefined })}
              w={150}
            />
          </>
        }
      />
    </>
  );
};

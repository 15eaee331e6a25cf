import '@/i18n/areas/mails.ts';
import type { TMailSummary } from '@colophon/contract';
import { Badge, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ListColumn, ListPage } from '@/components/list-page/list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { mailsQueryOptions } from './api/mails.ts';

const route = getRouteApi('/_app/public/mail');

/** Polls while a mail waits for delivery, so "sent" shows without a reload. */
const POLL_MS = 3_000;

export const ProcessedBadge = ({ processed }: { processed: boolean }) => (
  <Badge variant="dot" color={processed ? 'green' : 'orange'} miw="max-content">
    {message(processed ? 'mailProcessed' : 'mailNotProcessed')}
  </Badge>
);

/** /public/mail: every mail the shop sent or is sending; search by recipient or subject. */
export const MailListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { processed, ...rest } = search;
  const mails = useQuery({
    ...mailsQueryOptions({
      ...listQuery(rest),
      sort: rest.sort,
      ...(processed === undefined ? {} : { processed: processed ? 'true' : 'false' }),
    }),
    refetchInterval: (query) => (query.state.data?.items.some((mail) => !mail.processed) ? POLL_MS : false),
  });
  const setSearch = (patch: Partial<Omit<typeof search, 'sort'>> & { sort?: string | undefined }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }) });

  const columns: ListColumn<TMailSummary>[] = [
    {
      accessor: 'createdAt',
      title: t('mails.createdAt'),
      sortable: true,
      toggleable: true,
      render: (mail) => formatDateTime(mail.createdAt),
      csv: (mail) => formatDateTime(mail.createdAt),
    },
    { accessor: 'to', title: t('mails.to'), sortable: true, toggleable: false, csv: (mail) => mail.to },
    {
      accessor: 'subject',
      title: t('mails.subjectTitle'),
      sortable: true,
      toggleable: true,
      render: (mail) => (
        <Text size="sm" lineClamp={1} maw={380}>
          {mail.subject}
        </Text>
      ),
      csv: (mail) => mail.subject,
    },
    {
      accessor: 'processed',
      title: t('mails.processed'),
      toggleable: true,
      render: (mail) => <ProcessedBadge processed={mail.processed} />,
      csv: (mail) => message(mail.processed ? 'mailProcessed' : 'mailNotProcessed'),
    },
    {
      accessor: 'sentTries',
      title: t('mails.sentTries'),
      sortable: true,
      toggleable: true,
      textAlign: 'right',
      csv: (mail) => mail.sentTries,
    },
    {
      accessor: 'sentDate',
      title: t('mails.sentDate'),
      sortable: true,
      toggleable: true,
      render: (mail) => formatDateTime(mail.sentDate),
      csv: (mail) => formatDateTime(mail.sentDate),
    },
    {
      accessor: 'lastError',
      title: t('mails.lastError'),
      toggleable: true,
      ellipsis: true,
      csv: (mail) => mail.lastError,
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.publicMail')} />
      <ListPage<TMailSummary>
        listKey="mails"
        csvFileName="mails"
        columns={columns}
        records={mails.data?.items}
        totalCount={mails.data?.totalCount ?? 0}
        fetching={mails.isFetching && !mails.isRefetching}
        error={mails.error}
        onRetry={() => void mails.refetch()}
        search={search}
        onSearchChange={setSearch}
        onRowClick={(mail) => void navigate({ to: '/public/mail/detail', search: { id: mail.id } })}
        filters={
          <Select
            aria-label={t('mails.processed')}
            placeholder={t('mails.allMails')}
            data={[
              { value: 'true', label: message('mailProcessed') },
              { value: 'false', label: message('mailNotProcessed') },
            ]}
            value={processed === undefined ? null : String(processed)}
            onChange={(value) =>
              setSearch({ processed: value === null ? undefined : value === 'true', page: undefined })
            }
            clearable
            w={190}
            data-testid="filter-processed"
          />
        }
      />
    </>
  );
};

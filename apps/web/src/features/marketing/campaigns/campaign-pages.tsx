import '@/i18n/areas/marketing.ts';
import {
  campaignStatuses,
  mailTargets,
  splitEmailList,
  type TCampaign,
  type TCampaignContentType,
  type TCampaignStatus,
  type TCampaignSummary,
  type TMailTarget,
  ZCampaignCreate,
  ZCampaignUpdate,
} from '@colophon/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import { DetailById } from '@/components/detail-page/detail-by-id.tsx';
import { DetailFormFrame } from '@/components/detail-page/detail-form-frame.tsx';
import { useSimpleDetail } from '@/components/detail-page/use-simple-detail.ts';
import { DateTimeField } from '@/components/form/date-fields.tsx';
import { KeyFigure } from '@/components/key-figure.tsx';
import { type ListColumn, updatedAtColumn } from '@/components/list-page/list-page.tsx';
import { SimpleListPage } from '@/components/list-page/simple-list-page.tsx';
import { client } from '@/config/client.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { fromLocalInput, toLocalInput } from '@/lib/datetime-input.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import {
  campaignQueryOptions,
  useCampaignDraft,
  useCampaignPreview,
  useCampaignProgress,
  useCampaignStats,
  useCampaigns,
  useCampaignTargets,
  useCampaignTestSend,
  useDeleteCampaigns,
  useSaveCampaign,
} from './api/campaigns.ts';

/** Mantine's charts (with recharts) load with a campaign's statistics, never with the list. */
const CampaignCharts = lazy(() => import('./campaign-charts.tsx'));

const listRoute = getRouteApi('/_app/mailCampain');
const detailRoute = getRouteApi('/_app/mailCampain/detail');
const { features } = client;

type TFn = ReturnType<typeof useTranslation>['t'];

const statusColor: Record<TCampaignStatus, string> = {
  Draft: 'gray',
  Scheduled: 'blue',
  Processing: 'orange',
  Sent: 'green',
};

const StatusBadge = ({ status }: { status: TCampaignStatus }) => {
  const { t } = useTranslation();
  return (
    <Badge color={statusColor[status]} variant="light" data-testid="campaign-status">
      {t(`campaigns.statuses.${status}`)}
    </Badge>
  );
};

const progressText = (row: TCampaignSummary, t: TFn) =>
  row.progress.recipients === 0
    ? ''
    : t('campaigns.sentOf', {
        sent: formatNumber(row.progress.sent),
        recipients: formatNumber(row.progress.recipients),
      });

/** /mailCampain: the campaigns, where each is, and how far its sending went. */
export const CampaignListPage = () => {
  const { t } = useTranslation();
  const search = listRoute.useSearch();
  const navigate = listRoute.useNavigate();
  const campaigns = useCampaigns({
    ...listQuery(search),
    sort: search.sort,
    ...(search.status ? { status: search.status } : {}),
    ...(search.mailTarget ? { mailTarget: search.mailTarget } : {}),
  });
  const remove = useDeleteCampaigns();
  const columns: ListColumn<TCampaignSummary>[] = [
    {
      accessor: 'name',
      title: t('campaigns.name'),
      sortable: true,
      toggleable: false,
      csv: (row) => row.name,
    },
    {
      accessor: 'subject',
      title: t('campaigns.subject'),
      sortable: true,
      toggleable: true,
      csv: (row) => row.subject,
    },
    {
      accessor: 'status',
      title: t('campaigns.status'),
      toggleable: true,
      render: (row) => <StatusBadge status={row.status} />,
      csv: (row) => t(`campaigns.statuses.${row.status}`),
    },
    {
      accessor: 'mailTarget',
      title: t('campaigns.mailTarget'),
      toggleable: true,
      render: (row) => t(`campaigns.targets.${row.mailTarget}`),
      csv: (row) => t(`campaigns.targets.${row.mailTarget}`),
    },
    {
      accessor: 'dontSendBeforeDateUtc',
      title: t('campaigns.dontSendBefore'),
      sortable: true,
      toggleable: true,
      render: (row) => formatDateTime(row.dontSendBeforeDateUtc),
      csv: (row) => formatDateTime(row.dontSendBeforeDateUtc),
    },
    {
      accessor: 'progress',
      title: t('campaigns.progress'),
      toggleable: true,
      render: (row) => progressText(row, t),
      csv: (row) => progressText(row, t),
    },
    updatedAtColumn(t('campaigns.updatedAt')),
  ];
  return (
    <SimpleListPage
      title={t('screens.mailCampain')}
      detail="/mailCampain/detail"
      newButton={{ label: t('campaigns.new'), testId: 'new-campaign' }}
      listKey="campaigns"
      csvFileName="campagnes"
      columns={columns}
      query={campaigns}
      remove={remove}
      search={search}
      navigate={navigate}
      filters={
        <Group gap="xs">
          <Select
            aria-label={t('campaigns.status')}
            placeholder={t('campaigns.allStatuses')}
            clearable
            data={campaignStatuses.map((id) => ({ value: id, label: t(`campaigns.statuses.${id}`) }))}
            value={search.status ?? null}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  page: undefined,
                  status: (value as TCampaignStatus | null) ?? undefined,
                }),
              })
            }
            data-testid="campaign-status-filter"
          />
          <Select
            aria-label={t('campaigns.mailTarget')}
            placeholder={t('campaigns.allTargets')}
            clearable
            data={mailTargets.map((id) => ({ value: id, label: t(`campaigns.targets.${id}`) }))}
            value={search.mailTarget ?? null}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  page: undefined,
                  mailTarget: (value as TMailTarget | null) ?? undefined,
                }),
              })
            }
          />
        </Group>
      }
    />
  );
};

const SAMPLE_MJML = `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text font-size="20px">Bonjour {{firstName}},</mj-text>
        <mj-text>…</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

interface CampaignValues extends Record<string, unknown> {
  name: string;
  subject: string;
  locale: 'fr' | 'en';
  contentType: TCampaignContentType;
  content: string;
  mailTarget: TMailTarget;
  emailList: string;
  targetIds: string[];
  dontSendBeforeDateUtc: string;
}

const valuesOf = (campaign: TCampaign | undefined): CampaignValues => ({
  name: campaign?.name ?? '',
  subject: campaign?.subject ?? '',
  locale: campaign?.locale ?? 'fr',
  contentType: campaign?.contentType ?? (features.disableMjml ? 'Html' : 'Mjml'),
  content: campaign?.content ?? SAMPLE_MJML,
  mailTarget: campaign?.mailTarget ?? 'SubscriptionId',
  emailList: campaign?.emailList ?? '',
  targetIds: (campaign?.targetIds ?? []).map(String),
  dontSendBeforeDateUtc: toLocalInput(campaign?.dontSendBeforeDateUtc ?? null),
});

const toBody = (values: CampaignValues) => ({
  name: values.name,
  subject: values.subject,
  locale: values.locale,
  contentType: values.contentType,
  content: values.content,
  mailTarget: values.mailTarget,
  emailList: values.mailTarget === 'EmailList' ? values.emailList : null,
  targetIds: values.mailTarget === 'EmailList' ? [] : values.targetIds.map(Number),
  dontSendBeforeDateUtc: fromLocalInput(values.dontSendBeforeDateUtc),
});

/** /mailCampain/detail: a campaign's editor, preview, sending and statistics; `?id=` edits, none creates. */
export const CampaignDetailPage = () => (
  <DetailById
    id={detailRoute.useSearch().id}
    query={campaignQueryOptions}
    form={(campaign) => <CampaignForm campaign={campaign} />}
  />
);

const CampaignForm = ({ campaign }: { campaign: TCampaign | undefined }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { detail, current, frame } = useSimpleDetail({
    entity: campaign,
    schemas: { create: ZCampaignCreate, update: ZCampaignUpdate },
    valuesOf,
    toBody,
    query: campaignQueryOptions,
    save: useSaveCampaign(),
    remove: useDeleteCampaigns(),
    onCreated: (id) => navigate({ to: '/mailCampain/detail', search: { id }, replace: true }),
    onDeleted: () => navigate({ to: '/mailCampain' }),
  });
  const { field } = detail;
  const values = detail.form.getValues();
  const targets = useCampaignTargets();
  const live = useCampaignProgress(current?.id ?? 0, current !== undefined && current.status !== 'Draft');
  const shown = current ? (live.data ?? current) : undefined;
  const readOnly = shown !== undefined && shown.status !== 'Draft';
  const targetKind = targets.data?.kinds.find((kind) => kind.mailTarget === values.mailTarget);
  const { invalid } = splitEmailList(values.emailList);

  return (
    <DetailFormFrame
      {...frame}
      title={current ? current.name : t('campaigns.new')}
      testId="campaign-form"
      readOnly={readOnly}
      actions={
        shown ? (
          <SendActions campaign={shown} dirty={detail.form.isDirty()} onChanged={frame.onReload} />
        ) : undefined
      }
    >
      <Stack gap="md">
        {shown && shown.status !== 'Draft' && <SendingPanel campaign={shown} />}
        {/* Out of draft, the campaign is shown as it goes, not edited. */}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <TextInput label={t('campaigns.name')} required {...field('name')} name="name" />
                <TextInput
                  label={t('campaigns.subject')}
                  description={t('campaigns.fieldsHelp')}
                  required
                  {...field('subject')}
                  name="subject"
                />
                <Select
                  label={t('campaigns.locale')}
                  data={[
                    { value: 'fr', label: t('campaigns.locales.fr') },
                    { value: 'en', label: t('campaigns.locales.en') },
                  ]}
                  allowDeselect={false}
                  {...field('locale')}
                  name="locale"
                />
                <DateTimeField
                  label={t('campaigns.dontSendBefore')}
                  description={t('campaigns.dontSendBeforeHelp')}
                  {...field('dontSendBeforeDateUtc')}
                  name="dontSendBeforeDateUtc"
                />
              </SimpleGrid>
            </Paper>
            <Paper withBorder p="md">
              <Title order={2} size="h4" mb="sm">
                {t('campaigns.recipients')}
              </Title>
              <Stack gap="sm">
                <Select
                  label={t('campaigns.mailTarget')}
                  data={mailTargets.map((kind) => ({
                    value: kind,
                    label: t(`campaigns.targets.${kind}`),
                    disabled:
                      targets.data?.kinds.find((found) => found.mailTarget === kind)?.available === false,
                  }))}
                  allowDeselect={false}
                  {...field('mailTarget')}
                  name="mailTarget"
                />
                {values.mailTarget === 'EmailList' ? (
                  <Textarea
                    label={t('campaigns.emailList')}
                    description={
                      invalid.length > 0
                        ? t('campaigns.invalidEmails', { emails: invalid.join('; ') })
                        : t('campaigns.emailListHelp', {
                            count: splitEmailList(values.emailList).valid.length,
                          })
                    }
                    autosize
                    minRows={3}
                    {...field('emailList')}
                    name="emailList"
                    data-testid="campaign-email-list"
                  />
                ) : (
                  <MultiSelect
                    label={t(`campaigns.targets.${values.mailTarget}`)}
                    data={(targetKind?.targets ?? []).map((target) => ({
                      value: String(target.id),
                      label: t('campaigns.targetWithRecipients', {
                        name: target.name,
                        count: target.recipients,
                      }),
                    }))}
                    searchable
                    {...field('targetIds')}
                    name="targetIds"
                    data-testid="campaign-targets"
                  />
                )}
              </Stack>
            </Paper>
          </Stack>
        </fieldset>
        <ContentEditor
          values={values}
          contentField={field('content')}
          typeField={field('contentType')}
          readOnly={readOnly}
        />
      </Stack>
    </DetailFormFrame>
  );
};

type FieldProps = ReturnType<ReturnType<typeof useSimpleDetail>['detail']['field']>;

/** The source beside its preview: MJML compiled by the API, shown in a sandboxed frame at two widths. */
const ContentEditor = ({
  values,
  contentField,
  typeField,
  readOnly,
}: {
  values: CampaignValues;
  contentField: FieldProps;
  typeField: FieldProps;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const [source] = useDebouncedValue(
    {
      subject: values.subject,
      locale: values.locale,
      contentType: values.contentType,
      content: values.content,
    },
    400,
  );
  const preview = useCampaignPreview(source.content ? source : null);
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('campaigns.content')}
        </Title>
        {!features.disableMjml && (
          <SegmentedControl
            data={[
              { value: 'Mjml', label: 'MJML' },
              { value: 'Html', label: 'HTML' },
            ]}
            disabled={readOnly}
            {...typeField}
            aria-label={t('campaigns.contentType')}
          />
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Textarea
          aria-label={t('campaigns.content')}
          description={t('campaigns.fieldsHelp')}
          autosize
          minRows={18}
          maxRows={40}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          {...contentField}
          readOnly={readOnly}
          name="content"
          data-testid="campaign-content"
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={500}>
              {t('campaigns.preview')}
            </Text>
            <SegmentedControl
              size="xs"
              value={width}
              onChange={(value) => setWidth(value as 'desktop' | 'mobile')}
              data={[
                { value: 'desktop', label: t('campaigns.desktop') },
                { value: 'mobile', label: t('campaigns.mobile') },
              ]}
              data-testid="preview-width"
            />
          </Group>
          {preview.data && preview.data.problems.length > 0 && (
            <Alert color="orange" title={t('campaigns.problems')} data-testid="preview-problems">
              {preview.data.problems.map((problem) => (
                <Text key={`${problem.line}:${problem.message}`} size="sm">
                  {t('campaigns.problemLine', { line: problem.line, message: problem.message })}
                </Text>
              ))}
            </Alert>
          )}
          <Text size="sm" c="dimmed" data-testid="preview-subject">
            {preview.data?.subject}
          </Text>
          {/* The campaign's HTML, isolated: no script, no form, no access to the console. */}
          <iframe
            title={t('campaigns.preview')}
            sandbox=""
            srcDoc={preview.data?.html ?? ''}
            data-testid="campaign-preview"
            style={{
              width: width === 'desktop' ? '100%' : 375,
              height: 600,
              border: '1px solid var(--mantine-color-gray-3)',
              background: 'white',
              alignSelf: 'center',
            }}
          />
        </Stack>
      </SimpleGrid>
    </Paper>
  );
};

/** A test to oneself, and out of draft ("Are you sure ?") or back to it while it waits for its date. */
const SendActions = ({
  campaign,
  dirty,
  onChanged,
}: {
  campaign: TCampaign;
  dirty: boolean;
  /** The campaign moved to another version: the form takes it. */
  onChanged: () => unknown;
}) => {
  const { t } = useTranslation();
  const draft = useCampaignDraft();
  const testSend = useCampaignTestSend();
  const send = async () => {
    const when = campaign.dontSendBeforeDateUtc
      ? t('campaigns.confirmSendAt', { date: formatDateTime(campaign.dontSendBeforeDateUtc) })
      : t('campaigns.confirmSendNow', { count: campaign.progress.recipients });
    if (!(await confirmAction(`${t('common.confirmBody')} ${when}`))) return;
    await draft.mutateAsync({ id: campaign.id, version: campaign.version, isDraft: false });
    await onChanged();
  };
  const backToDraft = async () => {
    await draft.mutateAsync({ id: campaign.id, version: campaign.version, isDraft: true });
    await onChanged();
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        onClick={() => void testSend.mutateAsync(campaign.id)}
        loading={testSend.isPending}
        disabled={dirty}
        data-testid="campaign-test-send"
      >
        {t('campaigns.testSend')}
      </Button>
      {campaign.status === 'Draft' && (
        <Button
          onClick={() => void send()}
          loading={draft.isPending}
          disabled={dirty}
          data-testid="campaign-send"
        >
          {campaign.dontSendBeforeDateUtc ? t('campaigns.schedule') : t('campaigns.send')}
        </Button>
      )}
      {campaign.status === 'Scheduled' && (
        <Button
          variant="default"
          onClick={() => void backToDraft()}
          loading={draft.isPending}
          data-testid="campaign-back-to-draft"
        >
          {t('campaigns.backToDraft')}
        </Button>
      )}
    </Group>
  );
};

/** Where the sending is (asked again every two seconds while it goes), then its statistics. */
const SendingPanel = ({ campaign }: { campaign: TCampaign }) => {
  const { t } = useTranslation();
  const sending = campaign.status === 'Processing' || campaign.status === 'Scheduled';
  const stats = useCampaignStats(campaign.id, sending);
  // Once the sending ends, the figures are asked once more: the last poll may predate the last mails.
  const { refetch } = stats;
  useEffect(() => {
    if (!sending) void refetch();
  }, [sending, refetch]);
  const figures = stats.data ?? { ...campaign.progress, unsubscribedSince: 0, hours: [] };
  const share = (count: number) => (figures.recipients === 0 ? 0 : (100 * count) / figures.recipients);
  return (
    <Paper withBorder p="md" data-testid="campaign-sending">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('campaigns.sending')}
        </Title>
        <StatusBadge status={campaign.status} />
      </Group>
      {campaign.status === 'Scheduled' && (
        <Text size="sm" mb="sm">
          {campaign.dontSendBeforeDateUtc
            ? t('campaigns.scheduledAt', { date: formatDateTime(campaign.dontSendBeforeDateUtc) })
            : t('campaigns.startingSoon')}
        </Text>
      )}
      {/* The flags of SPEC §3, as the sending job moves them. */}
      <Group gap="xs" mb="sm" data-testid="campaign-flags">
        {(['processing', 'mailCreated', 'mailSent'] as const).map((flag) => (
          <Badge
            key={flag}
            variant="dot"
            color={campaign[flag] ? (flag === 'processing' ? 'orange' : 'green') : 'gray'}
            tt="none"
            data-testid={`flag-${flag}`}
          >
            {t('campaigns.flagState', {
              flag: t(`campaigns.flags.${flag}`),
              state: campaign[flag] ? t('campaigns.flagYes') : t('campaigns.flagNo'),
            })}
          </Badge>
        ))}
      </Group>
      <Progress.Root size="xl" aria-label={t('campaigns.progress')}>
        <Progress.Section value={share(figures.sent)} color="green" />
        <Progress.Section value={share(figures.failed)} color="red" />
      </Progress.Root>
      <SimpleGrid cols={{ base: 2, md: 5 }} mt="md">
        {(
          [
            ['recipients', 'stat-recipients', figures.recipients],
            ['sent', 'stat-sent', figures.sent],
            ['failed', 'stat-failed', figures.failed],
            ['pending', 'stat-pending', figures.pending],
            ['unsubscribedSince', 'stat-unsubscribed', figures.unsubscribedSince],
          ] as const
        ).map(([name, testId, value]) => (
          <KeyFigure
            key={name}
            label={t(`campaigns.stats.${name}`)}
            value={formatNumber(value)}
            testId={testId}
          />
        ))}
      </SimpleGrid>
      {stats.data && (
        <Suspense fallback={<Skeleton h={180} mt="md" />}>
          <CampaignCharts stats={stats.data} />
        </Suspense>
      )}
    </Paper>
  );
};

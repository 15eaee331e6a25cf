import '@/i18n/areas/analytics.ts';
import '@mantine/charts/styles.layer.css';
import {
  actionTypes,
  granularities,
  type TActionType,
  type TOverTimePoint,
  type TTopItem,
  type TTopKind,
  topKinds,
} from '@colophon/contract';
import { AreaChart, BarChart } from '@mantine/charts';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { DateField } from '@/components/form/date-fields.tsx';
import { KeyFigure } from '@/components/key-figure.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useActionTops, useAnalysisStats, useOverTime, useTops } from '@/features/analytics/api/analysis.ts';
import { allTargetsQueryOptions } from '@/features/analytics/api/targets.ts';
import { actionTypeLabel } from '@/features/analytics/targeting/rules-editor.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { errorText } from '@/lib/api-error.ts';
import { type CsvColumn, downloadCsv } from '@/lib/csv.ts';
import { formatDate, formatNumber, formatPrice } from '@/lib/format.ts';
import { defaultPeriod } from './analysis-period.ts';

const route = getRouteApi('/_app/analytics/analysis');
const shownKinds = topKinds.filter((kind) => kind !== 'publishers') as TTopKind[];

const Section = ({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) => (
  <Paper withBorder p="md" component="section" aria-labelledby={id}>
    <Group justify="space-between" mb="sm">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {actions}
    </Group>
    {children}
  </Paper>
);

/** A chart, or the same figures as a table (what a screen reader reads, what the CSV holds). */
const ChartOrTable = ({ chart, table, testId }: { chart: ReactNode; table: ReactNode; testId: string }) => {
  const { t } = useTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Stack gap="xs" data-testid={testId}>
      <SegmentedControl
        size="xs"
        w={200}
        value={view}
        onChange={(value) => setView(value as 'chart' | 'table')}
        data={[
          { value: 'chart', label: t('analytics.analysis.chart') },
          { value: 'table', label: t('analytics.analysis.table') },
        ]}
        aria-label={t('analytics.analysis.chart')}
      />
      {view === 'chart' ? chart : table}
    </Stack>
  );
};

const TopsView = ({ items, testId, csvName }: { items: TTopItem[]; testId: string; csvName: string }) => {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('analytics.analysis.nothing')}
      </Text>
    );
  const withRevenue = items.some((item) => item.revenue > 0);
  const columns: CsvColumn<TTopItem>[] = [
    { header: t('analytics.analysis.label'), value: (item) => item.label },
    { header: t('analytics.analysis.count'), value: (item) => item.count },
    ...(withRevenue
      ? [{ header: t('analytics.analysis.revenue'), value: (item: TTopItem) => item.revenue }]
      : []),
  ];
  return (
    <Stack gap="xs">
      <ChartOrTable
        testId={testId}
        chart={
          <figure aria-label={csvName} style={{ margin: 0 }} data-testid={`${testId}-chart`}>
            <BarChart
              h={Math.max(160, items.length * 28)}
              data={items.map((item) => ({ label: item.label, count: item.count }))}
              dataKey="label"
              orientation="vertical"
              yAxisProps={{ width: 180 }}
              series={[{ name: 'count', label: t('analytics.analysis.count'), color: 'brand.6' }]}
              valueFormatter={(value) => formatNumber(value)}
            />
          </figure>
        }
        table={
          <Table striped withTableBorder data-testid={`${testId}-table`}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header}>{column.header}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{item.label}</Table.Td>
                  <Table.Td>{formatNumber(item.count)}</Table.Td>
                  {withRevenue && <Table.Td>{formatPrice(item.revenue)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        }
      />
      <Group>
        <Button
          size="xs"
          variant="default"
          onClick={() => downloadCsv(`${csvName}.csv`, columns, items)}
          data-testid={`${testId}-csv`}
        >
          {t('analytics.analysis.exportCsv')}
        </Button>
      </Group>
    </Stack>
  );
};

/** /analytics/analysis: a target (or every customer) over a period: key figures, tops, evolution. */
export const AnalysisPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const fallback = defaultPeriod();
  const from = search.from ?? fallback.from;
  const to = search.to ?? fallback.to;
  const granularity = search.granularity ?? 'month';
  const kind = search.kind ?? 'books';
  const actionType: TActionType = search.actionType ?? 'ProductViewed';
  const base = { from, to, ...(search.targetId ? { targetId: search.targetId } : {}) };
  const set = (patch: Partial<typeof search>) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  const targets = useQuery(allTargetsQueryOptions());
  const stats = useAnalysisStats(base);
  const overTime = useOverTime({ ...base, granularity });
  const tops = useTops({ ...base, kind, limit: 10 });
  const actionTops = useActionTops({ ...base, kind, actionType, limit: 10 });
  const failed = [stats, overTime, tops, actionTops].find((query) => query.error)?.error;

  const points = overTime.data ?? [];
  const overTimeColumns: CsvColumn<TOverTimePoint>[] = [
    { header: t('analytics.analysis.period'), value: (point) => formatDate(point.period) },
    { header: t('analytics.analysis.orders'), value: (point) => point.orders },
    { header: t('analytics.analysis.revenue'), value: (point) => point.revenue },
    { header: t('analytics.analysis.buyers'), value: (point) => point.buyers },
    { header: t('analytics.analysis.actions'), value: (point) => point.actions },
  ];
  const figures = stats.data;

  return (
    <>
      <PageHeader title={t('screens.analyticsAnalysis')} />
      <Stack gap="md">
        <Paper withBorder p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select
              label={t('analytics.analysis.target')}
              w={280}
              data={[
                { value: '', label: t('analytics.analysis.everyone') },
                ...(targets.data ?? []).map((target) => ({ value: String(target.id), label: target.name })),
              ]}
              value={search.targetId ? String(search.targetId) : ''}
              onChange={(value) => set({ targetId: value ? Number(value) : undefined })}
              allowDeselect={false}
              searchable
              data-testid="analysis-target"
            />
            <DateField
              label={t('analytics.analysis.from')}
              w={160}
              value={from}
              maxDate={to}
              required
              onChange={(value) => value && set({ from: value })}
              data-testid="analysis-from"
            />
            <DateField
              label={t('analytics.analysis.to')}
              w={160}
              value={to}
              minDate={from}
              required
              onChange={(value) => value && set({ to: value })}
              data-testid="analysis-to"
            />
          </Group>
        </Paper>
        {failed && <Alert color="red">{errorText(failed)}</Alert>}
        <Section id="analysis-figures" title={t('analytics.analysis.figures')}>
          <SimpleGrid cols={{ base: 2, md: 3, lg: 6 }}>
            {(
              [
                ['customers', 'stat-customers', figures?.customers, formatNumber],
                ['buyers', 'stat-buyers', figures?.buyers, formatNumber],
                ['orders', 'stat-orders', figures?.orders, formatNumber],
                ['revenue', 'stat-revenue', figures?.revenue, formatPrice],
                ['averageBasket', 'stat-basket', figures?.averageBasket, formatPrice],
                ['actions', 'stat-actions', figures?.actions, formatNumber],
              ] as const
            ).map(([name, testId, value, format]) => (
              <KeyFigure
                key={name}
                framed
                label={t(`analytics.analysis.${name}`)}
                value={value === undefined ? '…' : format(value)}
                testId={testId}
              />
            ))}
          </SimpleGrid>
        </Section>
        <Section
          id="analysis-over-time"
          title={t('analytics.analysis.overTime')}
          actions={
            <Group gap="xs">
              <Text size="sm" id="granularity-label">
                {t('analytics.analysis.granularity')}
              </Text>
              <SegmentedControl
                size="xs"
                value={granularity}
                onChange={(value) => set({ granularity: value as (typeof granularities)[number] })}
                aria-labelledby="granularity-label"
                data={granularities.map((value) => ({
                  value,
                  label: t(`analytics.analysis.granularities.${value}`),
                }))}
              />
              <Button
                size="xs"
                variant="default"
                onClick={() =>
                  downloadCsv(`${t('analytics.analysis.csvOverTime')}.csv`, overTimeColumns, points)
                }
                data-testid="over-time-csv"
              >
                {t('analytics.analysis.exportCsv')}
              </Button>
            </Group>
          }
        >
          <ChartOrTable
            testId="over-time"
            chart={
              <figure
                aria-label={t('analytics.analysis.overTime')}
                style={{ margin: 0 }}
                data-testid="over-time-chart"
              >
                <AreaChart
                  h={260}
                  data={points.map((point) => ({
                    period: formatDate(point.period),
                    revenue: point.revenue,
                    orders: point.orders,
                  }))}
                  dataKey="period"
                  withRightYAxis
                  series={[
                    { name: 'revenue', label: t('analytics.analysis.revenue'), color: 'brand.6' },
                    {
                      name: 'orders',
                      label: t('analytics.analysis.orders'),
                      color: 'orange.7',
                      yAxisId: 'right',
                    },
                  ]}
                  withLegend
                  curveType="monotone"
                />
              </figure>
            }
            table={
              <Table striped withTableBorder data-testid="over-time-table">
                <Table.Thead>
                  <Table.Tr>
                    {overTimeColumns.map((column) => (
                      <Table.Th key={column.header}>{column.header}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {points.map((point) => (
                    <Table.Tr key={point.period}>
                      <Table.Td>{formatDate(point.period)}</Table.Td>
                      <Table.Td>{formatNumber(point.orders)}</Table.Td>
                      <Table.Td>{formatPrice(point.revenue)}</Table.Td>
                      <Table.Td>{formatNumber(point.buyers)}</Table.Td>
                      <Table.Td>{formatNumber(point.actions)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            }
          />
        </Section>
        <Tabs
          value={kind}
          onChange={(value) => value && set({ kind: value as TTopKind })}
          keepMounted={false}
          variant="outline"
        >
          <Tabs.List>
            {shownKinds.map((each) => (
              <Tabs.Tab key={each} value={each} data-testid={`tops-kind-${each}`}>
                {t(`analytics.analysis.kinds.${each}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shownKinds.map((each) => (
            <Tabs.Panel key={each} value={each} pt="sm">
              <SimpleGrid cols={{ base: 1, lg: 2 }}>
                <Section id={`tops-${each}`} title={t('analytics.analysis.tops')}>
                  <TopsView items={tops.data ?? []} testId="tops" csvName={t('analytics.analysis.csvTops')} />
                </Section>
                <Section
                  id={`action-tops-${each}`}
                  title={t('analytics.analysis.topsByAction')}
                  actions={
                    <Select
                      aria-label={t('analytics.analysis.actionType')}
                      size="xs"
                      w={200}
                      data={actionTypes.map((type) => ({ value: type, label: actionTypeLabel(type) }))}
                      value={actionType}
                      allowDeselect={false}
                      onChange={(value) => value && set({ actionType: value as TActionType })}
                      data-testid="action-tops-type"
                    />
                  }
                >
                  <TopsView
                    items={actionTops.data ?? []}
                    testId="action-tops"
                    csvName={t('analytics.analysis.csvActions')}
                  />
                </Section>
              </SimpleGrid>
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
};

import type { TSubscriptionStats } from '@colophon/contract';
import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { subscriptionStatsQueryOptions } from './api/subscriptions.ts';

const detailRoute = getRouteApi('/_app/subscription/detail');

const PERIOD_DAYS = { month: 30, quarter: 90, year: 365 } as const;
type Period = keyof typeof PERIOD_DAYS;
const periods = Object.keys(PERIOD_DAYS) as Period[];

/** Today in the shop's calendar (Paris), as the API counts its days. */
const shopToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

type Day = TSubscriptionStats['days'][number];

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 24, left: 44 };

/**
 * The subscribers at the end of each day as a line, the joins (above the axis) and leaves (below) as
 * bars: an SVG drawn here, the console having no chart library; the table beside it says the same.
 */
const StatsChart = ({ days, label }: { days: Day[]; label: string }) => {
  const { t } = useTranslation();
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const top = Math.max(1, ...days.map((day) => Math.max(day.subscribers, day.joins, day.leaves)));
  const step = plotWidth / Math.max(1, days.length);
  const x = (index: number) => PAD.left + step * index + step / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const line = days.map((day, index) => `${x(index).toFixed(1)},${y(day.subscribers).toFixed(1)}`).join(' ');
  const barWidth = Math.max(1, Math.min(12, step * 0.6));
  const first = days[0];
  const last = days.at(-1);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={label}
      data-testid="stats-chart"
      style={{ maxWidth: WIDTH }}
    >
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-5)" />
      <text x={PAD.left - 6} y={y(top) + 4} textAnchor="end" fontSize="11" fill="currentColor">
        {formatNumber(top, currentLocale())}
      </text>
      <text x={PAD.left - 6} y={y(0) + 4} textAnchor="end" fontSize="11" fill="currentColor">
        0
      </text>
      {days.map((day, index) => (
        <g key={day.day}>
          {day.joins > 0 && (
            <rect
              x={x(index) - barWidth / 2}
              y={y(day.joins)}
              width={barWidth}
              height={y(0) - y(day.joins)}
              fill="var(--mantine-color-teal-6)"
              opacity={0.6}
            >
              <title>{`${formatDate(day.day)} · ${t('marketing.subscription.joins')} ${day.joins}`}</title>
            </rect>
          )}
          {day.leaves > 0 && (
            <rect
              x={x(index) - barWidth / 2}
              y={y(0)}
              width={barWidth}
              height={Math.min(PAD.bottom - 4, y(0) - y(day.leaves))}
              fill="var(--mantine-color-red-7)"
              opacity={0.7}
            >
              <title>{`${formatDate(day.day)} · ${t('marketing.subscription.leaves')} ${day.leaves}`}</title>
            </rect>
          )}
        </g>
      ))}
      <polyline points={line} fill="none" stroke="var(--mantine-color-brand-7, #1971c2)" strokeWidth={2} />
      {first && (
        <text x={PAD.left} y={HEIGHT - 4} fontSize="11" fill="currentColor">
          {formatDate(first.day)}
        </text>
      )}
      {last && (
        <text x={WIDTH - PAD.right} y={HEIGHT - 4} textAnchor="end" fontSize="11" fill="currentColor">
          {formatDate(last.day)}
        </text>
      )}
    </svg>
  );
};

/** Joins, leaves and subscribers per shop day over the chosen period: a chart, and the days that moved. */
export const SubscriptionStats = ({ subscriptionId }: { subscriptionId: number }) => {
  const { t } = useTranslation();
  const search = detailRoute.useSearch();
  const navigate = detailRoute.useNavigate();
  const period: Period = search.period ?? 'month';
  const to = shopToday();
  const from = daysBefore(to, PERIOD_DAYS[period] - 1);
  const stats = useQuery(subscriptionStatsQueryOptions({ subscriptionId, from, to }));
  const days = stats.data?.days ?? [];
  const joins = days.reduce((sum, day) => sum + day.joins, 0);
  const leaves = days.reduce((sum, day) => sum + day.leaves, 0);
  const moved = days.filter((day) => day.joins > 0 || day.leaves > 0).reverse();
  const locale = currentLocale();
  return (
    <Stack gap="sm" data-testid="subscription-stats">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('marketing.subscription.stats')}
        </Title>
        <SegmentedControl
          aria-label={t('marketing.subscription.period')}
          value={period}
          onChange={(value) =>
            void navigate({ search: (previous) => ({ ...previous, period: value as Period }) })
          }
          data={periods.map((value) => ({ value, label: t(`marketing.subscription.periods.${value}`) }))}
        />
      </Group>
      {stats.data && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text data-testid="stats-summary">
              {t('marketing.subscription.statsSummary', {
                from: formatDate(from),
                to: formatDate(to),
                joins: formatNumber(joins, locale),
                leaves: formatNumber(leaves, locale),
                subscribers: formatNumber(days.at(-1)?.subscribers ?? 0, locale),
              })}
            </Text>
            <StatsChart
              days={days}
              label={t('marketing.subscription.chartLabel', {
                from: formatDate(from),
                to: formatDate(to),
                first: formatNumber(days[0]?.subscribers ?? 0, locale),
                last: formatNumber(days.at(-1)?.subscribers ?? 0, locale),
              })}
            />
            {moved.length === 0 ? (
              <Text c="dimmed">{t('marketing.subscription.noMovement')}</Text>
            ) : (
              <Table striped withTableBorder data-testid="stats-table">
                <Table.Caption>{t('marketing.subscription.movementDays')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('marketing.subscription.day')}</Table.Th>
                    <Table.Th ta="right">{t('marketing.subscription.joins')}</Table.Th>
                    <Table.Th ta="right">{t('marketing.subscription.leaves')}</Table.Th>
                    <Table.Th ta="right">{t('marketing.subscription.subscribersAtEnd')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {moved.map((day) => (
                    <Table.Tr key={day.day}>
                      <Table.Td>{formatDate(day.day)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(day.joins, locale)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(day.leaves, locale)}</Table.Td>
                      <Table.Td ta="right">{formatNumber(day.subscribers, locale)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
};

import { Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
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

/** Mantine's charts (with recharts) load with the statistics, never with the lists. */
const SubscriptionChart = lazy(() => import('./subscription-chart.tsx'));

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
            <Suspense fallback={<Skeleton h={220} />}>
              <SubscriptionChart
                days={days}
                label={t('marketing.subscription.chartLabel', {
                  from: formatDate(from),
                  to: formatDate(to),
                  first: formatNumber(days[0]?.subscribers ?? 0, locale),
                  last: formatNumber(days.at(-1)?.subscribers ?? 0, locale),
                })}
              />
            </Suspense>
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

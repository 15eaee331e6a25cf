import '@mantine/charts/styles.layer.css';
import type { TSubscriptionStats } from '@colophon/contract';
import { CompositeChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDate, formatNumber } from '@/lib/format.ts';

/**
 * The subscribers at the end of each day as a line (right axis), the joins and leaves as bars (left
 * axis), drawn with Mantine's charts. Loaded with the statistics only (recharts weighs ~100 kB); the
 * summary and the table of the days that moved say the same in words.
 */
const SubscriptionChart = ({ days, label }: { days: TSubscriptionStats['days']; label: string }) => {
  const { t } = useTranslation();
  const locale = currentLocale();
  const data = days.map((day) => ({
    day: formatDate(day.day),
    joins: day.joins,
    leaves: day.leaves,
    subscribers: day.subscribers,
  }));
  return (
    <Box role="img" aria-label={label} data-testid="stats-chart">
      <CompositeChart
        h={220}
        data={data}
        dataKey="day"
        withLegend
        withRightYAxis
        withDots={false}
        accessibilityLayer={false}
        valueFormatter={(value) => formatNumber(value, locale)}
        yAxisProps={{ allowDecimals: false }}
        rightYAxisProps={{ allowDecimals: false }}
        maxBarWidth={12}
        series={[
          { name: 'joins', label: t('marketing.subscription.joins'), color: 'teal.6', type: 'bar' },
          { name: 'leaves', label: t('marketing.subscription.leaves'), color: 'red.7', type: 'bar' },
          {
            name: 'subscribers',
            label: t('marketing.subscription.subscribersAtEnd'),
            color: 'brand.7',
            type: 'line',
            yAxisId: 'right',
          },
        ]}
      />
    </Box>
  );
};

export default SubscriptionChart;

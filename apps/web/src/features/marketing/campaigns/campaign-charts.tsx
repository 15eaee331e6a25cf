import '@mantine/charts/styles.layer.css';
import type { TCampaignStats } from '@colophon/contract';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';

/**
 * A campaign's statistics drawn with Mantine's charts: where its recipients are (sent, failed, still
 * to send) around their count, and the mails sent per hour. Loaded with the campaign's sending panel
 * only (recharts weighs ~100 kB): the lists and the other screens never fetch it.
 */
const CampaignCharts = ({ stats }: { stats: TCampaignStats }) => {
  const { t } = useTranslation();
  const value = (count: number) => formatNumber(count);
  const outcome = [
    { name: t('campaigns.stats.sent'), value: stats.sent, color: 'green.6' },
    { name: t('campaigns.stats.failed'), value: stats.failed, color: 'red.6' },
    { name: t('campaigns.stats.pending'), value: stats.pending, color: 'gray.4' },
  ].filter((cell) => cell.value > 0);
  const hours = stats.hours.map((hour) => ({ hour: formatDateTime(hour.hour), sent: hour.sent }));
  return (
    <Grid mt="md" data-testid="campaign-charts">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap={4} align="center">
          <Text size="sm" fw={500}>
            {t('campaigns.stats.outcome')}
          </Text>
          <Box
            role="img"
            aria-label={t('campaigns.stats.outcomeLabel', {
              recipients: value(stats.recipients),
              sent: value(stats.sent),
              failed: value(stats.failed),
              pending: value(stats.pending),
              unsubscribed: value(stats.unsubscribedSince),
            })}
            data-testid="campaign-outcome-chart"
          >
            <DonutChart
              data={
                outcome.length > 0
                  ? outcome
                  : [{ name: t('campaigns.stats.recipients'), value: 1, color: 'gray.2' }]
              }
              chartLabel={value(stats.recipients)}
              withTooltip={outcome.length > 0}
              valueFormatter={value}
              accessibilityLayer={false}
              size={140}
              thickness={22}
            />
          </Box>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('campaigns.stats.perHour')}
          </Text>
          {hours.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('campaigns.stats.noneSentYet')}
            </Text>
          ) : (
            <Box
              role="img"
              aria-label={t('campaigns.stats.perHourLabel', {
                hours: hours.map((hour) => `${hour.hour} : ${value(hour.sent)}`).join(', '),
              })}
              data-testid="campaign-hours-chart"
            >
              <BarChart
                h={180}
                data={hours}
                dataKey="hour"
                series={[{ name: 'sent', label: t('campaigns.stats.sent'), color: 'green.6' }]}
                valueFormatter={value}
                accessibilityLayer={false}
                maxBarWidth={40}
              />
            </Box>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
};

export default CampaignCharts;

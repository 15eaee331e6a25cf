import type { TDashboard } from '@colophon/contract';
import { Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { TranslationKey } from '@/i18n/i18n.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatNumber } from '@/lib/format.ts';
import { dashboardQueryOptions } from './api/get-dashboard.ts';

interface Figure {
  key: string;
  label: TranslationKey;
  value: number;
  /** The list it counts, filtered. */
  link: LinkProps;
  /** Something is wrong when it is not zero. */
  alarm?: boolean;
}

/** The figures the server gave: a block it left out (no claim) shows nothing. */
const figuresOf = (dashboard: TDashboard): Figure[] => [
  ...(dashboard.messages
    ? [
        {
          key: 'messages-pending',
          label: 'home.day.messagesPending' as const,
          value: dashboard.messages.pending,
          link: { to: '/public/message', search: { status: 'Pending' } } as LinkProps,
        },
        {
          key: 'messages-progress',
          label: 'home.day.messagesProgress' as const,
          value: dashboard.messages.progress,
          link: { to: '/public/message', search: { status: 'Progress' } } as LinkProps,
        },
      ]
    : []),
  ...(dashboard.reviews
    ? [
        {
          key: 'reviews-pending',
          label: 'home.day.reviewsPending' as const,
          value: dashboard.reviews.pending,
          link: { to: '/catalog/review', search: { status: 'Pending' } } as LinkProps,
        },
      ]
    : []),
  ...(dashboard.mails
    ? [
        {
          key: 'mails-failing',
          label: 'home.day.mailsFailing' as const,
          value: dashboard.mails.failing,
          link: { to: '/public/mail', search: { processed: false } } as LinkProps,
          alarm: true,
        },
      ]
    : []),
  ...(dashboard.tasks
    ? [
        {
          key: 'tasks-failed',
          label: 'home.day.tasksFailed' as const,
          value: dashboard.tasks.failed,
          link: { to: '/settings/backgroundTask', search: { state: 'failed' } } as LinkProps,
          alarm: true,
        },
      ]
    : []),
];

/** The home screen's first block: what waits for staff today, each figure a link to its list. */
export const ShopDay = () => {
  const { t } = useTranslation();
  const dashboard = useQuery(dashboardQueryOptions());
  if (dashboard.isPending)
    return (
      <Skeleton
        height={96}
        radius="md"
        role="status"
        aria-label={t('common.loading')}
        data-testid="shop-day-loading"
      />
    );
  const figures = dashboard.data ? figuresOf(dashboard.data) : [];
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby="shop-day">
      <Title order={2} size="h3" id="shop-day" mb="sm">
        {t('home.day.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
        {figures.map((figure) => (
          <Card
            key={figure.key}
            withBorder
            padding="sm"
            component={Link}
            {...(figure.link as object)}
            data-testid={`day-${figure.key}`}
          >
            <Group gap={6} align="baseline">
              <Text
                fz={28}
                fw={700}
                c={figure.alarm && figure.value > 0 ? 'red.9' : undefined}
                data-testid={`day-${figure.key}-value`}
              >
                {formatNumber(figure.value, currentLocale())}
              </Text>
            </Group>
            <Text size="sm">{t(figure.label)}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
};

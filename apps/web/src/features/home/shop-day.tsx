import {
  claim,
  handedOverMethods,
  OUT_OF_STOCK_ORDERED_DAYS,
  salesStatuses,
  shippedMethods,
  type TDashboard,
  type TSalesFigure,
} from '@colophon/contract';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { TranslationKey } from '@/i18n/i18n.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatNumber, formatPercent, formatPrice } from '@/lib/format.ts';
import { useSession } from '@/lib/use-session.ts';
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

/*
 * The order list's filters, as its URL and the Documents endpoint name them (`status`,
 * `shippingMethod` comma-separated, `from`/`to` days, `search`).
 */
const orderList = (search: Record<string, string>) =>
  ({ to: '/public/document', search }) as unknown as LinkProps;
const salesList = (figure: TSalesFigure) =>
  orderList({ status: salesStatuses.join(','), from: figure.from, to: figure.to });

/** The figures the server gave: a block it left out (no claim) shows nothing. */
const figuresOf = (dashboard: TDashboard): Figure[] => [
  ...(dashboard.orders
    ? [
        {
          key: 'orders-awaiting-payment',
          label: 'home.day.ordersAwaitingPayment' as const,
          value: dashboard.orders.awaitingPayment,
          link: orderList({ status: 'AwaitingPayment' }),
        },
        {
          key: 'orders-to-ship',
          label: 'home.day.ordersToShip' as const,
          value: dashboard.orders.toShip,
          link: orderList({ status: 'Processing', shippingMethod: shippedMethods.join(',') }),
        },
        {
          key: 'orders-to-hand-over',
          label: 'home.day.ordersToHandOver' as const,
          value: dashboard.orders.toHandOver,
          link: orderList({ status: 'Processing', shippingMethod: handedOverMethods.join(',') }),
        },
      ]
    : []),
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
  const { sales, outOfStock } = dashboard.data ?? {};
  if (figures.length === 0 && !sales && !outOfStock) return null;
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
      {(sales || outOfStock) && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="sm">
          {sales && (
            <>
              <SalesCard testId="day-sales-today" title={t('home.day.salesToday')} sales={sales.today} />
              <SalesCard testId="day-sales-month" title={t('home.day.salesMonth')} sales={sales.month} />
            </>
          )}
          {outOfStock && <OutOfStockCard outOfStock={outOfStock} />}
        </SimpleGrid>
      )}
    </section>
  );
};

/** A period's sales beside the same days a year before; each amount opens the orders it adds up. */
const SalesCard = ({
  title,
  sales,
  testId,
}: {
  title: string;
  sales: { current: TSalesFigure; lastYear: TSalesFigure };
  testId: string;
}) => {
  const { t } = useTranslation();
  const { current, lastYear } = sales;
  const change = lastYear.amount > 0 ? current.amount / lastYear.amount - 1 : null;
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      <Anchor
        component={Link}
        {...(salesList(current) as object)}
        fz={28}
        fw={700}
        data-testid={`${testId}-value`}
      >
        {formatPrice(current.amount)}
      </Anchor>
      <Text size="sm">{t('home.day.ordersCount', { count: current.orders })}</Text>
      <Group gap="xs" mt={4}>
        <Anchor component={Link} {...(salesList(lastYear) as object)} size="sm" c="dimmed">
          {t('home.day.lastYear', { amount: formatPrice(lastYear.amount) })}
        </Anchor>
        {change !== null && (
          <Text size="sm" fw={500} c={change < 0 ? 'red.9' : 'green.9'}>
            {t('home.day.change', {
              change: `${change > 0 ? '+' : ''}${formatPercent(change, currentLocale())}`,
            })}
          </Text>
        )}
      </Group>
    </Card>
  );
};

/** The books to order again: none left, ordered lately; each opens the orders that name it. */
const OutOfStockCard = ({ outOfStock }: { outOfStock: NonNullable<TDashboard['outOfStock']> }) => {
  const { t } = useTranslation();
  const claims = useSession()?.claims.claims ?? [];
  const canOpenProducts = claims.includes(claim('Catalog', 'ProductList'));
  const more = outOfStock.count - outOfStock.books.length;
  return (
    <Card withBorder padding="sm" data-testid="day-out-of-stock">
      <Group gap={6} align="baseline">
        <Text
          fz={28}
          fw={700}
          c={outOfStock.count > 0 ? 'red.9' : undefined}
          data-testid="day-out-of-stock-value"
        >
          {formatNumber(outOfStock.count, currentLocale())}
        </Text>
        <Text size="sm">{t('home.day.outOfStock', { days: OUT_OF_STOCK_ORDERED_DAYS })}</Text>
      </Group>
      {outOfStock.count === 0 ? (
        <Text size="sm" c="dimmed">
          {t('home.day.outOfStockNone')}
        </Text>
      ) : (
        <Stack gap={2} mt={4}>
          {outOfStock.books.map((book) => (
            <Group key={book.productId} gap="xs" wrap="nowrap" justify="space-between">
              {canOpenProducts ? (
                <Anchor
                  component={Link}
                  {...({ to: '/catalog/product/detail', search: { id: book.productId } } as object)}
                  size="sm"
                  lineClamp={1}
                >
                  {book.title}
                </Anchor>
              ) : (
                <Text size="sm" lineClamp={1}>
                  {book.title}
                </Text>
              )}
              <Anchor
                component={Link}
                {...(orderList({ search: book.ean }) as object)}
                size="xs"
                miw="max-content"
              >
                {t('home.day.outOfStockOrdered', { count: book.ordered })}
              </Anchor>
            </Group>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed">
              {t('home.day.outOfStockMore', { count: more })}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
};

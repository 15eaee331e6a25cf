import '@/i18n/areas/catalog.ts';
import '@/i18n/areas/tasks.ts';
import { claim, type TTask } from '@colophon/contract';
import { Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { currentLocale } from '@/i18n/i18n.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatPercent } from '@/lib/format.ts';
import { useSession } from '@/lib/use-session.ts';
import { cacheTaskQueryOptions, useRefreshCache } from './api/refresh-cache.ts';

const route = getRouteApi('/_app/cache/product');
const POLL_MS = 2_000;
const running = (task: TTask | null | undefined) =>
  Boolean(task && ['created', 'active', 'retry'].includes(task.state));

/** /cache/product: rebuilds what the public site reads (search statistics, cover thumbnails). */
export const ProductCachePage = () => {
  const { t } = useTranslation();
  const { taskId } = route.useSearch();
  const navigate = route.useNavigate();
  const refresh = useRefreshCache();
  const mayFollow = (useSession()?.claims.claims ?? []).includes(claim('Management', 'BackgroundTasks'));
  const task = useQuery({
    ...cacheTaskQueryOptions(taskId ?? ''),
    enabled: Boolean(taskId) && mayFollow,
    refetchInterval: (query) => (running(query.state.data) || query.state.data === null ? POLL_MS : false),
  });

  const launch = async () => {
    const launched = await refresh.mutateAsync().catch(() => null);
    if (launched) await navigate({ search: { taskId: launched.taskId }, replace: true });
  };
  const current = task.data;

  return (
    <>
      <PageHeader title={t('screens.cacheProduct')} />
      <Stack gap="md" maw={720}>
        <Paper withBorder p="md">
          <Text mb="sm">{t('catalog.cache.intro')}</Text>
          <Alert variant="light" color="blue" mb="md">
            {t('catalog.cache.delay')}
          </Alert>
          <Button
            onClick={() => void launch()}
            loading={refresh.isPending}
            disabled={running(current)}
            data-testid="refresh-cache"
          >
            {t('catalog.cache.refresh')}
          </Button>
        </Paper>
        {taskId && (
          <Paper withBorder p="md" component="section" aria-labelledby="cache-task" data-testid="cache-task">
            <Text fw={600} id="cache-task" mb="xs">
              {message('backgroundTaskLaunched')}
            </Text>
            {mayFollow && current ? (
              <Stack gap="xs">
                <Group gap="sm">
                  <Badge
                    variant="dot"
                    color={current.state === 'failed' ? 'red' : running(current) ? 'blue' : 'green'}
                  >
                    {t(`tasks.states.${current.state}`)}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    {t('catalog.cache.startedAt', {
                      date: formatDateTime(current.startedAt ?? current.createdAt),
                    })}
                  </Text>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <Progress
                    value={(current.progress ?? (current.state === 'completed' ? 1 : 0)) * 100}
                    animated={running(current)}
                    style={{ flex: 1 }}
                    aria-label={t('tasks.progress')}
                  />
                  <Text size="sm" w={48} ta="right">
                    {formatPercent(
                      current.progress ?? (current.state === 'completed' ? 1 : 0),
                      currentLocale(),
                    )}
                  </Text>
                </Group>
                {current.lastError && (
                  <Text size="sm" c="red.9">
                    {current.lastError}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t('catalog.cache.taskId', { id: taskId })}
              </Text>
            )}
            {mayFollow && (
              <Anchor component={Link} to="/settings/backgroundTask" size="sm" mt="sm" display="inline-block">
                {t('catalog.cache.allTasks')}
              </Anchor>
            )}
          </Paper>
        )}
      </Stack>
    </>
  );
};

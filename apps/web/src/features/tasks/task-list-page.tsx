import '@/i18n/areas/tasks.ts';
import { type TTask, taskStates } from '@colophon/contract';
import { Badge, Button, Group, Progress, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ListColumn, ListPage } from '@/components/list-page/list-page.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatPercent } from '@/lib/format.ts';
import { listQuery } from '@/lib/search.ts';
import { tasksQueryOptions, useRelaunchTask } from './api/tasks.ts';

const route = getRouteApi('/_app/settings/backgroundTask');

/**
 * The colour of each state's dot. Badges are `dot`: their text keeps the page's colour. (In Mantine 9,
 * `variant="light"` with a shade, `green.9`, paints the background in that shade and the text in
 * `green-9` too: unreadable; and without a shade its green and orange text on the tint stay under 4.5:1.)
 */
const stateColor: Record<TTask['state'], string> = {
  created: 'gray',
  retry: 'orange',
  active: 'blue',
  completed: 'green',
  cancelled: 'gray',
  failed: 'red',
};

/** Polls while a task runs, so progress moves live; idle lists are not polled. */
const POLL_MS = 2_000;

/** /settings/backgroundTask: the background tasks with their state and live progress; relaunch a failed one. */
export const TaskListPage = () => {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const relaunch = useRelaunchTask();
  const tasks = useQuery({
    ...tasksQueryOptions(listQuery(search)),
    refetchInterval: (query) =>
      query.state.data?.items.some((task) => ['created', 'active', 'retry'].includes(task.state))
        ? POLL_MS
        : false,
  });

  const columns: ListColumn<TTask>[] = [
    { accessor: 'name', title: t('tasks.name'), toggleable: false, csv: (task) => task.name },
    {
      accessor: 'state',
      title: t('tasks.state'),
      toggleable: true,
      render: (task) => (
        <Badge color={stateColor[task.state]} variant="dot" miw="max-content" data-state={task.state}>
          {t(`tasks.states.${task.state}`)}
        </Badge>
      ),
      csv: (task) => t(`tasks.states.${task.state}`),
    },
    {
      accessor: 'progress',
      title: t('tasks.progress'),
      toggleable: true,
      width: 180,
      render: (task) =>
        task.progress === null ? (
          ''
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={task.progress * 100}
              w={100}
              aria-label={t('tasks.progress')}
              animated={task.state === 'active'}
            />
            <Text size="xs">{formatPercent(task.progress, currentLocale())}</Text>
          </Group>
        ),
      csv: (task) => (task.progress === null ? '' : formatPercent(task.progress, currentLocale())),
    },
    { accessor: 'attempts', title: t('tasks.attempts'), toggleable: true, csv: (task) => task.attempts },
    {
      accessor: 'createdAt',
      title: t('tasks.createdAt'),
      sortable: true,
      toggleable: true,
      render: (task) => formatDateTime(task.createdAt),
      csv: (task) => formatDateTime(task.createdAt),
    },
    {
      accessor: 'finishedAt',
      title: t('tasks.finishedAt'),
      toggleable: true,
      render: (task) => formatDateTime(task.finishedAt),
      csv: (task) => formatDateTime(task.finishedAt),
    },
    {
      accessor: 'lastError',
      title: t('tasks.lastError'),
      toggleable: true,
      ellipsis: true,
      csv: (task) => task.lastError,
    },
    {
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      toggleable: false,
      render: (task) =>
        task.state === 'failed' ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => relaunch.mutate(task.id)}
            loading={relaunch.isPending}
          >
            {t('tasks.relaunch')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <PageHeader title={t('screens.backgroundTask')} />
      <ListPage<TTask>
        listKey="tasks"
        csvFileName="background-tasks"
        columns={columns}
        records={tasks.data?.items}
        totalCount={tasks.data?.totalCount ?? 0}
        fetching={tasks.isFetching && !tasks.isRefetching}
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
        search={search}
        onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
        filters={
          <Select
            aria-label={t('tasks.state')}
            placeholder={t('tasks.allStates')}
            data={taskStates.map((state) => ({ value: state, label: t(`tasks.states.${state}`) }))}
            value={search.state ?? null}
            onChange={(value) =>
              void navigate({
                search: (previous) => ({
                  ...previous,
                  state: taskStates.find((state) => state === value),
                  page: undefined,
                }),
              })
            }
            clearable
            w={200}
          />
        }
      />
    </>
  );
};

import { claim } from '@colophon/contract';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { taskRunning, useLaunchedTask } from '@/features/analytics/api/tasks.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { message } from '@/i18n/message.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatPercent } from '@/lib/format.ts';
import { useSession } from '@/lib/use-session.ts';

/**
 * A background task launched from the screen: its state and progress, asked again until it ends
 * (staff without the background tasks' right only read that it was launched). `onDone` runs once it
 * has completed, to show what it changed.
 */
export const TaskProgress = ({
  taskId,
  onDone,
  testId,
}: {
  taskId: string;
  onDone?: () => unknown;
  testId: string;
}) => {
  const { t } = useTranslation();
  const mayFollow = (useSession()?.claims.claims ?? []).includes(claim('Management', 'BackgroundTasks'));
  const task = useLaunchedTask(taskId, mayFollow).data;
  const done = useRef(false);
  const completed = task?.state === 'completed';
  useEffect(() => {
    if (!completed || done.current) return;
    done.current = true;
    void onDone?.();
  }, [completed, onDone]);
  const progress = task?.progress ?? (completed ? 1 : 0);
  return (
    <Stack gap={4} data-testid={testId} aria-live="polite">
      {mayFollow && task ? (
        <>
          <Group gap="sm" wrap="nowrap">
            <Badge
              variant="dot"
              color={task.state === 'failed' ? 'red' : taskRunning(task) ? 'blue' : 'green'}
              data-testid={`${testId}-state`}
            >
              {t(`tasks.states.${task.state}`)}
            </Badge>
            <Progress
              value={progress * 100}
              animated={taskRunning(task)}
              style={{ flex: 1 }}
              aria-label={t('tasks.progress')}
            />
            <Text size="sm" w={48} ta="right">
              {formatPercent(progress, currentLocale())}
            </Text>
          </Group>
          {task.lastError && (
            <Text size="sm" c="red.9">
              {task.lastError}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {message('backgroundTaskLaunched')}
        </Text>
      )}
    </Stack>
  );
};

import type { TOnixImport } from '@colophon/contract';
import {
  Alert,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  isFinished,
  onixImportQueryOptions,
  recentOnixImportsQueryOptions,
  refreshCatalogAfterImport,
} from '@/features/catalog/products/api/onix-imports.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format.ts';
import { OnixRecordTable } from './onix-record-table.tsx';

export type ImportSummary = Omit<TOnixImport, 'errors' | 'warnings'>;

const stateColor: Record<TOnixImport['state'], string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  unsupported: 'orange',
};

/** The import's state as a badge: the dot carries the colour, the text stays dark enough to read. */
export const StateBadge = ({ state }: { state: TOnixImport['state'] }) => {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={stateColor[state]}
      miw="max-content"
      data-testid="onix-state"
      data-state={state}
    >
      {t(`catalog.onix.states.${state}`)}
    </Badge>
  );
};

const countNames = ['records', 'created', 'updated', 'unchanged', 'skipped'] as const;

/** The report of one import: state, progress, counts, and once it has finished, the records refused. */
export const ImportReport = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const report = useQuery(onixImportQueryOptions(id));
  const current = report.data;
  // The catalogue changed once an import we watched running has finished: the list shows it.
  const seenRunning = useRef(false);
  useEffect(() => {
    if (!current) return;
    if (!isFinished(current.state)) seenRunning.current = true;
    else if (seenRunning.current) {
      seenRunning.current = false;
      void refreshCatalogAfterImport(queryClient);
    }
  }, [current, queryClient]);

  if (!current)
    return report.isError ? (
      <Alert color="red" variant="light" role="alert">
        {t('common.loadFailed')}
      </Alert>
    ) : (
      <Text size="sm">{t('common.loading')}</Text>
    );
  const finished = isFinished(current.state);
  const progress = current.state === 'completed' ? 1 : current.progress;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="onix-report" data-testid="onix-report">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h5" id="onix-report" style={{ overflowWrap: 'anywhere' }}>
          {current.fileName}
        </Title>
        <StateBadge state={current.state} />
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t('catalog.onix.startedBy', {
          date: formatDateTime(current.startedAt ?? current.createdAt),
          user: current.createdBy ?? '—',
        })}
        {current.release ? ` · ONIX ${current.release}` : ''}
      </Text>
      <Group gap="sm" wrap="nowrap" mb="sm">
        <Progress
          value={progress * 100}
          animated={!finished}
          color={current.state === 'failed' ? 'red' : undefined}
          style={{ flex: 1 }}
          aria-label={t('catalog.onix.progress')}
        />
        <Text size="sm" w={48} ta="right">
          {formatPercent(progress, currentLocale())}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
        {countNames.map((name) => (
          <Stack key={name} gap={0} align="center">
            <Text fw={700} size="lg" data-testid={`onix-count-${name}`}>
              {formatNumber(current[name], currentLocale())}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`catalog.onix.counts.${name}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {current.failure && (
        <Alert color="red" variant="light" mt="sm" data-testid="onix-failure">
          {current.failure}
        </Alert>
      )}
      {finished && current.errors.length > 0 && (
        <OnixRecordTable
          records={current.errors}
          count={current.skipped}
          title={t('catalog.onix.errorsTitle', { count: current.skipped })}
          testId="onix-errors"
        />
      )}
      {finished && current.warnings.length > 0 && (
        <OnixRecordTable
          records={current.warnings}
          count={current.warned}
          title={t('catalog.onix.warningsTitle', { count: current.warned })}
          testId="onix-warnings"
        />
      )}
      {current.state === 'completed' && current.skipped === 0 && (
        <Text size="sm" mt="sm">
          {t('catalog.onix.noErrors')}
        </Text>
      )}
    </Paper>
  );
};

/** The latest imports, newest first; choosing one shows its report. */
export const RecentImports = ({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect: (id: number) => void;
}) => {
  const { t } = useTranslation();
  const imports = useQuery(recentOnixImportsQueryOptions());
  const items: ImportSummary[] = imports.data?.items ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="onix-history">
      <Title order={3} size="h5" id="onix-history">
        {t('catalog.onix.history')}
      </Title>
      {imports.isError ? (
        <Alert color="red" variant="light">
          {t('common.loadFailed')}
        </Alert>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {imports.isPending ? t('common.loading') : t('catalog.onix.noImports')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table fz="sm" highlightOnHover data-testid="onix-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('catalog.onix.date')}</Table.Th>
                <Table.Th>{t('catalog.onix.file')}</Table.Th>
                <Table.Th>{t('catalog.onix.state')}</Table.Th>
                {countNames.map((name) => (
                  <Table.Th key={name} ta="right">
                    {t(`catalog.onix.counts.${name}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr
                  key={item.id}
                  bg={item.id === selected ? 'var(--mantine-primary-color-light)' : undefined}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt)}</Table.Td>
                  <Table.Td>
                    <UnstyledButton
                      onClick={() => onSelect(item.id)}
                      aria-current={item.id === selected ? 'true' : undefined}
                      aria-label={t('catalog.onix.showReport', { file: item.fileName })}
                      fz="sm"
                      td="underline"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {item.fileName}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>
                    <StateBadge state={item.state} />
                  </Table.Td>
                  {countNames.map((name) => (
                    <Table.Td key={name} ta="right">
                      {formatNumber(item[name], currentLocale())}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

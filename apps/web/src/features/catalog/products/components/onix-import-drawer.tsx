import '@mantine/dropzone/styles.layer.css';
import { ONIX_UPLOAD_MAX_BYTES, type TOnixImport } from '@colophon/contract';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Paper,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  isFinished,
  onixImportQueryOptions,
  recentOnixImportsQueryOptions,
  refreshCatalogAfterImport,
  useImportServerFile,
  useUploadOnix,
} from '@/features/catalog/products/api/onix-imports.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError } from '@/lib/api-error.ts';
import { formatDateTime, formatNumber, formatPercent } from '@/lib/format.ts';
import { OnixRecordTable } from './onix-record-table.tsx';

type ImportSummary = Omit<TOnixImport, 'errors' | 'warnings'>;
type Source = 'upload' | 'server';

const stateColor: Record<TOnixImport['state'], string> = {
  queued: 'gray',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  unsupported: 'orange',
};

/** The import's state as a badge: the dot carries the colour, the text stays dark enough to read. */
const StateBadge = ({ state }: { state: TOnixImport['state'] }) => {
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
const ImportReport = ({ id }: { id: number }) => {
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
const RecentImports = ({
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

/** Sends a file: dropped or chosen, then uploaded with its progress (it may be large). */
const UploadPanel = ({ onStarted }: { onStarted: (id: number) => void }) => {
  const { t } = useTranslation();
  const upload = useUploadOnix();
  const [sent, setSent] = useState<{ name: string; loaded: number; total: number } | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const send = async (file: File) => {
    setRejection(null);
    controller.current = new AbortController();
    setSent({ name: file.name, loaded: 0, total: file.size });
    try {
      const started = await upload.mutateAsync({
        file,
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) => setSent({ name: file.name, loaded, total: total || file.size }),
      });
      onStarted(started.id);
    } catch {
      // The toast says why (SPEC §8); a cancelled upload needs no word.
    } finally {
      setSent(null);
      controller.current = null;
    }
  };
  const onReject = (rejections: FileRejection[]) => {
    const code = rejections[0]?.errors[0]?.code;
    setRejection(
      code === 'file-too-large'
        ? t('catalog.onix.tooLarge')
        : code === 'too-many-files'
          ? t('catalog.onix.oneFile')
          : t('catalog.onix.notXml'),
    );
  };

  if (sent) {
    const share = sent.total > 0 ? Math.min(sent.loaded / sent.total, 1) : 0;
    return (
      <Paper withBorder p="md" data-testid="onix-uploading">
        <Text size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
          {t('catalog.onix.sending', { file: sent.name })}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={share * 100}
            animated
            style={{ flex: 1 }}
            aria-label={t('catalog.onix.uploadProgress')}
          />
          <Text size="sm" w={48} ta="right">
            {formatPercent(share, currentLocale())}
          </Text>
          <Button size="xs" variant="default" onClick={() => controller.current?.abort()}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files: File[]) => {
          const file = files[0];
          if (file) void send(file);
        }}
        onReject={onReject}
        accept={{ 'application/xml': ['.xml', '.onix'], 'text/xml': ['.xml'] }}
        maxSize={ONIX_UPLOAD_MAX_BYTES}
        multiple={false}
        data-testid="onix-dropzone"
      >
        <Stack gap={4} align="center" py="lg" style={{ pointerEvents: 'none' }}>
          <Text fw={500}>{t('catalog.onix.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('catalog.onix.dropHint')}
          </Text>
        </Stack>
      </Dropzone>
      {rejection && (
        <Text size="sm" c="red.9" role="alert">
          {rejection}
        </Text>
      )}
    </Stack>
  );
};

/** Imports a file of the server's feed folder, named by its path there. */
const ServerFilePanel = ({ onStarted }: { onStarted: (id: number) => void }) => {
  const { t } = useTranslation();
  const importFile = useImportServerFile();
  const [path, setPath] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (!path.trim()) return setError(t('catalog.onix.pathRequired'));
    try {
      const started = await importFile.mutateAsync(path.trim());
      setPath('');
      onStarted(started.id);
    } catch (failure) {
      setError(
        (failure instanceof ApiError &&
          failure.result?.propertiesErrorMessages.find((each) => each.propertyName === 'path')
            ?.errorMessage) ||
          null,
      );
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="onix-server-form">
      <Stack gap="xs">
        <TextInput
          label={t('catalog.onix.path')}
          description={t('catalog.onix.pathHint')}
          placeholder="dilicom/2025-06-01.xml"
          value={path}
          onChange={(event) => {
            setPath(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          name="onixPath"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={importFile.isPending} data-testid="onix-import-path">
            {t('catalog.onix.import')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/**
 * The ONIX import of the product list (issue 4): send a file or name one of the server, follow the
 * background import's report, see the records refused, and the latest imports. It stays mounted once
 * opened, so an import followed keeps refreshing the list when it ends, even with the drawer closed.
 */
export const OnixImportDrawer = ({ opened, onClose }: { opened: boolean; onClose: () => void }) => {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('upload');
  const [currentId, setCurrentId] = useState<number | null>(null);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="xl"
      keepMounted
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('catalog.onix.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      data-testid="onix-drawer"
    >
      <Stack gap="md">
        <Text size="sm">{t('catalog.onix.intro')}</Text>
        <SegmentedControl
          value={source}
          onChange={(value) => setSource(value === 'server' ? 'server' : 'upload')}
          data={[
            { value: 'upload', label: t('catalog.onix.fromUpload') },
            { value: 'server', label: t('catalog.onix.fromServer') },
          ]}
          aria-label={t('catalog.onix.source')}
        />
        {source === 'upload' ? (
          <UploadPanel onStarted={setCurrentId} />
        ) : (
          <ServerFilePanel onStarted={setCurrentId} />
        )}
        {currentId !== null && <ImportReport key={currentId} id={currentId} />}
        <RecentImports selected={currentId} onSelect={setCurrentId} />
      </Stack>
    </Drawer>
  );
};

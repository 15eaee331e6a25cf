import '@mantine/dropzone/styles.layer.css';
import { ONIX_UPLOAD_MAX_BYTES } from '@colophon/contract';
import { Button, Group, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { type FormEvent, useRef, useState } from 'react';
import { useImportServerFile, useUploadOnix } from '@/features/catalog/products/api/onix-imports.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ApiError } from '@/lib/api-error.ts';
import { formatPercent } from '@/lib/format.ts';

/** Where the file of an import comes from. */
export type Source = 'upload' | 'server';

/** Sends a file: dropped or chosen, then uploaded with its progress (it may be large). */
export const UploadPanel = ({ onStarted }: { onStarted: (id: number) => void }) => {
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
export const ServerFilePanel = ({ onStarted }: { onStarted: (id: number) => void }) => {
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

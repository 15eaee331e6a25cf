import type { TProductFile } from '@colophon/contract';
import { Anchor, Button, FileButton, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm.ts';
import {
  filesQueryOptions,
  useFileByUrl,
  useRemoveFile,
  useUploadFile,
} from '@/features/catalog/products/api/files.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { apiUrl } from '@/lib/api.ts';
import { formatDateTime, formatNumber } from '@/lib/format.ts';

/** A product's files (extracts, press kits): uploaded from the computer or fetched from an address. */
export const FilesPanel = ({ productId, readOnly }: { productId: number; readOnly: boolean }) => {
  const { t } = useTranslation();
  const files = useQuery(filesQueryOptions(productId));
  const upload = useUploadFile(productId);
  const byUrl = useFileByUrl(productId);
  const remove = useRemoveFile(productId);
  const [url, setUrl] = useState('');

  const sizeOf = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('catalog.files.kilobytes', { value: formatNumber(Math.ceil(bytes / 1024)) })
      : t('catalog.files.megabytes', { value: formatNumber(Math.round(bytes / 104_857.6) / 10) });

  const onRemove = async (file: TProductFile) => {
    if (!(await confirmAction())) return;
    remove.mutate(file.id);
  };

  const fetchUrl = async () => {
    try {
      await byUrl.mutateAsync({ productId, url: url.trim() });
      setUrl('');
    } catch {
      // The toast says why; the address stays to be corrected.
    }
  };

  return (
    <Stack gap="sm">
      {(files.data ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('catalog.files.none')}
        </Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalog.files.name')}</Table.Th>
              <Table.Th>{t('catalog.files.size')}</Table.Th>
              <Table.Th>{t('catalog.files.source')}</Table.Th>
              <Table.Th>{t('catalog.files.addedAt')}</Table.Th>
              {!readOnly && <Table.Th>{t('common.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(files.data ?? []).map((file) => (
              <Table.Tr key={file.id} data-testid="product-file">
                <Table.Td>
                  <Anchor href={apiUrl(file.url)} size="sm">
                    {file.fileName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{sizeOf(file.byteSize)}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {file.sourceUrl ?? t('catalog.files.uploaded')}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(file.createdAt)}</Table.Td>
                {!readOnly && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => void onRemove(file)}
                      aria-label={t('catalog.files.remove', { name: file.fileName })}
                    >
                      {t('common.delete')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {!readOnly && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <FileButton onChange={(file) => file && upload.mutate(file)}>
            {(props) => (
              <Button variant="default" loading={upload.isPending} {...props}>
                {t('catalog.files.upload')}
              </Button>
            )}
          </FileButton>
          <TextInput
            label={t('catalog.files.byUrl')}
            placeholder="https://…"
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            w={360}
            error={byUrl.error ? byUrl.error.message : undefined}
          />
          <Button
            variant="default"
            onClick={() => void fetchUrl()}
            loading={byUrl.isPending}
            disabled={!url.trim()}
          >
            {t('catalog.files.fetch')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};

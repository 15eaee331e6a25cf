import { Drawer, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { ImportReport, RecentImports } from './onix-import-report.tsx';
import { ServerFilePanel, type Source, UploadPanel } from './onix-import-sources.tsx';

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

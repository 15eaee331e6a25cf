import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { message } from '../../i18n/i18n.ts';

/** A 409 on save: someone else changed the record; reload their version or keep editing. */
export const ConflictAlert = ({ onReload, onKeep }: { onReload: () => void; onKeep: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('common.conflictTitle')}
      role="alert"
      data-testid="conflict"
    >
      <Text size="sm" mb="sm">
        {message('conflict')}
      </Text>
      <Group gap="xs">
        <Button size="xs" color="orange.9" onClick={onReload} data-testid="conflict-reload">
          {t('common.conflictReload')}
        </Button>
        <Button size="xs" variant="default" onClick={onKeep}>
          {t('common.conflictKeep')}
        </Button>
      </Group>
    </Alert>
  );
};

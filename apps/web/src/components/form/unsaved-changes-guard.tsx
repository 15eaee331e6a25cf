import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation.ts';

/** Warns before leaving a form with unsaved changes: in the console, and on reload or tab close. */
export const UnsavedChangesGuard = ({ when }: { when: () => boolean }) => {
  const { t } = useTranslation();
  const blocker = useBlocker({ shouldBlockFn: when, enableBeforeUnload: when, withResolver: true });
  if (blocker.status !== 'blocked') return null;
  return (
    <Modal opened onClose={blocker.reset} title={t('common.unsavedTitle')} centered>
      <Text mb="md">{t('common.unsavedBody')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={blocker.reset} data-autofocus>
          {t('common.stay')}
        </Button>
        <Button color="red.9" onClick={blocker.proceed}>
          {t('common.leave')}
        </Button>
      </Group>
    </Modal>
  );
};

import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation.ts';

interface Place {
  pathname: string;
  search: unknown;
}
const idOf = (search: unknown) =>
  typeof search === 'object' && search !== null ? (search as { id?: unknown }).id : undefined;

/** The same screen on the same entity: only its own state moves (an open tab), the form stays. */
export const staysOnForm = (current: Place, next: Place) =>
  current.pathname === next.pathname && idOf(current.search) === idOf(next.search);

/**
 * Warns before leaving a form with unsaved changes: in the console, and on reload or tab close. A
 * change of the screen's own state (another tab of the same entity) is not leaving.
 */
export const UnsavedChangesGuard = ({ when }: { when: () => boolean }) => {
  const { t } = useTranslation();
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => !staysOnForm(current, next) && when(),
    enableBeforeUnload: when,
    withResolver: true,
  });
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

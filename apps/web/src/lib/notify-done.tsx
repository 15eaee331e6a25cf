import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { coreMessage, i18n } from '@/i18n/i18n.ts';
import { notifyFailure, toastClose } from './notify.ts';

export interface Undo {
  /** Puts things back as they were before the change. */
  run: () => Promise<unknown>;
  /** What the toast says once undone ("3 livres de nouveau visibles"). */
  undoneText: string;
}

let sequence = 0;

/**
 * The success toast of SPEC §8 ("Succès !") naming what happened to what ("3 livres masqués",
 * "« Les Choses » enregistré"); a change that can be undone offers Undo for as long as it shows.
 */
export const notifyDone = (what: string, undo?: Undo) => {
  sequence += 1;
  const id = `done-${sequence}`;
  notifications.show({
    id,
    color: 'green',
    withBorder: true,
    closeButtonProps: toastClose(),
    title: coreMessage('success'),
    message: undo ? (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" data-testid="done-text">
          {what}
        </Text>
        <Button
          size="compact-sm"
          variant="light"
          data-testid="undo"
          onClick={() => {
            notifications.hide(id);
            undo
              .run()
              .then(() => notifyDone(undo.undoneText))
              .catch(notifyFailure);
          }}
        >
          {i18n.t('common.undo')}
        </Button>
      </Group>
    ) : (
      <Text size="sm" data-testid="done-text">
        {what}
      </Text>
    ),
  });
};

/** How a saved entity is named in its toast: its title, name, number… as staff know it. */
export const entityName = (entity: object): string | undefined => {
  const fields = entity as Record<string, unknown>;
  for (const key of ['title', 'name', 'userName', 'number', 'code', 'subject', 'email', 'label']) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
};

import { Alert, Button, Text } from '@mantine/core';

interface StaleVersionAlertProps {
  /** What changed, in the screen's words ("The order changed"). */
  title: string;
  /** That the action was not done, and what the reload shows. */
  text: string;
  reloadLabel: string;
  onReload: () => void;
}

/**
 * An action answered 409 `stale-version`: someone else saved the entity after this screen read it,
 * so the action was not done. Proposes to reload it; a refusal of the entity's state (`not-allowed`)
 * is not this alert but the API's own message.
 */
export const StaleVersionAlert = ({ title, text, reloadLabel, onReload }: StaleVersionAlertProps) => (
  <Alert
    color="orange"
    variant="light"
    title={title}
    role="alert"
    // Orange text on the orange tint stays under 4.5:1 (WCAG AA): the title is in the text colour.
    styles={{ title: { color: 'var(--mantine-color-text)' } }}
    data-testid="conflict"
  >
    <Text size="sm" mb="sm" data-testid="conflict-text">
      {text}
    </Text>
    <Button size="xs" onClick={onReload} data-testid="conflict-reload">
      {reloadLabel}
    </Button>
  </Alert>
);

import { ActionIcon, Button, Group, Input, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a form gives a field of rows: its label, its rows, their change, its error. */
export interface RowsFieldProps<T> {
  label: string;
  value: T[];
  onChange: (value: T[]) => void;
  error?: string | undefined;
}

/**
 * A field made of rows in order (a product's contributors, its subjects): the page draws each row's
 * inputs; each row can be removed, and a button adds an empty one at the end.
 */
export const RowsInput = <T extends object>({
  label,
  value,
  onChange,
  error,
  empty,
  addLabel,
  removeLabel,
  children,
}: RowsFieldProps<T> & {
  /** The row the add button appends. */
  empty: T;
  addLabel: string;
  /** Names a row's remove button for screen readers. */
  removeLabel: (row: T) => string;
  /** A row's inputs; `set` changes some of its fields. */
  children: (row: T, index: number, set: (patch: Partial<T>) => void) => ReactNode;
}) => {
  const set = (index: number, patch: Partial<T>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {value.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place.
          <Group key={index} gap="xs" wrap="nowrap">
            {children(row, index, (patch) => set(index, patch))}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={removeLabel(row)}
              onClick={() => onChange(value.filter((_item, at) => at !== index))}
            >
              ✕
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button size="compact-sm" variant="light" onClick={() => onChange([...value, empty])}>
            {addLabel}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
};

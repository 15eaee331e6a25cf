import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A key figure (a count, a revenue) under its label, large; framed where figures sit in a grid. */
export const KeyFigure = ({
  label,
  value,
  testId,
  framed = false,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  framed?: boolean;
}) => {
  const figure = (
    <>
      <Text size={framed ? 'sm' : 'xs'} c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
    </>
  );
  return framed ? (
    <Paper withBorder p="sm">
      {figure}
    </Paper>
  ) : (
    <Stack gap={0}>{figure}</Stack>
  );
};

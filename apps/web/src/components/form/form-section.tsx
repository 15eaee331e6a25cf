import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a detail form, named by its heading for screen readers. */
export const FormSection = ({
  id,
  title,
  hint,
  children,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  /** A dimmed line under the heading. */
  hint?: ReactNode;
  children: ReactNode;
}) => (
  <Paper withBorder p="md" component="section" aria-labelledby={id}>
    <Title order={2} size="h4" mb={hint ? undefined : 'sm'} id={id}>
      {title}
    </Title>
    {hint && (
      <Text size="sm" c="dimmed" mb="sm">
        {hint}
      </Text>
    )}
    {children}
  </Paper>
);

import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading and its main actions. */
export const PageHeader = ({ title, children }: { title: ReactNode; children?: ReactNode }) => (
  <Group justify="space-between" align="center" mb="md" wrap="wrap">
    <Title order={1} size="h2">
      {title}
    </Title>
    {children && <Group gap="xs">{children}</Group>}
  </Group>
);

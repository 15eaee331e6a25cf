import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A screen's heading and its main actions. The actions sit under the title, on the left: the toasts
 * come top-right (SPEC §2) and would otherwise cover them for their 8 seconds.
 */
export const PageHeader = ({ title, children }: { title: ReactNode; children?: ReactNode }) => (
  <Stack gap="xs" mb="md">
    <Title order={1} size="h2">
      {title}
    </Title>
    {children && (
      <Group gap="xs" wrap="wrap" data-testid="page-actions">
        {children}
      </Group>
    )}
  </Stack>
);

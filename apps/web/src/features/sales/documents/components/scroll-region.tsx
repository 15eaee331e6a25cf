import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a narrow screen: a named region reachable by the keyboard,
 * so that its hidden columns can be scrolled to without a mouse.
 */
export const ScrollRegion = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
    {children}
  </Box>
);

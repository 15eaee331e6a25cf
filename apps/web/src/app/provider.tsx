import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { client } from '@/config/client.ts';
import { createClientTheme, cssVariablesResolver } from './theme.ts';

const theme = createClientTheme(client.primaryColor);

/**
 * Everything every screen needs: the theme and the query cache (the language is a module, `useTranslation`
 * needs no provider; toasts and dialogs: overlays.tsx).
 */
export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </MantineProvider>
);

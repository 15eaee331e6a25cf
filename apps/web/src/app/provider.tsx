import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { client } from '../config/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { createClientTheme, cssVariablesResolver } from './theme.ts';

const theme = createClientTheme(client.primaryColor);

/** Everything every screen needs: the theme, the language, the query cache (toasts and dialogs: overlays.tsx). */
export const AppProvider = ({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  </I18nextProvider>
);

import '@mantine/core/styles.css';
import './styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter, preloadFirstScreen } from './app/router.ts';
import { changeLocale, preferredLocale } from './i18n/i18n.ts';
import { api, session } from './lib/api.ts';
import { reloadForChunkError } from './lib/chunk-reload.ts';
import { createQueryClient } from './lib/query-client.ts';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, session, api });

// A session that ends (logout, failed refresh) re-runs the guards: the user lands on /login.
session.subscribe(() => {
  if (!session.get()) {
    queryClient.clear();
    void router.invalidate();
  }
});

// A chunk of an older deployment that is gone: reload, at most once per 60 s.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

void changeLocale(preferredLocale(), false);
preloadFirstScreen(router, session.get() !== null);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

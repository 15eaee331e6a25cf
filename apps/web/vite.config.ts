import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { lightContract } from './build/light-contract.ts';
import { loadBuildClient, type TBuildClient } from './client-config.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Puts the client's title and colour in index.html, so they show before any script runs. */
const clientHtml = (client: TBuildClient): Plugin => ({
  name: 'colophon-client-html',
  transformIndexHtml: (html) =>
    html
      .replaceAll('%CLIENT_TITLE%', escapeHtml(client.title))
      .replaceAll('%CLIENT_COLOR%', client.primaryColor)
      .replace('<html lang="fr">', `<html lang="${client.locales[0] ?? 'fr'}">`),
});

/** `@/…` is `src/…` (tsconfig's `paths`, vitest's alias): imports that leave their folder use it. */
const webAlias = { '@/': fileURLToPath(new URL('./src/', import.meta.url)) };

export default defineConfig(() => {
  const client = loadBuildClient(
    new URL('../../clients/', import.meta.url),
    process.env.CLIENT || 'generic',
    process.env.VITE_API_BASE_URL || undefined,
  );
  return {
    plugins: [lightContract(), react(), clientHtml(client)],
    resolve: { alias: webAlias },
    define: { __CLIENT__: JSON.stringify(client) },
    server: { port: 3000, strictPort: true },
    preview: { port: 3000, strictPort: true },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  };
});

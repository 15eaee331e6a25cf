import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chunkLayers } from './build/chunk-layers.ts';
import { lightContract } from './build/light-contract.ts';
import { previewAssets } from './build/preview-assets.ts';
import { zodJitless } from './build/zod-jitless.ts';
import { loadBuildClient, type TBuildClient } from './client-config.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The console's Content-Security-Policy: its own scripts only (no inline script, no eval), calls to
 * itself and its API only; pictures from anywhere (the feed's cover addresses redirect to publishers'
 * sites); inline styles, which Mantine sets. `frame-ancestors` only works as a header: `vite preview`
 * sends `frame-ancestors 'none'`, and a shop's web server must send this policy with it (docs/rules/hosting.md).
 */
const contentSecurityPolicy = (client: TBuildClient, options: { header: boolean }) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `connect-src 'self' ${new URL(client.apiBaseUrl).origin}`,
    "img-src 'self' data: blob: http: https:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ...(options.header ? ["frame-ancestors 'none'"] : []),
  ].join('; ');

/**
 * Puts the client's title and colour in index.html, so they show before any script runs, and, in a
 * build, the Content-Security-Policy (the dev server's hot reload needs an inline script).
 */
const clientHtml = (client: TBuildClient): Plugin => ({
  name: 'colophon-client-html',
  transformIndexHtml: (html, context) => {
    const page = html
      .replaceAll('%CLIENT_TITLE%', escapeHtml(client.title))
      .replaceAll('%CLIENT_COLOR%', client.primaryColor)
      .replace('<html lang="fr">', `<html lang="${client.locales[0] ?? 'fr'}">`);
    if (context.server) return page;
    const policy = escapeHtml(contentSecurityPolicy(client, { header: false }));
    return page.replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    );
  },
});

/** `@/…` is `src/…` (tsconfig's `paths`, vitest's alias): imports that leave their folder use it. */
const webAlias = { '@/': fileURLToPath(new URL('./src/', import.meta.url)) };

export default defineConfig(() => {
  const layers = chunkLayers();
  const client = loadBuildClient(
    new URL('../../clients/', import.meta.url),
    process.env.CLIENT || 'generic',
    process.env.VITE_API_BASE_URL || undefined,
  );
  return {
    plugins: [layers.plugin, lightContract(), zodJitless(), react(), clientHtml(client), previewAssets()],
    resolve: { alias: webAlias },
    define: { __CLIENT__: JSON.stringify(client) },
    server: { port: 3000, strictPort: true },
    preview: {
      port: 3000,
      strictPort: true,
      // The page's <meta> holds the policy (with the API address it was built for); the header adds
      // what only a header can say.
      headers: { 'content-security-policy': "frame-ancestors 'none'" },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // What index.html loads comes in one file rather than 20 (issue 9: 19 round trips fewer
          // before the entry runs, and 7 kB less gzip, one dictionary for all): rolldown otherwise
          // splits off each part a lazy screen shares with it, though it always loads first.
          codeSplitting: {
            groups: [{ name: 'shell', tags: ['$initial' as const], priority: 4 }, ...layers.groups],
          },
        },
      },
    },
  };
});

import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipped = promisify(gzip);
/** What is worth gzipping, and the type it is served as. */
const textTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * How `vite preview` (`npm start`) serves the build's files.
 * - HTTP caching: the hashed files under /assets/ never change (a new build gives new names), so a
 *   browser keeps them a year without asking again; the page itself is asked again each time
 *   (`no-cache`), so a new deployment is seen at once. A file of an older build that is gone is not kept.
 * - Gzip once, at build time: each file under /assets/ gets a `.gz` beside it (best compression),
 *   kept when smaller, sent to a browser that takes gzip instead of gzipping the file again on every
 *   request (vite preview's own compression, level 6, runs per request; neither Vite nor its sirv can
 *   serve precompressed files). A shop's web server can serve the same files (nginx `gzip_static on`).
 */
export const previewAssets = (): Plugin => ({
  name: 'colophon-preview-assets',
  writeBundle: async (output, bundle) => {
    const outDir = output.dir ?? '';
    const names = Object.keys(bundle).filter((name) => extname(name) in textTypes);
    await Promise.all(
      names.map(async (name) => {
        const file = join(outDir, name);
        const source = await readFile(file);
        const packed = await gzipped(source, { level: constants.Z_BEST_COMPRESSION });
        if (packed.length < source.length) await writeFile(`${file}.gz`, packed);
      }),
    );
  },
  configurePreviewServer: (server) => {
    const outDir = resolve(server.config.root, server.config.build.outDir);
    const headers = server.config.preview.headers ?? {};
    server.middlewares.use((request, response, next) => {
      const path = new URL(request.url ?? '/', 'http://console').pathname;
      const file = join(outDir, decodeURIComponent(path));
      const kept = path.startsWith('/assets/') && existsSync(file);
      response.setHeader('cache-control', kept ? 'public, max-age=31536000, immutable' : 'no-cache');
      const type = textTypes[extname(path)];
      const takesGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      const packed = `${file}.gz`;
      if (
        !kept ||
        !type ||
        !takesGzip ||
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        !existsSync(packed)
      )
        return next();
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value);
      response.setHeader('content-type', type);
      response.setHeader('content-encoding', 'gzip');
      response.setHeader('content-length', statSync(packed).size);
      response.setHeader('vary', 'Origin, Accept-Encoding');
      if (request.method === 'HEAD') return response.end();
      createReadStream(packed).pipe(response);
    });
  },
});

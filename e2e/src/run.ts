/**
 * The browser tests' harness (`npm test` → `npm run test:e2e`): builds the console twice (the
 * generic client, and La Plume for the per-client test), starts the real API on a fresh PGlite
 * database with 5-second access tokens, serves each build with `vite preview`, then runs the
 * tests with the node test runner in Debian's Chromium. Exits non-zero when a test fails.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from '../../apps/api/src/testing/mail-catcher.ts';
import { freePort, run, start, stop, waitForUrl } from './processes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const web = join(root, 'apps/web');
const bin = join(root, 'node_modules/.bin');
const env = { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` };
const ADMIN_PASSWORD = 'e2e-admin-password';

const temp = await mkdtemp(join(tmpdir(), 'colophon-e2e-'));
const [apiPort, genericPort, plumePort] = [await freePort(), await freePort(), await freePort()];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const consoles = {
  generic: { port: genericPort, url: `http://127.0.0.1:${genericPort}`, outDir: join(temp, 'generic') },
  'la-plume': { port: plumePort, url: `http://127.0.0.1:${plumePort}`, outDir: join(temp, 'la-plume') },
};

const started: ReturnType<typeof start>[] = [];
// The API's mail goes to an SMTP server of the harness: mails (a campaign's) are delivered, not retried.
const mailSink = await startMailCatcher();
let status = 1;
try {
  const t0 = Date.now();
  for (const [client, { outDir }] of Object.entries(consoles)) {
    await run('vite', ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: web,
      env: { ...env, CLIENT: client, VITE_API_BASE_URL: apiUrl },
    });
  }
  console.log(`▶ built the console for generic and la-plume in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  const api = start('api', process.execPath, [join(root, 'apps/api/src/main.ts')], {
    cwd: join(root, 'apps/api'),
    env: {
      ...env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(temp, 'data'),
      STORAGE_DIR: join(temp, 'storage'),
      SEED_DEMO: 'false',
      ADMIN_PASSWORD,
      ACCESS_TOKEN_SECONDS: '5',
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
      CORS_ORIGINS: Object.values(consoles)
        .map(({ url }) => url)
        .join(','),
      CONSOLE_URL: consoles.generic.url,
      LOG_LEVEL: 'warn',
      SMTP_URL: mailSink.url,
    },
  });
  started.push(api);
  for (const [client, { port, outDir }] of Object.entries(consoles)) {
    const preview = start(
      `preview ${client}`,
      'vite',
      ['preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
      {
        cwd: web,
        env: { ...env, CLIENT: client },
      },
    );
    started.push(preview);
  }
  // A machine shared by several builds can take well over a minute to start the API (migrations on PGlite).
  await waitForUrl(`${apiUrl}/Common/Hosting/Hosting`, api, 240_000);
  for (const [index, { url }] of Object.values(consoles).entries()) {
    const preview = started[index + 1];
    if (preview) await waitForUrl(url, preview);
  }
  console.log(`▶ API on ${apiUrl}, consoles on ${consoles.generic.url} and ${consoles['la-plume'].url}`);

  const tests = (await readdir(join(root, 'e2e/tests')))
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => join(root, 'e2e/tests', file));
  const only = process.argv.slice(2);
  // Names are matched against the file's own name, not its path (a checkout in a folder named like a
  // test, such as a worktree `campaigns`, would otherwise select every file).
  const selected = only.length
    ? tests.filter((file) => only.some((name) => basename(file).includes(name)))
    : tests;
  const runner = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=spec', ...selected],
    {
      stdio: 'inherit',
      env: {
        ...env,
        E2E_CONSOLE_URL: consoles.generic.url,
        E2E_PLUME_URL: consoles['la-plume'].url,
        E2E_API_URL: apiUrl,
        E2E_ADMIN_PASSWORD: ADMIN_PASSWORD,
      },
    },
  );
  status = await new Promise<number>((resolve) => runner.on('exit', (code) => resolve(code ?? 1)));
  if (status !== 0) {
    console.error(`\n✖ browser tests failed. API log (last lines):\n${api.log.slice(-30).join('')}`);
  } else {
    console.log('\n✔ browser tests passed');
  }
} catch (error) {
  console.error(`✖ browser tests could not run: ${(error as Error).message}`);
  status = 1;
} finally {
  await Promise.all(started.map(({ child }) => stop(child)));
  await mailSink.close();
  await rm(temp, { recursive: true, force: true });
}
process.exit(status);

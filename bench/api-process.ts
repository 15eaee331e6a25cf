import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnApi } from '../apps/api/src/testing/processes.ts';

export { freePort } from '../apps/api/src/testing/processes.ts';

export const BENCH_ADMIN = { userName: 'admin', password: 'bench-password-1' };

/** The real API in a process of its own, as `npm start` runs it, on PGlite or on a PostgreSQL url. */
export const startApi = async (options: {
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** How long it may take to start (seeding the demo shop on a loaded machine takes minutes). */
  startSeconds?: number;
}) => {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'colophon-bench-'));
  const api = await spawnApi(
    {
      DATA_DIR: dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ADMIN_USERNAME: BENCH_ADMIN.userName,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    { inheritEnv: true, showOutput: true, startSeconds: options.startSeconds ?? 120 },
  );
  return {
    url: api.url,
    dataDir,
    pid: api.pid,
    stop: () => api.stop(),
    removeData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
};

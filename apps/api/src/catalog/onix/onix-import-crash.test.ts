import { execFileSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  authenticationEndpoints,
  onixImportEndpoints,
  type TOnixImport,
  withCheckDigit,
} from '@colophon/contract';
import { and, count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLog } from '../../activity/activity.tables.ts';
import { buildApp, type ColophonApp } from '../../app.ts';
import { type Config, loadConfig } from '../../config.ts';
import { defineJob, JobQueue } from '../../tasks/job-queue.ts';
import { openTestDatabaseForProcesses } from '../../tasks/shared-test-database.ts';
import { ADMIN } from '../../testing/index.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../../testing/private-postgres.ts';
import { type ApiProcess, spawnApi } from '../../testing/processes.ts';
import { products } from '../products/products.tables.ts';
import { onixMessage, onixProduct } from '../testing/onix-builder.ts';
import { createOnixImportJob } from './onix.jobs.ts';
import { sweepStoppedImports } from './onix-feed-import.ts';
import { onixImports } from './onix-imports.tables.ts';

/*
 * A worker process (the real entry point) is killed with SIGKILL in the middle of an ONIX import,
 * while it waits for the rest of the file (a named pipe the test feeds), then another worker takes
 * over. PostgreSQL (TEST_DATABASE_URL's server, or one of the test's own), so that the test reads the
 * database while the worker writes.
 */

let server: PrivatePostgres | null = null;
let closeDatabase: () => Promise<void> = async () => {};
let settings: Partial<Record<keyof Config, string>>;
let storageDir: string;
let api: ColophonApp;
let token: string;
let survivor: JobQueue | null = null;
let doomed: ApiProcess | null = null;

const records = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, n) =>
    onixProduct({
      ean: withCheckDigit(`9782${String(from + n).padStart(8, '0')}`),
      title: `Volume ${from + n}`,
      price: '12.50',
    }),
  );

const FIRST_FILE = 1500;

beforeAll(async () => {
  storageDir = mkdtempSync(join(tmpdir(), 'colophon-onix-crash-'));
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabaseForProcesses();
    settings = database.settings;
    closeDatabase = database.close;
  } else {
    server = await startPrivatePostgres();
    settings = { DATABASE_URL: server.url };
  }
  settings = {
    ...settings,
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    STORAGE_DIR: storageDir,
  };
  api = await buildApp(loadConfig({ ...settings, PROCESS_ROLE: 'api' }));
  const session = await api.app.inject({
    method: 'POST',
    url: authenticationEndpoints.login.path,
    payload: ADMIN,
  });
  token = (session.json() as { entityOutput: { accessToken: string } }).entityOutput.accessToken;
}, 120_000);

afterAll(async () => {
  await doomed?.stop('SIGKILL');
  await survivor?.stop(1000);
  await api?.close();
  await closeDatabase();
  await server?.remove();
  rmSync(storageDir, { recursive: true, force: true });
});

/** The tries of imports queued from now on: given up 10 s after the last heartbeat, retried a second later. */
const queueImportsWith = (retryLimit: number) =>
  api.services.jobs.register(
    defineJob({
      ...createOnixImportJob(api.services),
      retryLimit,
      retryDelaySeconds: 1,
      retryBackoff: false,
      heartbeatSeconds: 10,
    }),
    { work: false },
  );

const upload = async (file: string) => {
  const answer = await api.app.inject({
    method: 'POST',
    url: onixImportEndpoints.upload.path,
    query: { fileName: 'feed.xml' },
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/xml' },
    payload: file,
  });
  expect(answer.statusCode).toBe(200);
  const { id } = (answer.json() as { entityOutput: TOnixImport }).entityOutput;
  const [row] = await api.services.db.select().from(onixImports).where(eq(onixImports.id, id));
  if (!row) throw new Error('the import was not recorded');
  return row;
};

const productCount = async () => (await api.services.db.select({ n: count() }).from(products))[0]?.n ?? 0;
const importEntries = async () =>
  (
    await api.services.db
      .select({ n: count() })
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'Product'), eq(activityLog.action, 'import')))
  )[0]?.n ?? 0;
const importRow = async (id: number) =>
  (await api.services.db.select().from(onixImports).where(eq(onixImports.id, id)))[0];

/**
 * Puts a named pipe where the upload was: the worker gets `head` of the file, then waits for the
 * rest, which never comes; once `written` products are in, the worker is killed, and the whole file
 * goes back in place for the next try.
 */
const killMidImport = async (filePath: string, head: string, whole: string, written: number) => {
  unlinkSync(filePath);
  execFileSync('mkfifo', [filePath]);
  const pipe = createWriteStream(filePath);
  pipe.on('error', () => undefined);
  pipe.write(head);
  doomed = await spawnApi({ ...(settings as Record<string, string>), PROCESS_ROLE: 'worker' });
  await vi.waitFor(async () => expect(await productCount()).toBe(written), {
    timeout: 60_000,
    interval: 100,
  });
  await doomed.stop('SIGKILL');
  doomed = null;
  pipe.destroy();
  unlinkSync(filePath);
  writeFileSync(filePath, whole);
};

/** A worker started again: its pg-boss checks heartbeats every second. */
const startSurvivor = async () => {
  survivor = await JobQueue.open(api.services.database, pino({ level: 'silent' }), {
    superviseIntervalSeconds: 1,
    monitorIntervalSeconds: 1,
  });
  await survivor.register(createOnixImportJob(api.services), { work: true });
  return survivor;
};

describe('a worker killed in the middle of an ONIX import', () => {
  it('when the worker dies after two batches, then the next try imports the whole file, and nothing is written twice or half', async () => {
    await queueImportsWith(2);
    const whole = onixMessage(records(0, FIRST_FILE));
    const row = await upload(whole);
    // The header and 1 200 records: two batches of 500 are written, 200 records wait for the rest.
    const head = whole.slice(0, whole.indexOf('<Product>', whole.indexOf('Volume 1200')));
    await killMidImport(row.filePath, head, whole, 1000);

    // Whole batches only, each product with its one activity entry.
    expect(await productCount()).toBe(1000);
    expect(await importEntries()).toBe(1000);
    expect(await importRow(row.id)).toMatchObject({ state: 'running' });

    await startSurvivor();
    await vi.waitFor(async () => expect((await importRow(row.id))?.state).toBe('completed'), {
      timeout: 60_000,
      interval: 250,
    });
    expect(await importRow(row.id)).toMatchObject({
      records: FIRST_FILE,
      created: FIRST_FILE - 1000,
      unchanged: 1000,
      skipped: 0,
    });
    expect(await productCount()).toBe(FIRST_FILE);
    expect(await importEntries()).toBe(FIRST_FILE);
    expect(existsSync(row.filePath)).toBe(false);
  }, 180_000);

  it('when the worker dies on the last try, then the import fails cleanly: whole batches kept, the upload removed, no more tries', async () => {
    await survivor?.stop(1000);
    survivor = null;
    await queueImportsWith(0);
    const whole = onixMessage(records(FIRST_FILE, FIRST_FILE + 800));
    const row = await upload(whole);
    const head = whole.slice(0, whole.indexOf('<Product>', whole.indexOf(`Volume ${FIRST_FILE + 600}`)));
    await killMidImport(row.filePath, head, whole, FIRST_FILE + 500);

    const queue = await startSurvivor();
    await vi.waitFor(
      async () => {
        const [job] = await queue.boss.findJobs('onix-import', { id: row.taskId ?? '' });
        expect(job?.state).toBe('failed');
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(await sweepStoppedImports(api.services)).toBe(1);
    const report = await api.app.inject({
      method: 'GET',
      url: onixImportEndpoints.get.path,
      query: { id: String(row.id) },
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    });
    expect((report.json() as { entityOutput: TOnixImport }).entityOutput).toMatchObject({
      state: 'failed',
      failure: expect.stringMatching(/^The import stopped before the end of the file/),
    });
    expect(existsSync(row.filePath)).toBe(false);
    expect(await productCount()).toBe(FIRST_FILE + 500);
    expect(await importEntries()).toBe(FIRST_FILE + 500);
    // Nothing runs it again: a later sweep finds nothing to do.
    expect(await sweepStoppedImports(api.services)).toBe(0);
  }, 180_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { authenticationEndpoints } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { loadClient } from '../hosting/client-config.ts';
import { BOSS_SCHEMA, JobQueue } from '../tasks/job-queue.ts';
import { openTestDatabaseForProcesses } from '../tasks/shared-test-database.ts';
import { ADMIN, type MailCatcher, startMailCatcher } from '../testing/index.ts';
import { createMailService, type MailService } from './mail-service.ts';
import { findMail } from './mails.repository.ts';

/*
 * A worker process is killed (SIGKILL) while the SMTP server holds its mail, then another worker
 * takes over on the same database: PostgreSQL when TEST_DATABASE_URL is set, a PGlite directory
 * otherwise. The tries keep their production length (5 minutes), so that a slow machine never sees
 * a live worker's try run out; once the worker is dead, the test moves that try and its hold on the
 * mail an hour into the past, as if the time had passed.
 */

const RECIPIENT = 'admin@colophon.local';

let catcher: MailCatcher;
let database: Awaited<ReturnType<typeof openTestDatabaseForProcesses>>;
let settings: Partial<Record<keyof Config, string>>;
let child: ChildProcess | null = null;
let survivor: { db: Database; jobs: JobQueue; mails: MailService } | null = null;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  catcher = await startMailCatcher();
  database = await openTestDatabaseForProcesses();
  settings = {
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: catcher.url,
    ...database.settings,
  };
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await survivor?.jobs.stop();
  await survivor?.db.close();
  await catcher.close();
  await database.close();
});

/** The API process: it logs the mail and queues its delivery, retried a second after a try ends. */
const askForPasswordReset = async () => {
  const api = await buildApp(loadConfig({ ...settings, PROCESS_ROLE: 'api' }));
  try {
    const { deliveryJob } = api.services.mails;
    await api.services.jobs.register(
      { ...deliveryJob, retryDelaySeconds: 1, retryBackoff: false },
      { work: false },
    );
    const answer = await api.app.inject({
      method: authenticationEndpoints.forgotPassword.method,
      url: authenticationEndpoints.forgotPassword.path,
      payload: { email: RECIPIENT },
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await api.services.db.query.mails.findMany();
    if (!mail) throw new Error('the mail was not logged');
    return mail.id;
  } finally {
    await api.close();
  }
};

/** The worker process that will be killed: the real entry point, run as a worker. */
const startDoomedWorker = async () => {
  let stderr = '';
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH, ...settings, PROCESS_ROLE: 'worker', PORT: String(await freePort()) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await catcher.waitForHeld(1, 60_000).catch((error: Error) => {
    throw new Error(`${error.message}; the worker said: ${stderr}`);
  });
  const exited = new Promise((resolve) => child?.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  child = null;
};

/**
 * An hour later, for the dead worker's try: it started an hour earlier, and its hold on the mail
 * ended an hour earlier (both by the database's clock, which pg-boss and the hold read).
 */
const anHourLater = async (db: Database, mailId: number) => {
  const moved = await db.db.execute(
    sql`update ${sql.identifier(BOSS_SCHEMA)}.job set started_on = started_on - interval '1 hour'
        where name = 'mail-delivery' and state = 'active' returning id`,
  );
  expect(moved.rows).toHaveLength(1);
  await db.db.execute(
    sql`update mails set delivery_until = delivery_until - interval '1 hour' where id = ${mailId}`,
  );
};

/** Another worker on the same database, whose pg-boss looks for expired tries every second. */
const startSurvivor = async (beforeStart: (db: Database) => Promise<void> = async () => {}) => {
  const config: Config = loadConfig(settings);
  const db = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await beforeStart(db);
  const jobs = await JobQueue.open(db, pino({ level: 'silent' }), {
    superviseIntervalSeconds: 1,
    monitorIntervalSeconds: 1,
  });
  const mails = createMailService({
    config,
    db: db.db,
    jobs,
    client: loadClient(config.CLIENT),
    secret: config.JWT_SECRET ?? 'crash-test-secret',
  });
  await jobs.register(mails.deliveryJob, { work: true });
  survivor = { db, jobs, mails };
  return survivor;
};

describe('a worker killed while delivering a mail', () => {
  it('when the worker is killed before the SMTP server accepted the mail, then another worker delivers it exactly once', async () => {
    const mailId = await askForPasswordReset();
    catcher.stall();
    await startDoomedWorker();
    await vi.waitFor(() => expect(catcher.abandoned).toBe(1), { timeout: 10_000 });
    catcher.release();

    const { db } = await startSurvivor(async (opened) => {
      const afterKill = await findMail(opened.db, mailId);
      expect(afterKill).toMatchObject({ processed: false, sentTries: 1, sentDate: null });
      await anHourLater(opened, mailId);
    });

    await vi.waitFor(
      async () => {
        expect(await findMail(db.db, mailId)).toMatchObject({
          processed: true,
          sentTries: 2,
          lastError: null,
        });
      },
      { timeout: 60_000, interval: 250 },
    );
    expect(catcher.received.filter((mail) => mail.to === RECIPIENT)).toHaveLength(1);
  }, 120_000);

  it('when the delivery of a mail already marked processed runs again, then no second copy is sent', async () => {
    const { db, jobs, mails } = survivor ?? (await startSurvivor());
    const mailId = await db.db.transaction((tx) =>
      mails.queue(tx, {
        to: 'once.reader@example.org',
        template: 'forgotPassword',
        locale: 'en',
        data: { firstName: 'Lou', resetUrl: 'http://localhost:3000/resetPassword?token=once' },
      }),
    );
    await vi.waitFor(async () => expect((await findMail(db.db, mailId))?.processed).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });

    // What a retry of a delivery job looks like when its worker died after the mail went out.
    const again = await jobs.enqueue(db.db, mails.deliveryJob, { mailId });
    await vi.waitFor(
      async () => {
        const [job] = await jobs.boss.findJobs(mails.deliveryJob.name, { id: again });
        expect(job?.state).toBe('completed');
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(catcher.received.filter((mail) => mail.to === 'once.reader@example.org')).toHaveLength(1);
    expect(await findMail(db.db, mailId)).toMatchObject({ processed: true, sentTries: 1 });
  }, 60_000);
});

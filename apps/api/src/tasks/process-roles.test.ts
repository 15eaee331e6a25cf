import { authenticationEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ColophonApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { findMail } from '../mails/mails.repository.ts';
import { ADMIN, drainJobs, type MailCatcher, startMailCatcher } from '../testing/index.ts';
import { openSharedTestDatabase } from './shared-test-database.ts';

/*
 * Two instances of the API on one database, as two processes would run: on PostgreSQL when
 * TEST_DATABASE_URL is set, each with its own connections; otherwise on one PGlite.
 */

let catcher: MailCatcher;
let api: ColophonApp;
let worker: ColophonApp | null = null;
let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;

const configFor = (role: Config['PROCESS_ROLE']) =>
  loadConfig({
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: catcher.url,
    PROCESS_ROLE: role,
  });

const askForPasswordReset = (app: ColophonApp) =>
  app.app.inject({
    method: authenticationEndpoints.forgotPassword.method,
    url: authenticationEndpoints.forgotPassword.path,
    payload: { email: 'admin@colophon.local' },
  });

beforeAll(async () => {
  catcher = await startMailCatcher();
  shared = await openSharedTestDatabase();
  api = await buildApp(configFor('api'), { database: shared.first });
});

afterAll(async () => {
  await worker?.close();
  await api.close();
  await catcher.close();
});

describe('API and worker processes', () => {
  it('when an API-only instance queues a mail, then it leaves it to a worker-only instance on the same database', async () => {
    expect((await askForPasswordReset(api)).statusCode).toBe(200);
    const [logged] = await api.services.db.query.mails.findMany();
    const mailId = logged?.id ?? 0;
    let triesByApi = 0;
    api.services.jobs.onTryEnd(() => {
      triesByApi += 1;
    });
    // The API instance works no queue: nothing in it will ever take the job.
    expect(api.services.jobs.boss.getWipData()).toEqual([]);
    expect(await findMail(api.services.db, mailId)).toMatchObject({ processed: false, sentTries: 0 });

    worker = await buildApp(configFor('worker'), { database: await shared.another() });
    await drainJobs(api.services.db);
    expect(catcher.received.map((mail) => mail.to)).toEqual(['admin@colophon.local']);
    expect(await findMail(api.services.db, mailId)).toMatchObject({ processed: true, sentTries: 1 });
    expect(triesByApi).toBe(0);
    expect(worker.services.jobs.boss.getWipData().map((work) => work.name)).toContain('mail-delivery');
  });

  it('when the worker-only instance is asked for the API, then it does not serve it but answers /health', async () => {
    const running = worker ?? (await buildApp(configFor('worker'), { database: await shared.another() }));
    worker = running;
    expect((await askForPasswordReset(running)).statusCode).toBe(404);
    expect((await running.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      database: true,
      queue: true,
    });
  });
});

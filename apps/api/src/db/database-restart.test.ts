import { authenticationEndpoints, userEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ColophonApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { ADMIN, type MailCatcher, startMailCatcher } from '../testing/index.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../testing/private-postgres.ts';

/*
 * A PostgreSQL server of the test's own (Debian's binaries, a temporary directory, a free port), so
 * that it can be stopped and started again without touching the machine's shared server; the API
 * (with its job workers) keeps running on it through the restart.
 */

let server: PrivatePostgres;
let catcher: MailCatcher;
let colophon: ColophonApp;
let token = '';

const listUsers = () =>
  colophon.app.inject({
    method: userEndpoints.list.method,
    url: userEndpoints.list.path,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });

beforeAll(async () => {
  server = await startPrivatePostgres();
  catcher = await startMailCatcher();
  colophon = await buildApp(
    loadConfig({
      DATABASE_URL: server.url,
      ADMIN_USERNAME: ADMIN.userName,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'test-secret-test-secret-test-secret-42',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      SMTP_URL: catcher.url,
    }),
  );
  const signIn = await colophon.app.inject({
    method: authenticationEndpoints.login.method,
    url: authenticationEndpoints.login.path,
    payload: ADMIN,
  });
  token = signIn.json().entityOutput.accessToken;
}, 120_000);

afterAll(async () => {
  await colophon?.close().catch(() => undefined);
  await catcher?.close();
  await server?.remove();
});

describe('the database server restarted under traffic', () => {
  it('when PostgreSQL stops and starts again, then the API answers 503 meanwhile, never 500, and recovers alone', async () => {
    expect((await listUsers()).statusCode).toBe(200);

    const statuses: number[] = [];
    let traffic = true;
    const load = (async () => {
      while (traffic) {
        const [list, health] = await Promise.all([
          listUsers(),
          colophon.app.inject({ method: 'GET', url: '/health' }),
        ]);
        statuses.push(list.statusCode, health.statusCode);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 300));
    server.stop();
    const whileDown = statuses.length;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const down = await listUsers();
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.json().errors).toEqual(['The service is briefly unavailable. Try again in 5 seconds.']);
    expect((await colophon.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);

    server.start();
    const deadline = Date.now() + 30_000;
    while ((await listUsers()).statusCode !== 200) {
      if (Date.now() > deadline) throw new Error('the API did not recover within 30 s of the restart');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    traffic = false;
    await load;

    expect(statuses.slice(whileDown)).toContain(503);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect((await colophon.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  }, 90_000);

  it('when the database is back, then the job workers deliver again without a restart of the API', async () => {
    const answer = await colophon.app.inject({
      method: authenticationEndpoints.forgotPassword.method,
      url: authenticationEndpoints.forgotPassword.path,
      payload: { email: `${ADMIN.userName}@colophon.local` },
    });
    expect(answer.statusCode).toBe(200);
    const [mail] = await catcher.waitFor(1, 60_000);
    expect(mail?.to).toBe(`${ADMIN.userName}@colophon.local`);
  }, 90_000);
});

import { authenticationEndpoints, authorEndpoints, currentUserEndpoints } from '@colophon/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, drainJobs, type MailCatcher, startMailCatcher } from '../testing/index.ts';
import { type PrivatePostgres, startPrivatePostgres } from '../testing/private-postgres.ts';
import { type ApiProcess, spawnApi } from '../testing/processes.ts';
import { openTestDatabaseForProcesses } from './shared-test-database.ts';

/*
 * The production layout (docs/deploy.md): two API processes and two worker processes, started at
 * once from the real entry point on one PostgreSQL database (a database of TEST_DATABASE_URL's
 * server, or else a PostgreSQL server of the test's own). No JWT_SECRET: the processes share the
 * key kept in the database.
 */

let catcher: MailCatcher;
let server: PrivatePostgres | null = null;
let closeDatabase: () => Promise<void> = async () => {};
let databaseUrl = '';
let apis: ApiProcess[] = [];
let workers: ApiProcess[] = [];

const LOGIN_LIMIT = 3;

const json = { 'content-type': 'application/json', 'accept-language': 'en' };

const call = async (
  api: ApiProcess,
  endpoint: { method: string; path: string },
  options: { body?: unknown; token?: string; query?: string } = {},
) => {
  const response = await fetch(`${api.url}${endpoint.path}${options.query ? `?${options.query}` : ''}`, {
    method: endpoint.method,
    headers: { ...json, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: await response.json() };
};

const signIn = async (api: ApiProcess) => {
  const answer = await call(api, authenticationEndpoints.login, { body: ADMIN });
  expect(answer.status).toBe(200);
  return answer.body.entityOutput as { accessToken: string; refreshToken: string };
};

beforeAll(async () => {
  catcher = await startMailCatcher();
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabaseForProcesses();
    databaseUrl = database.settings.DATABASE_URL ?? '';
    closeDatabase = database.close;
  } else {
    server = await startPrivatePostgres();
    databaseUrl = server.url;
  }
  const settings = (role: string) => ({
    DATABASE_URL: databaseUrl,
    PROCESS_ROLE: role,
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    SMTP_URL: catcher.url,
    LOGIN_ATTEMPTS_PER_MINUTE: String(LOGIN_LIMIT),
  });
  // All four at once, as a deployment starts them: migrations and the first key must not race.
  const started = await Promise.all([
    spawnApi(settings('api')),
    spawnApi(settings('api')),
    spawnApi(settings('worker')),
    spawnApi(settings('worker')),
  ]);
  apis = started.slice(0, 2);
  workers = started.slice(2);
}, 180_000);

afterAll(async () => {
  await Promise.all([...apis, ...workers].map((process) => process.stop('SIGKILL')));
  await catcher?.close();
  await closeDatabase();
  await server?.remove();
});

describe('two API and two worker processes on one database', () => {
  it('when a user signs in on one API process, then the session works on the other, refresh included', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const session = await signIn(first);
    const me = await call(second, currentUserEndpoints.get, { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.body.entityOutput.userName).toBe(ADMIN.userName);

    const refreshed = await call(second, authenticationEndpoints.refresh, {
      body: { token: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await call(first, currentUserEndpoints.get, { token: refreshed.body.entityOutput.accessToken }))
        .status,
    ).toBe(200);
  });

  it('when 30 wrong passwords hit both API processes at once, then only the limit reaches a password check, counted in the database', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        call(n % 2 ? first : second, authenticationEndpoints.login, {
          body: { userName: 'someone', password: `wrong-${n}` },
        }),
      ),
    );
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;
    expect({ 401: count(401), 429: count(429) }).toEqual({ 401: LOGIN_LIMIT, 429: 30 - LOGIN_LIMIT });
  });

  it('when mails are queued on both API processes, then the workers deliver each exactly once', async () => {
    const [first, second] = apis as [ApiProcess, ApiProcess];
    for (const api of [first, second, first, second, first, second]) {
      const answer = await call(api, authenticationEndpoints.forgotPassword, {
        body: { email: `${ADMIN.userName}@colophon.local` },
      });
      expect(answer.status).toBe(200);
    }
    await catcher.waitFor(6, 60_000);
    // Once every delivery job has ended, nothing more can come.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await drainJobs(client, 60_000).finally(() => client.end());
    const received = catcher.received;
    expect(received).toHaveLength(6);
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(6);
  }, 90_000);

  it('when an API process is killed (SIGKILL) in the middle of an edit, then nothing of it is written and the other process makes it', async () => {
    const [doomed, survivor] = apis as [ApiProcess, ApiProcess];
    const { accessToken } = await signIn(survivor);
    const created = await call(survivor, authorEndpoints.create, {
      token: accessToken,
      body: { name: 'Annie Ernaux' },
    });
    expect(created.status).toBe(200);
    const author = created.body.entityOutput as { id: number; version: number };
    const logged = async () =>
      (
        await call(
          survivor,
          { method: 'GET', path: '/BackOffice/ActivityLog/ActivityLogs' },
          {
            token: accessToken,
            query: `entity=Author&entityId=${author.id}`,
          },
        )
      ).body.entityOutput.totalCount as number;
    const loggedBefore = await logged();

    // The activity log held by another session: the edit updates the author, then waits to log it.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    blocker.on('error', () => undefined);
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table activity_log in exclusive mode');
    const edit = fetch(`${doomed.url}${authorEndpoints.update.path}`, {
      method: 'PUT',
      headers: { ...json, authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ id: author.id, version: author.version, name: 'Annie Ernaux (half written)' }),
    }).catch((error: Error) => error);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const waiting = await blocker.query(
        "select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      if (waiting.rows[0]?.count > 0) break;
      if (Date.now() > deadline) {
        const answer = await Promise.race([edit, 'still waiting']);
        const text = answer instanceof Response ? `${answer.status} ${await answer.text()}` : String(answer);
        throw new Error(`the edit never waited on the activity log: ${text}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await doomed.stop('SIGKILL');
    expect(await edit).toBeInstanceOf(Error);
    await blocker.query('rollback');
    await blocker.end();

    const after = await call(survivor, authorEndpoints.get, { token: accessToken, query: `id=${author.id}` });
    expect(after.body.entityOutput).toMatchObject({ name: 'Annie Ernaux', version: author.version });
    expect(await logged()).toBe(loggedBefore);

    const again = await call(survivor, authorEndpoints.update, {
      token: accessToken,
      body: { id: author.id, version: author.version, name: 'Annie Ernaux (1940)' },
    });
    expect(again.status).toBe(200);
    expect(again.body.entityOutput).toMatchObject({
      name: 'Annie Ernaux (1940)',
      version: author.version + 1,
    });
    expect(await logged()).toBe(loggedBefore + 1);
  }, 90_000);
});

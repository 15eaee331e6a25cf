import {
  authenticationEndpoints,
  type Endpoint,
  type EndpointBody,
  type EndpointOutput,
  type EndpointQuery,
  type TActionResult,
} from '@colophon/contract';
import { buildApp, type ColophonApp } from '../app.ts';
import type { Clock } from '../auth/login-throttle.ts';
import { type Config, loadConfig } from '../config.ts';
import { drainJobs } from './drain-jobs.ts';
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts';
import { openTestDatabase } from './test-database.ts';

export const ADMIN = { userName: 'admin', password: 'admin-password-1' };

export interface CallOptions<E> {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E> | string;
  token?: string | null;
  headers?: Record<string, string>;
}

export interface CallResult<E> {
  status: number;
  headers: Record<string, unknown>;
  body: TActionResult<EndpointOutput<E>>;
  /** The entity output of a valid answer; fails the test otherwise. */
  output: EndpointOutput<E>;
}

/**
 * The real API on a fresh database of its own and a real SMTP server: what every API test starts from.
 * `adminToken` is the seeded administrator's access token. `clock` is the sign-in throttle's time,
 * which a test moves on instead of waiting.
 */
export const startTestApp = async (
  settings: Partial<Record<keyof Config, string>> = {},
  appOptions: { clock?: Clock } = {},
) => {
  const mail: MailCatcher = await startMailCatcher();
  const config = loadConfig({
    ADMIN_USERNAME: ADMIN.userName,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SMTP_URL: mail.url,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    // Tests serve the files they fetch by URL from 127.0.0.1.
    FETCH_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...settings,
  });
  const database = await openTestDatabase();
  const colophon: ColophonApp = await buildApp(config, { database, ...appOptions });

  const call = async <E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E> = {},
  ): Promise<CallResult<E>> => {
    const headers: Record<string, string> = { 'accept-language': 'en', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const payload = options.body === undefined ? undefined : options.body;
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await colophon.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      query: options.query as Record<string, string> | undefined,
      headers,
      ...(payload === undefined
        ? {}
        : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
    const body = response.json() as TActionResult<EndpointOutput<E>>;
    return {
      status: response.statusCode,
      headers: response.headers,
      body,
      get output() {
        if (!body.isValid || response.statusCode !== 200) {
          throw new Error(
            `${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${JSON.stringify(body)}`,
          );
        }
        return body.entityOutput as EndpointOutput<E>;
      },
    };
  };

  const signIn = async (userName: string, password: string) => {
    const result = await call(authenticationEndpoints.login, { body: { userName, password } });
    return result.output;
  };

  const adminSession = await signIn(ADMIN.userName, ADMIN.password);

  return {
    ...colophon,
    config,
    mail,
    call,
    signIn,
    adminToken: adminSession.accessToken,
    /** Waits until every job queued so far has run (drain-jobs.ts): then assert that nothing was sent. */
    drainJobs: (timeoutMs?: number) => drainJobs(colophon.services.db, timeoutMs),
    async close() {
      await colophon.close();
      await mail.close();
    },
  };
};
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

import { authenticationEndpoints as auth } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { createUser } from '../users/users.fixtures.ts';
import { addressKey, LoginThrottle, postgresThrottleStore } from './login-throttle.ts';

/*
 * Sign-in throttling as an attacker tries it, on both stores: the database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL) and Redis (TEST_REDIS_URL, the machine's own by default: it must answer,
 * this file does not skip). Two processes on one PostgreSQL: tasks/several-processes.test.ts.
 */

const LIMIT = 3;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `colophon-test:${process.pid}-${Math.random().toString(36).slice(2, 10)}:`;
const settings = { LOGIN_ATTEMPTS_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' };

const attempt = (api: TestApp, userName: string, password: string, from: string) =>
  api.call(auth.login, { body: { userName, password }, headers: { 'x-forwarded-for': from } });

const statuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

const stores = [
  ['the database', {}],
  ['Redis', { REDIS_URL, REDIS_KEY_PREFIX: redisPrefix }],
] as const;

describe.each(stores)('sign-in throttling counted in %s', (_store, storeSettings) => {
  let api: TestApp;
  /** How far the throttle's clock is ahead of the real one: a test moves it on rather than sleeping. */
  let skipped = 0;
  beforeAll(async () => {
    api = await startTestApp({ ...settings, ...storeSettings }, { clock: () => Date.now() + skipped });
  });
  afterAll(() => api.close());

  it('when 30 wrong passwords are tried at once, then only the limit reaches the password check, and the right one waits too', async () => {
    const user = await createUser(api);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => attempt(api, user.userName, `wrong-${n}`, '203.0.113.10')),
    );
    expect(statuses(answers)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
    const refused = answers.find((answer) => answer.status === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(api, user.userName, user.password, '203.0.113.10')).status).toBe(429);
  });

  it('when an attacker’s address is stopped on a known account, then its owner signs in from another address at once', async () => {
    const user = await createUser(api);
    for (let n = 0; n < 20; n++) await attempt(api, user.userName, `guess-${n}`, '203.0.113.20');
    expect((await attempt(api, user.userName, user.password, '203.0.113.20')).status).toBe(429);
    expect((await attempt(api, user.userName, user.password, '198.51.100.7')).status).toBe(200);
  });

  it('when an attacker tries one account from several addresses, then the account only slows down for a few seconds, and its owner gets in', async () => {
    const user = await createUser(api);
    for (const from of ['203.0.113.31', '203.0.113.32', '203.0.113.33']) {
      for (let n = 0; n < LIMIT; n++) {
        expect((await attempt(api, user.userName, `guess-${n}`, from)).status).toBe(401);
      }
    }
    const slowed = await attempt(api, user.userName, user.password, '198.51.100.8');
    expect(slowed.status).toBe(429);
    const wait = Number(slowed.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    skipped += wait * 1000;
    expect((await attempt(api, user.userName, user.password, '198.51.100.8')).status).toBe(200);
  });

  it('when one address sprays many accounts, then it is stopped at three times the limit', async () => {
    const answers = [];
    for (let n = 0; n < 4 * LIMIT; n++) answers.push(await attempt(api, `nobody-${n}`, 'x', '203.0.113.40'));
    expect(statuses(answers)).toEqual({ 401: 3 * LIMIT, 429: LIMIT });
  });

  it('when an attacker rotates IPv6 addresses within its /64, then they count as one address', async () => {
    const user = await createUser(api);
    const answers = [];
    for (let n = 1; n <= 10; n++) answers.push(await attempt(api, user.userName, 'x', `2001:db8:1:2::${n}`));
    expect(statuses(answers)).toEqual({ 401: LIMIT, 429: 10 - LIMIT });
  });
});

describe('sign-in throttling with two processes on one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const prefix = `${redisPrefix}shared:`;
  beforeAll(async () => {
    // Two APIs with databases of their own: they can only share what Redis holds. They start one
    // after the other, each signing its administrator in, so that only the attempts below meet.
    first = await startTestApp({ ...settings, REDIS_URL, REDIS_KEY_PREFIX: prefix });
    second = await startTestApp({ ...settings, REDIS_URL, REDIS_KEY_PREFIX: prefix });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('when 30 wrong passwords are spread over both at once, then only the limit reaches a password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        attempt(n % 2 ? first : second, 'admin', `wrong-${n}`, '203.0.113.50'),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: LIMIT, 429: 30 - LIMIT });
  });
});

describe('memory of the counters', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(settings);
  });
  afterAll(() => api.close());

  it('when counters are forgotten, then later attempts delete their rows: the table holds only live counters', async () => {
    const throttle = new LoginThrottle(postgresThrottleStore(api.services.db), LIMIT);
    const hourAgo = Date.now() - 3600_000;
    for (let n = 0; n < 30; n++) await throttle.attempt(`old-${n}`, `192.0.2.${n}`, hourAgo);
    const forgotten = async () =>
      (
        await api.services.db.execute<{ count: number }>(
          sql`select count(*)::int as count from login_throttle where forget_at < now()`,
        )
      ).rows[0]?.count;
    expect(await forgotten()).toBe(90);
    await throttle.attempt('new', '192.0.2.200');
    expect(await forgotten()).toBe(0);
  });

  it('names an IPv6 address by its /64 and an IPv4-mapped one as IPv4', () => {
    expect(addressKey('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
  });
});

import { publicMessageEndpoints } from '@colophon/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';

/*
 * The per-address limit of the public endpoints, with several API processes behind one proxy: with
 * REDIS_URL (the machine's own Redis by default: it must answer, this file does not skip) they count
 * an address's requests together, as one process would.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `colophon-test:${process.pid}-${Math.random().toString(36).slice(2, 10)}:`;
const LIMIT = publicMessageEndpoints.questions.rateLimit ?? 0;

const countStatuses = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((count, { status }) => {
    count[status] = (count[status] ?? 0) + 1;
    return count;
  }, {});

describe('the public rate limit with two API processes on one Redis', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // Databases of their own: what they share is Redis alone.
    // Both sign their administrator in at start through the same Redis: sign-in throttling is not
    // what this file measures, so it is given room.
    const settings = {
      TRUST_PROXY: '127.0.0.1',
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    };
    [first, second] = await Promise.all([startTestApp(settings), startTestApp(settings)]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('when one address spreads its requests over both, then the limit holds for the two together', async () => {
    const ask = (api: TestApp, from: string) =>
      api.call(publicMessageEndpoints.questions, { headers: { 'x-forwarded-for': from } });
    const answers = [];
    for (let n = 0; n < LIMIT + 2; n++) answers.push(await ask(n % 2 ? first : second, '203.0.113.77'));
    expect(countStatuses(answers)).toEqual({ 200: LIMIT, 429: 2 });
    const another = await ask(first, '198.51.100.77');
    expect(another.status).toBe(200);
  });
});

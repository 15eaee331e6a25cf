import { isIPv4, isIPv6 } from 'node:net';
import { inArray, lt, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { loginThrottle } from './auth.tables.ts';

/**
 * Sign-in throttling shared by every API process (docs/rules/users-and-access.md). Each attempt is counted before
 * the password is checked, on three counters at once, and only when none of them makes it wait:
 *
 * - the account from this address: `limit` free attempts, then a delay of a minute, doubling at each
 *   further attempt up to 15 minutes;
 * - the address, whatever the accounts: three times `limit`, then the same delays;
 * - the account, whatever the addresses: three times `limit`, then a second, doubling up to 30 seconds
 *   only. An attacker's address is stopped by the first two long before this one, so that it cannot
 *   lock the account's owner out: from another address the owner waits at most these few seconds.
 *
 * An attempt refused for waiting counts nothing. A counter is forgotten a minute after its delay ends
 * with no attempt meanwhile. A sign-in that succeeds forgets its account's counters and gives back
 * its address's attempt. The counters live in PostgreSQL (`login_throttle`, expired rows deleted as
 * attempts come) or in Redis when `REDIS_URL` is set (keys expiring by themselves): the process keeps
 * nothing, so its memory does not grow with attackers.
 */

export const FORGET_AFTER_MS = 60_000;

/** The time every counter is read and written at, in milliseconds: `Date.now`, or a test's own clock. */
export type Clock = () => number;

/** How one counter lets attempts through: `free` of them, then `baseMs` doubling at each one up to `capMs`. */
export interface ThrottleRule {
  key: string;
  free: number;
  baseMs: number;
  capMs: number;
}

/** The wait imposed after the `failures`-th attempt counted. */
export const delayAfter = (rule: ThrottleRule, failures: number) =>
  failures < rule.free ? 0 : Math.min(rule.baseMs * 2 ** (failures - rule.free), rule.capMs);

export interface ThrottleStore {
  /** Counts an attempt on every rule's key, unless one of them is waiting: then the milliseconds left. */
  attempt(rules: ThrottleRule[], now: number): Promise<number>;
  /** After a sign-in that succeeded: forgets `forget`, gives back one attempt of `giveBack`. */
  succeeded(forget: string[], giveBack: ThrottleRule, now: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The address a counter names: an IPv4 address, or the /64 network of an IPv6 one (a single
 * subscriber usually holds a whole /64, and would otherwise have 2^64 addresses to try from).
 */
export const addressKey = (address: string) => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
};

export class LoginThrottle {
  readonly #store: ThrottleStore;
  readonly #limit: number;
  readonly #clock: Clock;

  constructor(store: ThrottleStore, limitPerAccount: number, clock: Clock = Date.now) {
    this.#store = store;
    this.#limit = limitPerAccount;
    this.#clock = clock;
  }

  #rules(account: string, address: string) {
    const name = account.trim().toLowerCase();
    const from = addressKey(address);
    const long = { baseMs: 60_000, capMs: 15 * 60_000 };
    return {
      pair: { key: `pair:${name}|${from}`, free: this.#limit, ...long },
      address: { key: `address:${from}`, free: this.#limit * 3, ...long },
      account: { key: `account:${name}`, free: this.#limit * 3, baseMs: 1000, capMs: 30_000 },
    } satisfies Record<string, ThrottleRule>;
  }

  /** Counts this attempt, or throws 429 with the seconds to wait (the attempt then counts nothing). */
  async attempt(account: string, address: string, now = this.#clock()) {
    const rules = this.#rules(account, address);
    const waitMs = await this.#store.attempt([rules.pair, rules.address, rules.account], now);
    if (waitMs > 0) {
      throw new AppError('rate-limited', 'rateLimited', { params: { seconds: Math.ceil(waitMs / 1000) } });
    }
  }

  /** The password was right: this account's counters go, and the address gets its attempt back. */
  succeeded(account: string, address: string, now = this.#clock()) {
    const rules = this.#rules(account, address);
    return this.#store.succeeded([rules.pair.key, rules.account.key], rules.address, now);
  }

  close() {
    return this.#store.close();
  }
}

/** Counters in the `login_throttle` table; each attempt locks its keys (advisory locks) for its transaction. */
export const postgresThrottleStore = (db: Db): ThrottleStore => ({
  async attempt(rules, now) {
    const waitMs = await db.transaction(async (tx) => {
      for (const key of rules.map((rule) => rule.key).sort()) {
        await tx.execute(sql`select pg_advisory_xact_lock(7311, hashtext(${key}))`);
      }
      const rows = await tx
        .select()
        .from(loginThrottle)
        .where(
          inArray(
            loginThrottle.key,
            rules.map((rule) => rule.key),
          ),
        );
      const live = new Map(
        rows.filter((row) => row.forgetAt.getTime() > now).map((row) => [row.key, row] as const),
      );
      const wait = Math.max(0, ...[...live.values()].map((row) => row.nextAt.getTime() - now));
      if (wait > 0) return wait;
      for (const rule of rules) {
        const failures = (live.get(rule.key)?.failures ?? 0) + 1;
        const nextAt = new Date(now + delayAfter(rule, failures));
        const values = { failures, nextAt, forgetAt: new Date(nextAt.getTime() + FORGET_AFTER_MS) };
        await tx
          .insert(loginThrottle)
          .values({ key: rule.key, ...values })
          .onConflictDoUpdate({ target: loginThrottle.key, set: values });
      }
      return 0;
    });
    // Bounded: what is forgotten goes, a few rows at a time, as attempts come.
    await db.execute(
      sql`delete from ${loginThrottle} where ${loginThrottle.key} in (select ${loginThrottle.key} from ${loginThrottle} where ${lt(loginThrottle.forgetAt, new Date(now))} limit 100)`,
    );
    return waitMs;
  },

  async succeeded(forget, giveBack, now) {
    await db.transaction(async (tx) => {
      await tx.delete(loginThrottle).where(inArray(loginThrottle.key, forget));
      await tx.execute(
        sql`update ${loginThrottle} set failures = greatest(failures - 1, 0),
              next_at = case when failures - 1 < ${giveBack.free} then least(next_at, ${new Date(now)}) else next_at end
            where key = ${giveBack.key}`,
      );
    });
  },

  async close() {},
});

/** KEYS: the counters; ARGV: now, FORGET_AFTER_MS, then free, baseMs, capMs of each key. */
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local forgetAfter = tonumber(ARGV[2])
local wait = 0
local failures = {}
for i, key in ipairs(KEYS) do
  local state = redis.call('HMGET', key, 'failures', 'nextAt')
  failures[i] = tonumber(state[1]) or 0
  local nextAt = tonumber(state[2]) or 0
  if nextAt - now > wait then wait = nextAt - now end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local free = tonumber(ARGV[3 * i])
  local base = tonumber(ARGV[3 * i + 1])
  local cap = tonumber(ARGV[3 * i + 2])
  local count = failures[i] + 1
  local delay = 0
  if count >= free then delay = math.min(base * 2 ^ (count - free), cap) end
  local nextAt = math.floor(now + delay)
  redis.call('HSET', key, 'failures', count, 'nextAt', nextAt)
  redis.call('PEXPIREAT', key, nextAt + forgetAfter)
end
return 0
`;

/** KEYS: the counters to forget, then the one to give an attempt back; ARGV: now, its free attempts. */
const SUCCEEDED_SCRIPT = `
local giveBack = KEYS[#KEYS]
for i = 1, #KEYS - 1 do redis.call('DEL', KEYS[i]) end
local failures = tonumber(redis.call('HGET', giveBack, 'failures'))
if failures and failures > 0 then
  redis.call('HSET', giveBack, 'failures', failures - 1)
  local nextAt = tonumber(redis.call('HGET', giveBack, 'nextAt')) or 0
  if failures - 1 < tonumber(ARGV[2]) and nextAt > tonumber(ARGV[1]) then
    redis.call('HSET', giveBack, 'nextAt', ARGV[1])
  end
end
return 0
`;

/** Counters in Redis, each attempt one script (atomic); keys expire once forgotten. */
export const redisThrottleStore = (url: string, prefix: string): ThrottleStore => {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
  // Errors surface on the commands (503 below); the client reconnects by itself.
  redis.on('error', () => undefined);
  const unavailable = () => new AppError('unavailable', 'databaseUnavailable', { params: { seconds: 5 } });
  return {
    async attempt(rules, now) {
      const args = rules.flatMap((rule) => [rule.free, rule.baseMs, rule.capMs]);
      const keys = rules.map((rule) => prefix + rule.key);
      const waitMs = await redis
        .eval(ATTEMPT_SCRIPT, keys.length, ...keys, now, FORGET_AFTER_MS, ...args)
        .catch(() => {
          throw unavailable();
        });
      return Number(waitMs);
    },
    async succeeded(forget, giveBack, now) {
      const keys = [...forget, giveBack.key].map((key) => prefix + key);
      await redis.eval(SUCCEEDED_SCRIPT, keys.length, ...keys, now, giveBack.free).catch(() => {
        throw unavailable();
      });
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
};

/** The sign-in throttle: on Redis when the shop has one (its instances share it), else on PostgreSQL. */
export const createLoginThrottle = (
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'LOGIN_ATTEMPTS_PER_MINUTE'>,
  db: Db,
  clock: Clock = Date.now,
) =>
  new LoginThrottle(
    config.REDIS_URL
      ? redisThrottleStore(config.REDIS_URL, config.REDIS_KEY_PREFIX)
      : postgresThrottleStore(db),
    config.LOGIN_ATTEMPTS_PER_MINUTE,
    clock,
  );

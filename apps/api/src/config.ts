import { isIP } from 'node:net';
import { z } from 'zod';

const ZBooleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

/** An address or a CIDR block (`10.0.0.0/8`, `fd00::/8`). */
const isAddressOrBlock = (text: string) => {
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies may tell the client's address in X-Forwarded-For: `false` (none), a hop count, or the
 * proxies' addresses and blocks, comma-separated. A blanket `true` would let any client choose its
 * address, and so its rate limits: refused.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((text, context): false | number | string[] => {
    if (text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrBlock)) return entries;
    context.addIssue({
      code: 'custom',
      message:
        'give a hop count (1 for one reverse proxy) or the proxies’ addresses or CIDR blocks, comma-separated; true is not accepted',
    });
    return z.NEVER;
  });

/** Every setting of the API, from the environment; README.md lists them with their defaults. */
export const ZConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(53361),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  STORAGE_DIR: z.string().default('./storage'),
  CLIENT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('generic'),
  CONSOLE_URL: z.url().default('http://localhost:3000'),
  /** The shop's public site: links of mails to readers (a subscription's confirmation) open there. */
  SITE_URL: z.url().default('http://localhost:3001'),
  /** This API as the Internet reaches it: one-click unsubscribe links (RFC 8058) post to it. */
  PUBLIC_API_URL: z.url().default('http://localhost:53361'),
  CORS_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .default(15 * 60),
  REFRESH_TOKEN_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  ADMIN_USERNAME: z.string().min(1).default('admin'),
  ADMIN_PASSWORD: z.string().min(10).optional(),
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Colophon <no-reply@colophon.local>'),
  /** `all` runs the API and the job workers; `api` and `worker` run one of them. */
  PROCESS_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /** The demo bookshop and its staff accounts (a published password): only `npm start` turns it on. */
  SEED_DEMO: ZBooleanText.default(false),
  /**
   * The test payment methods (`FictiveValid` paid at once, `FictiveInvalid` refused at once) at the
   * public order intake, for trying a site out: off, they are refused. Only `npm start` turns it on.
   */
  TEST_PAYMENT_METHODS: ZBooleanText.default(false),
  /**
   * How long an order paid by card or PayPal holds its copies while the provider has not confirmed
   * the payment (minutes); then the holds job cancels it and puts them back on sale.
   */
  ORDER_HOLD_CARD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** How long an order paid by cheque holds its copies while the shop waits for the cheque (days). */
  ORDER_HOLD_CHEQUE_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** The most copies of one book a buyer may put in one order at the public intake (Price and Order). */
  CART_MAX_COPIES_PER_LINE: z.coerce.number().int().min(1).max(99).default(5),
  /** The most copies, all books together, a buyer may put in one order at the public intake. */
  CART_MAX_COPIES_PER_ORDER: z.coerce.number().int().min(1).max(9900).default(20),
  /** At or under this many copies in stock, the public price answer says "few left" rather than "in stock". */
  CART_FEW_LEFT_COPIES: z.coerce.number().int().min(1).max(1000).default(3),
  /** With SEED_DEMO: the demo books' covers, made in the background once the API listens. */
  SEED_DEMO_COVERS: ZBooleanText.default(true),
  /**
   * `production` on a shop's servers: a start whose client file cannot name the seller as an invoice
   * must (docs/clients.md) stops; elsewhere it warns.
   */
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** A Redis server for the sign-in throttling counters; unset, they are kept in the database. */
  REDIS_URL: z.url().optional(),
  /** What the keys of this shop begin with in Redis, so that several shops may share one server. */
  REDIS_KEY_PREFIX: z.string().default('colophon:'),
  /** Per-address request limits of the public, sign-in and password endpoints; benches turn them off. */
  RATE_LIMIT: ZBooleanText.default(true),
  /** Addresses (comma-separated) the per-address limits never count: the shop's own site server, say. */
  RATE_LIMIT_ALLOW: z.string().default(''),
  /** The longest any statement of a public catalogue read may run (PostgreSQL), in milliseconds; 503 past it. */
  PUBLIC_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1).default(2000),
  /** Who may read GET /metrics without the health-check claim: addresses and networks, comma-separated. */
  METRICS_ALLOW: z.string().default('127.0.0.1,::1'),
  /** Behind reverse proxies: how many, or their addresses (rate limits count by the client's address). */
  TRUST_PROXY: ZTrustProxy.default(false),
  /**
   * Lets fetches by URL (product files, feed covers) reach private, loopback and link-local hosts;
   * off, they reach the public Internet only. Tests turn it on to fetch from their own local server.
   */
  FETCH_ALLOW_PRIVATE_ADDRESSES: ZBooleanText.default(false),
  /** How long before an event its registrants get their reminder mail (hours). */
  EVENT_REMINDER_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(24),
  /**
   * A subscription's confirmation mail goes to an address at most once in this many minutes, however
   * often the public form is posted for it (a pending address asking again meanwhile gets no mail).
   */
  SUBSCRIPTION_CONFIRMATION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** The most campaign mails a worker hands to the SMTP server per second. */
  CAMPAIGN_MAILS_PER_SECOND: z.coerce.number().min(0.1).max(10_000).default(50),
  /**
   * How often pg-boss looks for jobs whose worker died (seconds); its own default (60) unless set.
   * Tests that kill a process shorten it.
   */
  JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).optional(),
});
export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with one line naming the variable. */
export const loadConfig = (env: Record<string, string | undefined> = process.env): Config => {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZConfig.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new ConfigError(`Invalid setting ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? 'invalid'}`);
};

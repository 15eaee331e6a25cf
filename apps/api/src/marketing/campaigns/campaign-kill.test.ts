import {
  authenticationEndpoints,
  campaignEndpoints,
  type Endpoint,
  type EndpointOutput,
  type TActionResult,
} from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Config, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { BOSS_SCHEMA } from '../../tasks/job-queue.ts';
import { openTestDatabaseForProcesses } from '../../tasks/shared-test-database.ts';
import { ADMIN, type MailCatcher, startMailCatcher } from '../../testing/index.ts';
import { type ApiProcess, spawnApi } from '../../testing/processes.ts';
import { subscribers, subscriptions } from '../subscriptions/subscriptions.tables.ts';

/*
 * The real API process (main.ts) sends a campaign to 150 subscribers and is killed (SIGKILL) in the
 * middle, while the SMTP server holds the answer to the mails in flight; then it is started again on
 * the same database (PostgreSQL when TEST_DATABASE_URL is set, a PGlite directory otherwise). Every
 * subscriber must receive the campaign exactly once. The holds of the dead process on its mails last
 * two minutes, and pg-boss notices its dead job by a missing heartbeat: before the restart, the test
 * moves both an hour into the past, as if the time had passed.
 */

const RECIPIENTS = 150;
const SUBJECT = 'Les nouveautés de novembre';

let catcher: MailCatcher;
let database: Awaited<ReturnType<typeof openTestDatabaseForProcesses>>;
let settings: Record<string, string>;
let api: ApiProcess | null = null;

/** Opens the processes' database in this process, while no API holds it. */
const withDatabase = async (work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) => {
  const config: Config = loadConfig(settings);
  const opened = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await work(opened);
  } finally {
    await opened.close();
  }
};

const call = async <E extends Endpoint>(
  endpoint: E,
  options: { query?: Record<string, string>; body?: unknown; token?: string },
) => {
  if (!api) throw new Error('no API');
  const url = new URL(endpoint.path, api.url);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as TActionResult<EndpointOutput<E>>;
  if (response.status !== 200 || !body.entityOutput)
    throw new Error(`${endpoint.path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body.entityOutput;
};

const signIn = async () =>
  (
    await call(authenticationEndpoints.login, {
      body: { userName: ADMIN.userName, password: ADMIN.password },
    })
  ).accessToken;

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
    CAMPAIGN_MAILS_PER_SECOND: '40',
    JOB_SUPERVISE_SECONDS: '1',
    ...(database.settings as Record<string, string>),
  };
});

afterAll(async () => {
  await api?.stop('SIGKILL');
  await catcher.close();
  await database.close();
});

describe('a campaign through a killed API process', () => {
  it('when the API is killed mid-campaign and started again, then every subscriber receives the campaign exactly once', async () => {
    // The first start migrates the database; the subscribers are then written while no API runs.
    api = await spawnApi(settings);
    await api.stop();
    await withDatabase(async ({ db }) => {
      const [subscription] = await db
        .insert(subscriptions)
        .values({
          subscriptionType: 'Newsletter',
          localizations: { fr: { name: 'La lettre', description: null } },
        })
        .returning();
      await db.insert(subscribers).values(
        Array.from({ length: RECIPIENTS }, (_, index) => ({
          subscriptionId: subscription?.id ?? 0,
          email: `reader${String(index).padStart(3, '0')}@example.org`,
          confirmedAt: new Date(),
        })),
      );
    });

    api = await spawnApi(settings);
    let token = await signIn();
    const [subscriptionId] = (await call(campaignEndpoints.targets, { token })).kinds
      .filter((kind) => kind.mailTarget === 'SubscriptionId')
      .flatMap((kind) => kind.targets.map((target) => target.id));
    const campaign = await call(campaignEndpoints.create, {
      token,
      body: {
        name: 'Novembre',
        subject: SUBJECT,
        mailTarget: 'SubscriptionId',
        targetIds: [subscriptionId],
        content:
          '<mjml><mj-body><mj-section><mj-column><mj-text>Bonjour</mj-text></mj-column></mj-section></mj-body></mjml>',
      },
    });
    await call(campaignEndpoints.draft, {
      token,
      body: { id: campaign.id, version: campaign.version, isDraft: false },
    });

    // Mid-campaign: the server stops answering; once every accepted mail is recorded as sent, kill.
    await catcher.waitFor(40, 120_000);
    catcher.stall();
    await catcher.waitForHeld(1, 60_000);
    const accepted = catcher.received.length;
    await vi.waitFor(
      async () => {
        const stats = await call(campaignEndpoints.stats, { token, query: { id: String(campaign.id) } });
        expect(stats.sent).toBe(accepted);
      },
      { timeout: 30_000, interval: 100 },
    );
    await api.stop('SIGKILL');
    api = null;
    // The dead process's connections close: the mails the server held were never accepted.
    await vi.waitFor(() => expect(catcher.abandoned).toBeGreaterThan(0), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    catcher.release();
    expect(catcher.received.length).toBe(accepted);
    expect(accepted).toBeLessThan(RECIPIENTS);

    await withDatabase(async ({ db }) => {
      const held = await db.execute(
        sql`update mails set delivery_until = delivery_until - interval '1 hour'
            where delivery_until is not null and not processed returning id`,
      );
      expect(held.rows.length).toBeGreaterThan(0);
      await db.execute(
        sql`update ${sql.identifier(BOSS_SCHEMA)}.job
            set started_on = started_on - interval '1 hour', heartbeat_on = heartbeat_on - interval '1 hour'
            where name = 'mail-campaign-send' and state = 'active'`,
      );
    });

    api = await spawnApi(settings);
    token = await signIn();
    await vi.waitFor(
      async () => {
        const found = await call(campaignEndpoints.get, { token, query: { id: String(campaign.id) } });
        expect(found.status).toBe('Sent');
      },
      { timeout: 180_000, interval: 500 },
    );

    const campaignMails = catcher.received.filter((mail) => mail.subject === SUBJECT);
    const perAddress = new Map<string, number>();
    for (const mail of campaignMails) perAddress.set(mail.to, (perAddress.get(mail.to) ?? 0) + 1);
    expect(perAddress.size).toBe(RECIPIENTS);
    expect([...perAddress.values()].filter((count) => count !== 1)).toEqual([]);
    const stats = await call(campaignEndpoints.stats, { token, query: { id: String(campaign.id) } });
    expect(stats).toMatchObject({ recipients: RECIPIENTS, sent: RECIPIENTS, failed: 0, pending: 0 });
  }, 400_000);
});

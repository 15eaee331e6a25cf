/**
 * `npm run bench:campaigns`: a mail campaign to `BENCH_RECIPIENTS` subscribers (20 000 by default) on
 * PostgreSQL (database `colophon_campaigns_bench`), delivered into an SMTP sink in this process that
 * counts each address's mails: the time to list the recipients, to write their mails to the log, to
 * deliver them (mails per second, unthrottled: `CAMPAIGN_MAILS_PER_SECOND` 10 000), the process's peak
 * memory, and duplicates and losses (both must be 0). Then the same with the API in a process of its
 * own (`main.ts`) killed with SIGKILL mid-send and started again (`BENCH_KILL_RECIPIENTS`, 5 000):
 * duplicates and losses again. The dead process's holds on its mails (two minutes) are moved an hour
 * back before the restart, as the kill test does. `BENCH_CAMPAIGN_RUNS` picks the runs:
 * `in-process,killed` (the default), `in-process` or `killed`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { campaignEndpoints } from '@colophon/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { campaigns } from '../apps/api/src/marketing/campaigns/campaigns.tables.ts';
import { freePort } from '../apps/api/src/testing/processes.ts';
import { table } from './measure.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 20_000);
const KILL_RECIPIENTS = Number(process.env.BENCH_KILL_RECIPIENTS ?? 5_000);
const RUNS = (process.env.BENCH_CAMPAIGN_RUNS ?? 'in-process,killed').split(',').map((run) => run.trim());
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_URL = SERVER.replace(/\/[^/]*$/, '/colophon_campaigns_bench');
const ADMIN = { userName: 'admin', password: 'bench-password-1' };
const MJML = `<mjml><mj-body><mj-section><mj-column>
<mj-text font-size="20px">Bonjour {{firstName}},</mj-text>
<mj-text>Les nouveautés de la rentrée littéraire vous attendent à la librairie.</mj-text>
<mj-button href="https://librairie.example/rentree">Voir la sélection</mj-button>
</mj-column></mj-section></mj-body></mjml>`;

/**
 * An SMTP server that keeps nothing but how many mails each address received. A mail counts when the
 * server answers "accepted", as for a real server. `stall` holds the answers (as the kill test's mail
 * catcher does), so that the API is killed with mails in flight that were never accepted: those are
 * owed again, while a mail whose "accepted" left before the kill is the one window SMTP leaves.
 */
const startSink = async () => {
  const perAddress = new Map<string, number>();
  let total = 0;
  let stalling = false;
  const held: (() => void)[] = [];
  let abandoned = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      // A sender killed mid-mail leaves a half-read message: it is not counted.
      stream.on('error', () => {});
      stream.on('end', () => {
        const accept = () => {
          for (const { address } of session.envelope.rcptTo) {
            perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
            total += 1;
          }
          callback();
        };
        if (stalling) held.push(accept);
        else accept();
      });
    },
  });
  // The killed API resets its connections (ECONNRESET): the server reports it as an 'error' event,
  // which unheard would crash the bench.
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    perAddress,
    get total() {
      return total;
    },
    get held() {
      return held.length;
    },
    get abandoned() {
      return abandoned;
    },
    stall() {
      stalling = true;
    },
    /** After the kill: the held mails' sender is dead, they were never accepted. */
    dropHeld() {
      stalling = false;
      abandoned += held.splice(0).length;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const freshDatabase = async () => {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query('drop database if exists colophon_campaigns_bench with (force)');
  await admin.query('create database colophon_campaigns_bench');
  await admin.end();
};

const settingsFor = (smtpUrl: string) => ({
  DATABASE_URL: BENCH_URL,
  ADMIN_USERNAME: ADMIN.userName,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  RATE_LIMIT: 'false',
  SMTP_URL: smtpUrl,
  CAMPAIGN_MAILS_PER_SECOND: '10000',
  JOB_SUPERVISE_SECONDS: '2',
});

/** Subscribers written straight in SQL: `count` confirmed addresses on one subscription. */
const seedSubscribers = async (client: pg.Client, count: number) => {
  const { rows } = await client.query<{ id: number }>(
    `insert into subscriptions (subscription_type, localizations) values ('Newsletter', '{"fr":{"name":"La lettre","description":null}}') returning id`,
  );
  const id = rows[0]?.id ?? 0;
  await client.query(
    `insert into subscription_subscribers (subscription_id, email, confirmed_at)
     select $1, 'reader' || n || '@example.org', now() from generate_series(1, $2) as n`,
    [id, count],
  );
  return id;
};

const duplicatesAndLosses = (perAddress: Map<string, number>, expected: number) => {
  let duplicates = 0;
  for (const count of perAddress.values()) duplicates += Math.max(0, count - 1);
  return { duplicates, losses: expected - perAddress.size };
};

const seconds = (from: Date | null, to: Date | null) =>
  from && to ? ((to.getTime() - from.getTime()) / 1000).toFixed(1) : '?';

const inProcess = async () => {
  await freshDatabase();
  const sink = await startSink();
  const colophon = await buildApp(loadConfig(settingsFor(sink.url)));
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  const subscriptionId = await seedSubscribers(client, RECIPIENTS);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const login = await colophon.app.inject({
    method: 'POST',
    url: '/BackOffice/Authentication/Token',
    payload: ADMIN,
  });
  const token = (login.json() as { entityOutput: { accessToken: string } }).entityOutput.accessToken;
  const call = async (endpoint: { method: string; path: string }, body: unknown) => {
    const answer = await colophon.app.inject({
      method: endpoint.method as 'POST',
      url: endpoint.path,
      headers: { authorization: `Bearer ${token}` },
      payload: body as Record<string, unknown>,
    });
    return (answer.json() as { entityOutput: { id: number; version: number } }).entityOutput;
  };
  const campaign = await call(campaignEndpoints.create, {
    name: 'Bench',
    subject: 'La rentrée, {{firstName}}',
    content: MJML,
    mailTarget: 'SubscriptionId',
    targetIds: [subscriptionId],
  });
  const started = performance.now();
  await call(campaignEndpoints.draft, { id: campaign.id, version: campaign.version, isDraft: false });
  for (;;) {
    const [row] = await colophon.services.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    if (row?.status === 'Sent') {
      const wall = (performance.now() - started) / 1000;
      clearInterval(sampler);
      const { duplicates, losses } = duplicatesAndLosses(sink.perAddress, RECIPIENTS);
      const sendSeconds =
        row.mailCreatedAt && row.sentAt ? (row.sentAt.getTime() - row.mailCreatedAt.getTime()) / 1000 : 0;
      console.log(
        table(
          [
            'recipients',
            'expand',
            'mail log written',
            'delivery',
            'mails/s (delivery)',
            'wall',
            'peak RSS',
            'duplicates',
            'losses',
          ],
          [
            [
              RECIPIENTS,
              `${seconds(row.startedAt, row.expandedAt)} s`,
              `${seconds(row.expandedAt, row.mailCreatedAt)} s`,
              `${sendSeconds.toFixed(1)} s`,
              Math.round(RECIPIENTS / sendSeconds),
              `${wall.toFixed(1)} s`,
              `${Math.round(peakRss / 1024 / 1024)} MB`,
              String(duplicates),
              String(losses),
            ],
          ],
        ),
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await client.end();
  await colophon.close();
  await sink.close();
};

const apiMain = fileURLToPath(new URL('../apps/api/src/main.ts', import.meta.url));

const startProcess = async (settings: Record<string, string>) => {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [apiMain], {
    env: { PATH: process.env.PATH, ...settings, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url };
};

const killed = async () => {
  await freshDatabase();
  const sink = await startSink();
  const settings = settingsFor(sink.url);
  // The first start migrates the database.
  let api = await startProcess(settings);
  const client = new pg.Client({ connectionString: BENCH_URL });
  await client.connect();
  const subscriptionId = await seedSubscribers(client, KILL_RECIPIENTS);
  const http = async (endpoint: { method: string; path: string }, body: unknown, token?: string) => {
    const answer = await fetch(new URL(endpoint.path, api.url), {
      method: endpoint.method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await answer.json()) as { entityOutput: { id: number; version: number; accessToken: string } })
      .entityOutput;
  };
  const { accessToken } = await http({ method: 'POST', path: '/BackOffice/Authentication/Token' }, ADMIN);
  const campaign = await http(
    campaignEndpoints.create,
    {
      name: 'Bench kill',
      subject: 'Novembre',
      content: MJML,
      mailTarget: 'SubscriptionId',
      targetIds: [subscriptionId],
    },
    accessToken,
  );
  await http(
    campaignEndpoints.draft,
    { id: campaign.id, version: campaign.version, isDraft: false },
    accessToken,
  );
  while (sink.total < KILL_RECIPIENTS / 3) await new Promise((resolve) => setTimeout(resolve, 20));
  // Mails in flight at the kill: taken in full by the server, never answered "accepted".
  sink.stall();
  while (sink.held < 1) await new Promise((resolve) => setTimeout(resolve, 5));
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGKILL');
  await exited;
  sink.dropHeld();
  const atKill = sink.total;
  await client.query(
    `update mails set delivery_until = delivery_until - interval '1 hour' where delivery_until is not null and not processed`,
  );
  await client.query(
    `update pgboss.job set started_on = started_on - interval '1 hour', heartbeat_on = heartbeat_on - interval '1 hour'
     where name = 'mail-campaign-send' and state = 'active'`,
  );
  api = await startProcess(settings);
  const restarted = performance.now();
  for (;;) {
    const { rows } = await client.query<{ status: string }>(
      'select status from mail_campaigns where id = $1',
      [campaign.id],
    );
    if (rows[0]?.status === 'Sent') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const { duplicates, losses } = duplicatesAndLosses(sink.perAddress, KILL_RECIPIENTS);
  console.log(
    table(
      [
        'recipients',
        'received before the kill',
        'in flight at the kill',
        'finished after restart in',
        'duplicates',
        'losses',
      ],
      [
        [
          KILL_RECIPIENTS,
          atKill,
          String(sink.abandoned),
          `${((performance.now() - restarted) / 1000).toFixed(1)} s`,
          String(duplicates),
          String(losses),
        ],
      ],
    ),
  );
  api.child.kill('SIGTERM');
  await client.end();
  await sink.close();
};

if (RUNS.includes('in-process')) {
  console.log(`▶ a campaign to ${RECIPIENTS} subscribers on PostgreSQL, into an SMTP sink`);
  await inProcess();
}
if (RUNS.includes('killed')) {
  console.log(`▶ the same to ${KILL_RECIPIENTS} with the API process killed mid-send and started again`);
  await killed();
}
process.exit(0);

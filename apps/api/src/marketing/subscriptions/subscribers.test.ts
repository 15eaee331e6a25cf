import {
  activityEndpoints,
  claim,
  mailEndpoints,
  publicSubscriptionEndpoints,
  SUBSCRIBE_REQUESTS_PER_MINUTE,
  subscriptionEndpoints,
} from '@colophon/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { mails } from '../../mails/mails.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { subscribers } from './subscriptions.tables.ts';

let api: TestApp;
let subscriptionId = 0;
beforeAll(async () => {
  api = await startTestApp({ TRUST_PROXY: '127.0.0.1' });
  subscriptionId = (
    await api.call(subscriptionEndpoints.create, {
      body: {
        subscriptionType: 'Newsletter',
        localizations: [
          { locale: 'fr', name: 'La lettre du mois' },
          { locale: 'en', name: 'The monthly letter' },
        ],
      },
      token: api.adminToken,
    })
  ).output.id;
});
afterAll(() => api.close());

const active = async () =>
  (await api.call(subscriptionEndpoints.get, { query: { id: subscriptionId }, token: api.adminToken })).output
    .activeSubscribers;

/** Asks to subscribe and answers the confirmation mail that arrives, with its two links. */
const subscribe = async (email: string, id = subscriptionId) => {
  const before = api.mail.received.length;
  const answer = await api.call(publicSubscriptionEndpoints.subscribe, {
    body: { subscriptionId: id, email },
    headers: { 'accept-language': 'en' },
  });
  expect(answer.status).toBe(200);
  await api.mail.waitFor(before + 1);
  const mail = api.mail.received.filter((received) => received.to === email.toLowerCase()).at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  const confirm = mail.html.match(/http:\/\/localhost:3001\/subscription\/confirm\?token=([\w-]+)/)?.[1];
  const unsubscribeUrl = mail.headers['list-unsubscribe']?.match(/^<(.+)>$/)?.[1];
  if (!confirm || !unsubscribeUrl) throw new Error('a link is missing');
  return { mail, confirm, unsubscribeUrl: new URL(unsubscribeUrl) };
};

/** What a mail client does with `List-Unsubscribe-Post` (RFC 8058). */
const oneClick = (url: URL) =>
  api.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

describe('double opt-in and one-click unsubscribe', () => {
  it('when a reader subscribes, then a confirmation mail comes with one-click unsubscribe headers, its link confirms once, and the mail log hides both links', async () => {
    const { mail, confirm, unsubscribeUrl } = await subscribe('Lea.Martin@Example.org');
    expect(mail.subject).toBe('Confirm your subscription: The monthly letter');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl.origin).toBe('http://localhost:53361');
    expect(unsubscribeUrl.pathname).toBe('/Public/Subscription/Unsubscribe');
    expect(await active()).toBe(0);

    expect((await api.call(publicSubscriptionEndpoints.confirm, { body: { token: confirm } })).status).toBe(
      200,
    );
    expect(await active()).toBe(1);
    const again = await api.call(publicSubscriptionEndpoints.confirm, { body: { token: confirm } });
    expect(again.status).toBe(400);
    expect(again.body.propertiesErrorMessages).toEqual([
      { propertyName: 'token', errorMessage: 'This link is not valid any more.' },
    ]);

    const log = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: 'lea.martin@example.org' },
    });
    const [entry] = log.output.items;
    const logged = (
      await api.call(mailEndpoints.get, { query: { id: entry?.id ?? 0 }, token: api.adminToken })
    ).output;
    expect(logged.body).not.toContain(confirm);
    expect(logged.body).not.toContain(unsubscribeUrl.searchParams.get('token') ?? 'missing');
    expect(JSON.stringify(logged.extra)).not.toContain('token');
    expect(
      (await api.call(mailEndpoints.resend, { body: { id: entry?.id ?? 0 }, token: api.adminToken })).status,
    ).toBe(400);

    const left = await oneClick(unsubscribeUrl);
    expect(left.statusCode).toBe(200);
    expect(await active()).toBe(0);
    // A second click changes nothing and is not an error: the address is out.
    expect((await oneClick(unsubscribeUrl)).statusCode).toBe(200);
    // Its owner changes their mind: joining again brings a new confirmation mail at once.
    const rejoined = await subscribe('lea.martin@example.org');
    expect(
      (await api.call(publicSubscriptionEndpoints.confirm, { body: { token: rejoined.confirm } })).status,
    ).toBe(200);
    expect(await active()).toBe(1);
    await oneClick(rejoined.unsubscribeUrl);
  });

  it('when a token is forged or signed for another subscriber, then it is refused and nobody leaves', async () => {
    const { confirm, unsubscribeUrl } = await subscribe('paul@example.org');
    await api.call(publicSubscriptionEndpoints.confirm, { body: { token: confirm } });
    const token = unsubscribeUrl.searchParams.get('token') ?? '';
    const [id, mac] = token.split('.');
    const forgeries = [
      `${Number(id) + 1}.${mac}`,
      `${id}.${'A'.repeat(mac?.length ?? 43)}`,
      'nonsense',
      id ?? '',
    ];
    for (const forged of forgeries) {
      const answer = await api.call(publicSubscriptionEndpoints.unsubscribe, { query: { token: forged } });
      expect(answer.status).toBe(400);
    }
    expect(
      (await api.call(publicSubscriptionEndpoints.confirm, { body: { token: `${confirm}x` } })).status,
    ).toBe(400);
    expect(await active()).toBeGreaterThanOrEqual(1);
    await oneClick(unsubscribeUrl);
  });

  it('when an address already active subscribes again, then the answer is the same and no mail goes out', async () => {
    const { confirm } = await subscribe('anne@example.org');
    await api.call(publicSubscriptionEndpoints.confirm, { body: { token: confirm } });
    const before = api.mail.received.length;
    const answer = await api.call(publicSubscriptionEndpoints.subscribe, {
      body: { subscriptionId, email: 'anne@example.org' },
    });
    expect(answer.status).toBe(200);
    await api.drainJobs();
    expect(api.mail.received.length).toBe(before);
    expect(
      (
        await api.call(publicSubscriptionEndpoints.subscribe, {
          body: { subscriptionId, email: 'not an address' },
        })
      ).body.propertiesErrorMessages.map((error) => error.propertyName),
    ).toEqual(['email']);
  });

  it('when someone posts the form for one address over and over, from many addresses, then it gets one confirmation mail a period, whose link works', async () => {
    const post = (email: string, from: number) =>
      api.call(publicSubscriptionEndpoints.subscribe, {
        body: { subscriptionId, email },
        headers: { 'x-forwarded-for': `198.51.100.${from}` },
      });
    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, n) => post(n % 2 ? 'bombed@example.org' : 'Bombed@Example.org', n + 1)),
    );
    expect(flood.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (let n = 0; n < 5; n++) expect((await post('bombed@example.org', 100 + n)).status).toBe(200);
    await api.drainJobs();
    const caught = api.mail.received.filter((mail) => mail.to === 'bombed@example.org');
    expect(caught).toHaveLength(1);
    const logged = await api.services.db.select().from(mails).where(eq(mails.to, 'bombed@example.org'));
    expect(logged).toHaveLength(1);
    // The one mail's link is still the address's: later posts did not replace its token.
    const token = caught[0]?.html.match(/subscription\/confirm\?token=([\w-]+)/)?.[1] ?? '';
    expect((await api.call(publicSubscriptionEndpoints.confirm, { body: { token } })).status).toBe(200);

    // Once the period has passed since the last mail, a pending address may get another one.
    await post('late@example.org', 150);
    await post('late@example.org', 151);
    await api.drainJobs();
    expect(api.mail.received.filter((mail) => mail.to === 'late@example.org')).toHaveLength(1);
    await api.services.db
      .update(subscribers)
      .set({
        confirmationSentAt: sql`now() - ${api.config.SUBSCRIPTION_CONFIRMATION_MINUTES + 1}::int * interval '1 minute'`,
      })
      .where(eq(subscribers.email, 'late@example.org'));
    await post('late@example.org', 152);
    await api.drainJobs();
    expect(api.mail.received.filter((mail) => mail.to === 'late@example.org')).toHaveLength(2);
  });

  it('when staff force an unsubscription, then the address is out; without the permission they cannot', async () => {
    const { confirm } = await subscribe('marc@example.org');
    await api.call(publicSubscriptionEndpoints.confirm, { body: { token: confirm } });
    const count = await active();
    const other = await tokenWithClaims(api, [claim('Public', 'DiscountManage')]);
    const body = { subscriptionId, email: 'MARC@example.org' };
    expect((await api.call(subscriptionEndpoints.forceUnsubscribe, { body, token: other })).status).toBe(403);
    expect(await active()).toBe(count);
    const staff = await tokenWithClaims(api, [claim('Marketing', 'Subscriptions')]);
    expect((await api.call(subscriptionEndpoints.forceUnsubscribe, { body, token: staff })).status).toBe(200);
    expect(await active()).toBe(count - 1);
    expect((await api.call(subscriptionEndpoints.forceUnsubscribe, { body, token: staff })).status).toBe(404);
    const log = (
      await api.call(activityEndpoints.list, {
        query: { entity: 'Subscription', entityId: String(subscriptionId) },
        token: api.adminToken,
      })
    ).output;
    const forced = log.items.filter((entry) => entry.action === 'ForceUnSubscribe');
    expect(forced).toHaveLength(1);
    expect(forced[0]?.userName).toMatch(/^limited/);
    expect(forced[0]?.changes).toEqual({ 'marc@example.org': { before: 'Active', after: 'Unsubscribed' } });
  });

  it('when readers join and leave, then Stats counts the joins, the leaves and the subscribers of each shop day', async () => {
    const events = (
      await api.call(subscriptionEndpoints.create, {
        body: { subscriptionType: 'Events', localizations: [{ locale: 'fr', name: 'Rencontres' }] },
        token: api.adminToken,
      })
    ).output.id;
    const first = await subscribe('ines@example.org', events);
    const second = await subscribe('jules@example.org', events);
    await api.call(publicSubscriptionEndpoints.confirm, { body: { token: first.confirm } });
    await api.call(publicSubscriptionEndpoints.confirm, { body: { token: second.confirm } });
    await oneClick(second.unsubscribeUrl);
    await oneClick(second.unsubscribeUrl);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
    const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
    const stats = await api.call(subscriptionEndpoints.stats, {
      query: { subscriptionId: events, from: yesterday, to: today },
      token: api.adminToken,
    });
    expect(stats.output.days).toEqual([
      { day: yesterday, joins: 0, leaves: 0, subscribers: 0 },
      { day: today, joins: 2, leaves: 1, subscribers: 1 },
    ]);
    const all = await api.call(subscriptionEndpoints.stats, {
      query: { from: today, to: today },
      token: api.adminToken,
    });
    expect(all.output.days[0]?.joins).toBeGreaterThanOrEqual(2);
    const backwards = await api.call(subscriptionEndpoints.stats, {
      query: { from: today, to: yesterday },
      token: api.adminToken,
    });
    expect(backwards.body.propertiesErrorMessages.map((error) => error.propertyName)).toEqual(['to']);
  });

  it('when one address asks for subscriptions too often, then it gets 429: each would send a mail', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= SUBSCRIBE_REQUESTS_PER_MINUTE; attempt++) {
      const answer = await api.call(publicSubscriptionEndpoints.subscribe, {
        body: { subscriptionId, email: `reader${attempt}@example.org` },
      });
      statuses.push(answer.status);
    }
    // The earlier tests of this file spent part of the minute's allowance of the same address.
    const limited = statuses.indexOf(429);
    expect(limited).toBeGreaterThan(0);
    expect(statuses.slice(0, limited).every((status) => status === 200)).toBe(true);
  });
});

describe('the subscribers of a subscription', () => {
  let listId = 0;
  beforeAll(async () => {
    listId = (
      await api.call(subscriptionEndpoints.create, {
        body: {
          subscriptionType: 'AuthorReleases',
          identifier: '42',
          localizations: [{ locale: 'fr', name: 'Nouveautés de Sagan' }],
        },
        token: api.adminToken,
      })
    ).output.id;
    // Written directly: the public endpoint's rate limit is spent by the tests above.
    const day = new Date('2026-03-02T10:00:00Z');
    await api.services.db.insert(subscribers).values([
      { subscriptionId: listId, email: 'zoe.active@example.org', createdAt: day, confirmedAt: day },
      { subscriptionId: listId, email: 'yves.pending@example.org', createdAt: day },
      {
        subscriptionId: listId,
        email: 'xavier.gone@example.org',
        createdAt: day,
        confirmedAt: day,
        unsubscribedAt: new Date('2026-03-05T10:00:00Z'),
      },
    ]);
  });

  const list = (query: Record<string, unknown>) =>
    api.call(subscriptionEndpoints.subscribers, {
      query: { subscriptionId: listId, ...query },
      token: api.adminToken,
    });

  it('when staff list them, then each address shows with its status, searched, filtered, sorted and paged', async () => {
    const all = (await list({ sort: 'email' })).output;
    expect(all.totalCount).toBe(3);
    expect(all.items.map((item) => [item.email, item.status])).toEqual([
      ['xavier.gone@example.org', 'Unsubscribed'],
      ['yves.pending@example.org', 'Pending'],
      ['zoe.active@example.org', 'Active'],
    ]);
    expect(all.items[2]?.confirmedAt).not.toBeNull();
    expect((await list({ status: 'Active' })).output.items.map((item) => item.email)).toEqual([
      'zoe.active@example.org',
    ]);
    expect((await list({ status: 'Pending' })).output.items.map((item) => item.email)).toEqual([
      'yves.pending@example.org',
    ]);
    expect((await list({ search: 'GONE' })).output.items.map((item) => item.email)).toEqual([
      'xavier.gone@example.org',
    ]);
    const second = (await list({ sort: '-email', page: 2, pageSize: 2 })).output;
    expect(second.totalCount).toBe(3);
    expect(second.items.map((item) => item.email)).toEqual(['xavier.gone@example.org']);
    const wrong = await list({ status: 'Lost', sort: 'name' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.propertiesErrorMessages.map((error) => error.propertyName).sort()).toEqual([
      'sort',
      'status',
    ]);
    expect((await list({ subscriptionId: 999_999 })).status).toBe(404);
  });

  it("when staff export them, then the CSV holds the rows the filters keep, in the caller's language", async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: `/BackOffice/Subscription/ExportSubscribers?subscriptionId=${listId}&status=Active`,
      headers: { authorization: `Bearer ${api.adminToken}`, 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Email;Customer;Status;Signed up on;Confirmed on;Unsubscribed on');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^zoe\.active@example\.org;;Subscribed;/);
  });

  it('without the subscriptions permission, then neither the list nor the export answer', async () => {
    const other = await tokenWithClaims(api, [claim('Public', 'DiscountManage')]);
    const query = { subscriptionId: listId };
    expect((await api.call(subscriptionEndpoints.subscribers, { query, token: other })).status).toBe(403);
    expect((await api.call(subscriptionEndpoints.exportSubscribers, { query, token: other })).status).toBe(
      403,
    );
  });
});

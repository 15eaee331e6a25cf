import {
  campaignEndpoints,
  claim,
  mailEndpoints,
  profilingEndpoints,
  publicCampaignEndpoints,
  subscriptionEndpoints,
  type TCampaignCreate,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { targetMembers, targets } from '../../analytics/targets/targets.tables.ts';
import { tokenWithClaims } from '../../catalog/testing/catalog-fixtures.ts';
import { customers } from '../../sales/customers/customers.tables.ts';
import { startTestApp, type TestApp } from '../../testing/index.ts';
import { subscribers } from '../subscriptions/subscriptions.tables.ts';

let api: TestApp;
const subscriptionIds: number[] = [];
let analyticsTargetId = 0;

const MJML = `<mjml><mj-body><mj-section><mj-column>
<mj-text>Bonjour {{firstName}} {{lastName}},</mj-text>
<mj-text>Les nouveautés de la rentrée.</mj-text>
</mj-column></mj-section></mj-body></mjml>`;

const subscription = async (name: string) =>
  (
    await api.call(subscriptionEndpoints.create, {
      body: { subscriptionType: 'Newsletter', localizations: [{ locale: 'fr', name }] },
      token: api.adminToken,
    })
  ).output.id;

beforeAll(async () => {
  api = await startTestApp({ CAMPAIGN_MAILS_PER_SECOND: '1000' });
  subscriptionIds.push(await subscription('La lettre'), await subscription('Les polars'));
  const [customer] = await api.services.db
    .insert(customers)
    .values({
      email: 'lea@example.org',
      firstName: 'Léa',
      lastName: '<b>Martin</b>',
    } as typeof customers.$inferInsert)
    .returning();
  const [paul] = await api.services.db
    .insert(customers)
    .values({
      email: 'Paul@Example.org',
      firstName: 'Paul',
      lastName: 'Roux',
    } as typeof customers.$inferInsert)
    .returning();
  const [target] = await api.services.db
    .insert(targets)
    .values({ name: 'Grands lecteurs', rules: { combinator: 'And', groups: [] }, membersCount: 2 })
    .returning();
  analyticsTargetId = target?.id ?? 0;
  await api.services.db.insert(targetMembers).values([
    { targetId: analyticsTargetId, customerId: customer?.id ?? 0 },
    { targetId: analyticsTargetId, customerId: paul?.id ?? 0 },
  ]);
  const [first = 0, second = 0] = subscriptionIds;
  const now = new Date();
  await api.services.db.insert(subscribers).values([
    { subscriptionId: first, email: 'lea@example.org', customerId: customer?.id ?? null, confirmedAt: now },
    { subscriptionId: first, email: 'paul@example.org', confirmedAt: now },
    { subscriptionId: first, email: 'pending@example.org' },
    { subscriptionId: first, email: 'gone@example.org', confirmedAt: now, unsubscribedAt: now },
    // Subscribed to both: one mail all the same.
    { subscriptionId: second, email: 'paul@example.org', confirmedAt: now },
    { subscriptionId: second, email: 'zoe@example.org', confirmedAt: now },
  ]);
});
afterAll(() => api.close());

const draft = (overrides: Partial<TCampaignCreate> = {}): TCampaignCreate => ({
  name: 'Rentrée littéraire',
  subject: 'La rentrée, {{firstName}}',
  content: MJML,
  mailTarget: 'SubscriptionId',
  targetIds: subscriptionIds,
  ...overrides,
});

const create = async (overrides: Partial<TCampaignCreate> = {}) =>
  (await api.call(campaignEndpoints.create, { body: draft(overrides), token: api.adminToken })).output;

const sendNow = async (id: number, version: number) =>
  (
    await api.call(campaignEndpoints.draft, {
      body: { id, version, isDraft: false },
      token: api.adminToken,
    })
  ).output;

const waitUntilSent = async (id: number) => {
  await vi.waitFor(
    async () => {
      const campaign = (await api.call(campaignEndpoints.get, { query: { id }, token: api.adminToken }))
        .output;
      expect(campaign.status).toBe('Sent');
    },
    { timeout: 30_000, interval: 200 },
  );
};

describe('mail campaigns: editing', () => {
  it('when staff create, read, update and delete a campaign, then a stale version is refused and the list searches, filters and sorts', async () => {
    const created = await create({ name: 'Prix Goncourt' });
    expect(created).toMatchObject({ status: 'Draft', isDraft: true, mailSent: false, version: 1 });
    const updated = (
      await api.call(campaignEndpoints.update, {
        body: { ...draft({ name: 'Prix Goncourt 2026' }), id: created.id, version: 1 },
        token: api.adminToken,
      })
    ).output;
    expect(updated).toMatchObject({ name: 'Prix Goncourt 2026', version: 2 });
    const stale = await api.call(campaignEndpoints.update, {
      body: { ...draft(), id: created.id, version: 1 },
      token: api.adminToken,
    });
    expect(stale.status).toBe(409);

    const other = await create({ name: 'Polars d’été', mailTarget: 'EmailList', emailList: 'a@example.org' });
    const found = (
      await api.call(campaignEndpoints.list, {
        query: { search: 'goncourt', status: 'Draft', sort: 'name' },
        token: api.adminToken,
      })
    ).output;
    expect(found.items.map((item) => item.name)).toEqual(['Prix Goncourt 2026']);
    const byTarget = (
      await api.call(campaignEndpoints.list, { query: { mailTarget: 'EmailList' }, token: api.adminToken })
    ).output;
    expect(byTarget.items.map((item) => item.id)).toContain(other.id);
    expect(byTarget.items.map((item) => item.id)).not.toContain(created.id);
    const pairs = (await api.call(campaignEndpoints.pairs, { token: api.adminToken })).output;
    expect(pairs).toEqual(expect.arrayContaining([{ id: created.id, name: 'Prix Goncourt 2026' }]));

    expect(
      (await api.call(campaignEndpoints.remove, { query: { id: other.id }, token: api.adminToken })).status,
    ).toBe(200);
    expect(
      (await api.call(campaignEndpoints.get, { query: { id: other.id }, token: api.adminToken })).status,
    ).toBe(404);
  });

  it('when an email list holds invalid addresses, then they are named back at the field', async () => {
    const answer = await api.call(campaignEndpoints.create, {
      body: draft({ mailTarget: 'EmailList', emailList: 'ok@example.org; not-an-address ; also@bad' }),
      token: api.adminToken,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.propertiesErrorMessages).toEqual([
      { propertyName: 'emailList', errorMessage: 'These addresses are not valid: not-an-address; also@bad.' },
    ]);
  });

  it('when the MJML does not compile or a target is unknown, then the field says so', async () => {
    const broken = await api.call(campaignEndpoints.create, {
      body: draft({
        content: '<mjml><mj-body><mj-section><mj-text>no column</mj-text></mj-section></mj-body></mjml>',
      }),
      token: api.adminToken,
    });
    expect(broken.status).toBe(400);
    expect(broken.body.propertiesErrorMessages[0]?.propertyName).toBe('content');
    expect(broken.body.propertiesErrorMessages[0]?.errorMessage).toMatch(/^The MJML does not compile: /);

    const unknown = await api.call(campaignEndpoints.create, {
      body: draft({ targetIds: [999_999] }),
      token: api.adminToken,
    });
    expect(unknown.body.propertiesErrorMessages).toEqual([
      { propertyName: 'targetIds', errorMessage: 'Unknown target: 999999.' },
    ]);
  });

  it('when staff list the targets, then the subscriptions come with their active subscribers, and the analytics targets with their members', async () => {
    const { kinds } = (await api.call(campaignEndpoints.targets, { token: api.adminToken })).output;
    expect(kinds.map((kind) => [kind.mailTarget, kind.available])).toEqual([
      ['EmailList', true],
      ['SubscriptionId', true],
      ['AnalyticsTargetIds', true],
    ]);
    expect(kinds[2]?.targets).toEqual([{ id: analyticsTargetId, name: 'Grands lecteurs', recipients: 2 }]);
    expect(kinds[1]?.targets).toEqual([
      { id: subscriptionIds[0], name: 'La lettre', recipients: 2 },
      { id: subscriptionIds[1], name: 'Les polars', recipients: 2 },
    ]);
  });

  it('when the editor previews MJML, then it gets the compiled HTML with sample names, or MJML’s complaints', async () => {
    const preview = (
      await api.call(campaignEndpoints.preview, {
        body: { subject: 'Pour {{firstName}}', content: MJML, contentType: 'Mjml', locale: 'fr' },
        token: api.adminToken,
      })
    ).output;
    expect(preview.subject).toBe('Pour Camille');
    expect(preview.html).toContain('Bonjour Camille Martin,');
    expect(preview.html).toContain('Se désabonner');
    expect(preview.problems).toEqual([]);
    const broken = (
      await api.call(campaignEndpoints.preview, {
        body: { content: '<mjml><mj-body><mj-section><mj-text>x</mj-text></mj-section></mj-body></mjml>' },
        token: api.adminToken,
      })
    ).output;
    expect(broken.problems.length).toBeGreaterThan(0);
  });

  it('when a user without the campaigns claim calls, then it is refused', async () => {
    const token = await tokenWithClaims(api, [claim('Marketing', 'Subscriptions')]);
    expect((await api.call(campaignEndpoints.list, { token })).status).toBe(403);
    expect((await api.call(campaignEndpoints.list, {})).status).toBe(401);
  });
});

describe('mail campaigns: sending', () => {
  it('when staff send a test, then the campaign comes to their own address', async () => {
    const campaign = await create({ name: 'Test à soi' });
    const before = api.mail.received.length;
    const answer = (
      await api.call(campaignEndpoints.testSend, { body: { id: campaign.id }, token: api.adminToken })
    ).output;
    expect(answer.to).toBe('admin@colophon.local');
    await api.mail.waitFor(before + 1);
    const mail = api.mail.received.at(-1);
    expect(mail?.to).toBe('admin@colophon.local');
    expect(mail?.html).toContain('Les nouveautés de la rentrée.');
  });

  it('when a campaign to two subscriptions goes out, then each active subscriber gets it once, personalised and escaped, with one-click unsubscribe headers', async () => {
    const campaign = await create({ name: 'Envoi abonnés' });
    const before = api.mail.received.length;
    const scheduled = await sendNow(campaign.id, campaign.version);
    expect(['Scheduled', 'Processing', 'Sent']).toContain(scheduled.status);
    await waitUntilSent(campaign.id);

    const mails = api.mail.received.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'lea@example.org',
      'paul@example.org',
      'zoe@example.org',
    ]);
    const lea = mails.find((mail) => mail.to === 'lea@example.org');
    expect(lea?.subject).toBe('La rentrée, Léa');
    expect(lea?.html).toContain('Bonjour Léa &lt;b&gt;Martin&lt;/b&gt;,');
    expect(lea?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = lea?.headers['list-unsubscribe']?.match(/^<(.+)>$/)?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/Public/Subscription/Unsubscribe');
    expect(lea?.html).toContain(link.replaceAll('&', '&amp;'));

    const stats = (
      await api.call(campaignEndpoints.stats, { query: { id: campaign.id }, token: api.adminToken })
    ).output;
    expect(stats).toMatchObject({ recipients: 3, sent: 3, failed: 0, pending: 0, unsubscribedSince: 0 });
    expect(stats.hours.reduce((sum, hour) => sum + hour.sent, 0)).toBe(3);

    // The reader leaves by the link of the campaign's mail: the campaign's statistics count it.
    const url = new URL(link);
    const left = await api.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    const after = (
      await api.call(campaignEndpoints.stats, { query: { id: campaign.id }, token: api.adminToken })
    ).output;
    expect(after.unsubscribedSince).toBe(1);

    // The mail log holds one mail per recipient, the personal link left out.
    const log = (
      await api.call(mailEndpoints.list, { query: { search: 'La rentrée, Léa' }, token: api.adminToken })
    ).output;
    expect(log.items).toHaveLength(1);
    const logged = (
      await api.call(mailEndpoints.get, { query: { id: log.items[0]?.id ?? 0 }, token: api.adminToken })
    ).output;
    expect(logged.body).not.toContain(link.replaceAll('&', '&amp;'));

    // A sent campaign is not edited nor put back to draft.
    const sent = (
      await api.call(campaignEndpoints.get, { query: { id: campaign.id }, token: api.adminToken })
    ).output;
    expect(sent).toMatchObject({ mailCreated: true, mailSent: true, processing: false });
    const edit = await api.call(campaignEndpoints.update, {
      body: { ...draft(), id: campaign.id, version: sent.version },
      token: api.adminToken,
    });
    expect(edit.status).toBe(409);
    const back = await api.call(campaignEndpoints.draft, {
      body: { id: campaign.id, version: sent.version, isDraft: true },
      token: api.adminToken,
    });
    expect(back.status).toBe(409);
  });

  it('when a campaign goes to an email list, then each address gets it once, and one that leaves by its link gets no campaign again', async () => {
    const emails = 'Anna@Example.org; bob@example.org;anna@example.org';
    const first = await create({ name: 'Liste', mailTarget: 'EmailList', emailList: emails });
    expect(first.emailList).toBe('anna@example.org; bob@example.org');
    const before = api.mail.received.length;
    await sendNow(first.id, first.version);
    await waitUntilSent(first.id);
    const mails = api.mail.received.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['anna@example.org', 'bob@example.org']);
    const link = new URL(
      mails.find((mail) => mail.to === 'bob@example.org')?.headers['list-unsubscribe']?.slice(1, -1) ?? '',
    );
    expect(link.pathname).toBe(publicCampaignEndpoints.unsubscribe.path);
    const left = await api.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    const forged = await api.call(publicCampaignEndpoints.unsubscribe, {
      query: { token: 'bob@example.org.forged' },
    });
    expect(forged.status).toBe(400);

    const second = await create({ name: 'Liste 2', mailTarget: 'EmailList', emailList: emails });
    const beforeSecond = api.mail.received.length;
    await sendNow(second.id, second.version);
    await waitUntilSent(second.id);
    expect(api.mail.received.slice(beforeSecond).map((mail) => mail.to)).toEqual(['anna@example.org']);
  });

  it('when a campaign goes to an analytics target, then each member customer gets it once, by name, with the campaigns’ one-click link', async () => {
    const campaign = await create({
      name: 'Cible',
      mailTarget: 'AnalyticsTargetIds',
      targetIds: [analyticsTargetId],
    });
    const before = api.mail.received.length;
    await sendNow(campaign.id, campaign.version);
    await waitUntilSent(campaign.id);
    const mails = api.mail.received.slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual(['lea@example.org', 'paul@example.org']);
    const paul = mails.find((mail) => mail.to === 'paul@example.org');
    expect(paul?.html).toContain('Bonjour Paul Roux,');
    const link = new URL(paul?.headers['list-unsubscribe']?.slice(1, -1) ?? '');
    expect(link.pathname).toBe(publicCampaignEndpoints.unsubscribe.path);
    const left = await api.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);

    // The target's profile lists the campaigns aimed at it and how they went.
    const emailing = await api.call(profilingEndpoints.emailing, {
      query: { id: analyticsTargetId },
      token: api.adminToken,
    });
    expect(emailing.status).toBe(200);
    expect(emailing.output).toEqual([
      expect.objectContaining({
        id: campaign.id,
        name: 'Cible',
        status: 'Sent',
        recipients: 2,
        mailsSent: 2,
        failed: 0,
        pending: 0,
        unsubscribed: 1,
      }),
    ]);
    expect(emailing.output[0]?.sentAt).not.toBeNull();
    // A campaign to subscriptions is not the target's.
    expect(emailing.output.map((row) => row.name)).not.toContain('Rentrée littéraire');
  });

  it('when a campaign is out of draft for a later date, then it waits, and goes back to draft on demand', async () => {
    const later = new Date(Date.now() + 3600_000).toISOString();
    const campaign = await create({ name: 'Plus tard', dontSendBeforeDateUtc: later });
    const scheduled = await sendNow(campaign.id, campaign.version);
    expect(scheduled).toMatchObject({ status: 'Scheduled', isDraft: false });
    const edit = await api.call(campaignEndpoints.update, {
      body: { ...draft(), id: campaign.id, version: scheduled.version },
      token: api.adminToken,
    });
    expect(edit.status).toBe(409);
    expect(edit.body.errors).toEqual(['Only a draft campaign can be changed: put it back to draft first.']);
    const back = (
      await api.call(campaignEndpoints.draft, {
        body: { id: campaign.id, version: scheduled.version, isDraft: true },
        token: api.adminToken,
      })
    ).output;
    expect(back).toMatchObject({ status: 'Draft', isDraft: true });
  });
});

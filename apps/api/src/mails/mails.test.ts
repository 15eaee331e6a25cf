import { activityEndpoints, authenticationEndpoints, type Locale, mailEndpoints } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../auth/access-tokens.ts';
import { startTestApp, type TestApp } from '../testing/index.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const soon = { timeout: 15_000, interval: 100 };

const queueMail = (to: string, firstName = 'Louise', locale: Locale = 'fr') =>
  api.services.db.transaction((tx) =>
    api.services.mails.queue(tx, {
      to,
      template: 'emailChanged',
      locale,
      data: { firstName, userName: 'louise', newEmail: 'louise@nouvelle.example' },
    }),
  );

const mailOf = async (id: number) =>
  (await api.call(mailEndpoints.get, { token: api.adminToken, query: { id } })).output;
const copiesTo = (to: string) => api.mail.received.filter((mail) => mail.to === to);

describe('outgoing mail', () => {
  it('when a password reset is asked, then the mail is logged, delivered once, and the log says so', async () => {
    await api.call(authenticationEndpoints.forgotPassword, { body: { email: 'admin@colophon.local' } });
    await api.mail.waitFor(1);
    const [delivered] = copiesTo('admin@colophon.local');
    expect(delivered?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(delivered?.html).toContain('valable une heure');

    const log = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: 'admin@colophon' },
    });
    expect(log.output.totalCount).toBe(1);
    const [entry] = log.output.items;
    await vi.waitFor(async () => {
      expect(await mailOf(entry?.id ?? 0)).toMatchObject({ processed: true, sentTries: 1, lastError: null });
    }, soon);
    const mail = await mailOf(entry?.id ?? 0);
    expect(mail).toMatchObject({
      to: 'admin@colophon.local',
      extra: { template: 'forgotPassword', locale: 'fr' },
    });
    expect(mail.body).toContain('[redacted: single-use link]');
    expect(mail.body).not.toContain('/resetPassword?token=');
    expect(Date.parse(mail.sentDate ?? '')).toBeGreaterThanOrEqual(Date.parse(mail.createdAt));
  });

  it('when the SMTP server refuses a mail for a while, then the log shows the failed try, and a later try delivers it', async () => {
    api.mail.refuseNext(1, 'Mailbox busy, try again later');
    const id = await queueMail('busy.reader@example.org');

    await vi.waitFor(async () => {
      const mail = await mailOf(id);
      expect(mail).toMatchObject({ processed: false, sentTries: 1, sentDate: null });
      expect(mail.lastError).toContain('Mailbox busy, try again later');
    }, soon);
    await vi.waitFor(async () => {
      expect(await mailOf(id)).toMatchObject({ processed: true, sentTries: 2, lastError: null });
    }, soon);
    expect(copiesTo('busy.reader@example.org')).toHaveLength(1);

    // The detail keeps every try: the refusal with the server's words, then the delivery.
    const { tries, sentDate } = await mailOf(id);
    expect(tries).toMatchObject([
      { outcome: 'Failed', error: expect.stringContaining('Mailbox busy, try again later') },
      { outcome: 'Sent', error: null },
    ]);
    const [refused, sent] = tries;
    expect(Date.parse(refused?.endedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(refused?.startedAt ?? ''));
    expect(Date.parse(sent?.startedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(refused?.endedAt ?? ''));
    expect(Date.parse(sent?.endedAt ?? '')).toBeLessThanOrEqual(Date.parse(sentDate ?? '') + 1000);
  });

  it('when staff resend a delivered mail, then it is delivered again as a new message, and the activity log says who', async () => {
    const id = await queueMail('twice.reader@example.org');
    await vi.waitFor(async () => {
      expect((await mailOf(id)).processed).toBe(true);
    }, soon);

    const resent = await api.call(mailEndpoints.resend, { token: api.adminToken, body: { id } });
    expect(resent.output).toMatchObject({ id, processed: false });
    await vi.waitFor(async () => {
      expect(await mailOf(id)).toMatchObject({ processed: true, sentTries: 2 });
    }, soon);
    const copies = copiesTo('twice.reader@example.org');
    expect(copies).toHaveLength(2);
    expect(copies[0]?.messageId).not.toBe(copies[1]?.messageId);

    const activity = await api.call(activityEndpoints.list, {
      token: api.adminToken,
      query: { entity: 'mail', entityId: String(id) },
    });
    expect(activity.output.items).toMatchObject([{ action: 'resend', userName: 'admin' }]);
  });

  it('when an unknown mail is read or resent, then 404', async () => {
    expect(
      (await api.call(mailEndpoints.get, { token: api.adminToken, query: { id: 999_999 } })).status,
    ).toBe(404);
    expect(
      (await api.call(mailEndpoints.resend, { token: api.adminToken, body: { id: 999_999 } })).status,
    ).toBe(404);
  });
});

/** The token of the reset link a caught mail holds. */
const resetTokenIn = (html: string) => {
  const token = html.match(/resetPassword\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('the mail holds no reset link');
  return token;
};

describe('mails that carry a single-use link', () => {
  it('when someone asks for the administrator’s password reset, then the mail log, its list and the activity log never show the link, while the mail delivered holds a working one', async () => {
    await api.call(authenticationEndpoints.forgotPassword, { body: { email: 'admin@colophon.local' } });
    await vi.waitFor(() => expect(copiesTo('admin@colophon.local').length).toBeGreaterThan(0), soon);
    const delivered = copiesTo('admin@colophon.local').at(-1);
    const token = resetTokenIn(delivered?.html ?? '');

    const list = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: 'admin@colophon', pageSize: 200 },
    });
    await vi.waitFor(async () => {
      for (const item of list.output.items) expect((await mailOf(item.id)).processed).toBe(true);
    }, soon);
    const details = await Promise.all(list.output.items.map((item) => mailOf(item.id)));
    const activity = await api.call(activityEndpoints.list, {
      token: api.adminToken,
      query: { pageSize: 200 },
    });
    for (const answer of [list.body, details, activity.body])
      expect(JSON.stringify(answer)).not.toContain(token);
    expect(details.at(0)?.body).toContain('[redacted: single-use link]');

    const rows = await api.services.database.db.execute<{ body: string; sealed: string | null }>(
      sql`select body, sealed_body as sealed from mails where "to" = 'admin@colophon.local'`,
    );
    for (const row of rows.rows) {
      expect(row.body).not.toContain(token);
      expect(row.sealed).toBeNull();
    }

    // The link delivered is a live one: its token's hash waits unused (resetting would end the admin's session).
    const live = await api.services.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from one_time_tokens where token_hash = ${hashToken(token)} and used_at is null`,
    );
    expect(live.rows[0]?.n).toBe(1);
  });

  it('when staff resend a mail that carried a single-use link, then 400 says why and nothing is sent again', async () => {
    await api.call(authenticationEndpoints.forgotPassword, { body: { email: 'admin@colophon.local' } });
    const list = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: 'admin@colophon', pageSize: 1 },
    });
    const id = list.output.items[0]?.id ?? 0;
    await vi.waitFor(async () => expect((await mailOf(id)).processed).toBe(true), soon);
    const before = copiesTo('admin@colophon.local').length;

    const refused = await api.call(mailEndpoints.resend, { token: api.adminToken, body: { id } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      'This mail carried a single-use link: it is not sent again. Ask for a new link instead.',
    ]);
    expect(await mailOf(id)).toMatchObject({ processed: true, sentTries: 1 });
    await api.drainJobs();
    expect(copiesTo('admin@colophon.local')).toHaveLength(before);
  });
});

describe('the mail log', () => {
  it('when it is searched, filtered and sorted, then it pages through the matching mails', async () => {
    const ids = [
      await queueMail('zoe.log@example.org', 'Zoé', 'en'),
      await queueMail('adele.log@example.org', 'Adèle'),
      await queueMail('marc.log@example.org', 'Marc'),
    ];
    await vi.waitFor(async () => {
      for (const id of ids) expect((await mailOf(id)).processed).toBe(true);
    }, soon);

    const newest = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: '.log@example', pageSize: 2 },
    });
    expect(newest.output.totalCount).toBe(3);
    expect(newest.output.items.map((mail) => mail.to)).toEqual([
      'marc.log@example.org',
      'adele.log@example.org',
    ]);
    expect(newest.output.items[0]).not.toHaveProperty('body');

    const byRecipient = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: '.log@example', sort: 'to', page: 2, pageSize: 2 },
    });
    expect(byRecipient.output.items.map((mail) => mail.to)).toEqual(['zoe.log@example.org']);

    const bySubject = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: 'Your email address has changed' },
    });
    expect(bySubject.output.items.map((mail) => mail.to)).toEqual(['zoe.log@example.org']);

    const unsent = await api.call(mailEndpoints.list, {
      token: api.adminToken,
      query: { search: '.log@example', processed: 'false' },
    });
    expect(unsent.output.totalCount).toBe(0);
  });

  it('when the sort is not one of the fields, then 400 names it', async () => {
    const answer = await api.app.inject({
      method: 'GET',
      url: `${mailEndpoints.list.path}?sort=body`,
      headers: { authorization: `Bearer ${api.adminToken}` },
    });
    expect(answer.statusCode).toBe(400);
    const errors = answer.json<{ propertiesErrorMessages: { propertyName: string }[] }>()
      .propertiesErrorMessages;
    expect(errors.map((error) => error.propertyName)).toEqual(['sort']);
  });
});

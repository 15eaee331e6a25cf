import {
  authenticationEndpoints as auth,
  MY_ACCOUNT_CLAIM,
  currentUserEndpoints as me,
  userEndpoints as users,
} from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { createUser } from '../users/users.fixtures.ts';
import { hashToken } from './access-tokens.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const signedInUser = async () => {
  const user = await createUser(api, { claimTypes: [{ id: MY_ACCOUNT_CLAIM }] });
  const session = await api.signIn(user.userName, user.password);
  return { user, session };
};
const canRead = async (accessToken: string) => (await api.call(me.get, { token: accessToken })).status;
/** What the clock would do: the refresh token was rotated a minute ago. */
const rotatedLongAgo = (refreshToken: string) =>
  api.services.database.db.execute(
    sql`update refresh_tokens set rotated_at = now() - interval '1 minute' where token_hash = ${hashToken(refreshToken)}`,
  );

describe('ending a session', () => {
  it('when the user logs out, then its access token and its refresh token stop working at once, and its other sessions go on', async () => {
    const { user, session } = await signedInUser();
    const elsewhere = await api.signIn(user.userName, user.password);
    expect(await canRead(session.accessToken)).toBe(200);
    const logout = await api.call(auth.logout, { body: { token: session.refreshToken } });
    expect(logout.status).toBe(200);
    expect(await canRead(session.accessToken)).toBe(401);
    expect((await api.call(auth.refresh, { body: { token: session.refreshToken } })).status).toBe(401);
    expect(await canRead(elsewhere.accessToken)).toBe(200);
    const unknown = await api.call(auth.logout, { body: { token: 'not-a-token' } });
    expect(unknown.body).toEqual(logout.body);
  });

  it('when a user is deleted, then its access token fails at once', async () => {
    const { user, session } = await signedInUser();
    expect((await api.call(users.remove, { query: { id: user.id }, token: api.adminToken })).status).toBe(
      200,
    );
    expect(await canRead(session.accessToken)).toBe(401);
  });

  it('when a user’s password is reset by link or set by an administrator, then its access tokens fail at once', async () => {
    const { user, session } = await signedInUser();
    await api.call(auth.forgotPassword, { body: { email: user.email } });
    await vi.waitFor(() => expect(api.mail.received.some((mail) => mail.to === user.email)).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });
    const html = api.mail.received.find((mail) => mail.to === user.email)?.html ?? '';
    const token = html.match(/resetPassword\?token=([\w-]+)/)?.[1] ?? '';
    expect(
      (await api.call(auth.resetPassword, { body: { token, password: 'un-secret-tout-neuf' } })).status,
    ).toBe(200);
    expect(await canRead(session.accessToken)).toBe(401);

    const again = await api.signIn(user.userName, 'un-secret-tout-neuf');
    const read = (await api.call(users.get, { query: { id: user.id }, token: api.adminToken })).output;
    await api.call(users.update, {
      body: { ...read, password: 'encore-un-autre-secret', roles: [] },
      token: api.adminToken,
    });
    expect(await canRead(again.accessToken)).toBe(401);
  });

  it('when a rotated refresh token is replayed after the grace period, then every session of the user ends, access tokens included', async () => {
    const { user, session } = await signedInUser();
    const other = await api.signIn(user.userName, user.password);
    const next = (await api.call(auth.refresh, { body: { token: session.refreshToken } })).output;
    await rotatedLongAgo(session.refreshToken);
    const replay = await api.call(auth.refresh, { body: { token: session.refreshToken } });
    expect(replay.status).toBe(401);
    expect(await canRead(next.accessToken)).toBe(401);
    expect(await canRead(other.accessToken)).toBe(401);
    expect((await api.call(auth.refresh, { body: { token: next.refreshToken } })).status).toBe(401);
  });
});

describe('two tabs', () => {
  it('when two tabs refresh with the same token at the same moment, then both get a working session', async () => {
    const { session } = await signedInUser();
    const [first, second] = await Promise.all([
      api.call(auth.refresh, { body: { token: session.refreshToken } }),
      api.call(auth.refresh, { body: { token: session.refreshToken } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    for (const tab of [first.output, second.output]) {
      expect(await canRead(tab.accessToken)).toBe(200);
      const later = await api.call(auth.refresh, { body: { token: tab.refreshToken } });
      expect(later.status).toBe(200);
    }
  });
});

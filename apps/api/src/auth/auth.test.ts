import { authenticationEndpoints as auth, currentUserEndpoints } from '@colophon/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../testing/index.ts';
import { hashToken } from './access-tokens.ts';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => api.close());

describe('sign-in', () => {
  it('when the credentials are right, then it answers a session token with both expiries', async () => {
    const session = await api.signIn(ADMIN.userName, ADMIN.password);
    expect(session.accessToken.split('.')).toHaveLength(3);
    expect(session.refreshToken.length).toBeGreaterThan(30);
    const accessLeft = Date.parse(session.accessTokenExpires) - Date.now();
    expect(accessLeft).toBeGreaterThan(14 * 60_000);
    expect(accessLeft).toBeLessThanOrEqual(15 * 60_000);
    expect(Date.parse(session.refreshTokenExpires) - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('when the password or the user is wrong, then both get the same 401 that names neither', async () => {
    const wrongPassword = await api.call(auth.login, { body: { userName: 'nobody-a', password: 'x' } });
    const wrongUser = await api.call(auth.login, {
      body: { userName: ADMIN.userName, password: 'wrong-password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongUser.status).toBe(401);
    expect(wrongUser.body).toEqual(wrongPassword.body);
    expect(wrongUser.body).toEqual({
      isValid: false,
      code: 'unauthenticated',
      errors: ['The user name or the password is not right.'],
      propertiesErrorMessages: [],
    });
  });

  it('when an account fails too often, then it is refused with 429 and a retry delay, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await api.call(auth.login, { body: { userName: 'throttled', password: 'wrong' } });
    }
    const refused = await api.call(auth.login, { body: { userName: 'throttled', password: 'wrong' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatch(/Too many attempts\. Try again in \d+ seconds\./);
  });

  it('when the body is not JSON or misses fields, then 400 says which fields', async () => {
    const malformed = await api.call(auth.login, { body: '{"userName":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual(['The request is not valid JSON.']);
    const french = await api.call(auth.resetPassword, {
      body: { token: '', password: 'short' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.status).toBe(400);
    expect(french.body.propertiesErrorMessages).toEqual([
      { propertyName: 'token', errorMessage: 'Ce champ est obligatoire.' },
      { propertyName: 'password', errorMessage: 'Le mot de passe doit contenir au moins 10 caractères.' },
    ]);
  });
});

describe('refresh', () => {
  it('when a refresh token is used, then it gives a new session and the old one is rotated out', async () => {
    const first = await api.signIn(ADMIN.userName, ADMIN.password);
    const second = (await api.call(auth.refresh, { body: { token: first.refreshToken } })).output;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await api.call(currentUserEndpoints.get, { token: second.accessToken });
    expect(me.output.userName).toBe(ADMIN.userName);
  });

  it('when a rotated refresh token is used again after the grace period, then the whole family is revoked', async () => {
    const first = await api.signIn(ADMIN.userName, ADMIN.password);
    const second = (await api.call(auth.refresh, { body: { token: first.refreshToken } })).output;
    await api.services.database.db.execute(
      sql`update refresh_tokens set rotated_at = now() - interval '1 minute' where token_hash = ${hashToken(first.refreshToken)}`,
    );
    const replay = await api.call(auth.refresh, { body: { token: first.refreshToken } });
    expect(replay.status).toBe(401);
    const legitimate = await api.call(auth.refresh, { body: { token: second.refreshToken } });
    expect(legitimate.status).toBe(401);
    expect(legitimate.body.errors).toEqual(['Your session has ended.']);
  });

  it('when the token is unknown, then 401', async () => {
    const unknown = await api.call(auth.refresh, { body: { token: 'not-a-token' } });
    expect(unknown.status).toBe(401);
  });
});

describe('forgotten password', () => {
  it('when the account exists or not, then the answer is the same, and only the real one gets a mail', async () => {
    const known = await api.call(auth.forgotPassword, { body: { email: 'ADMIN@colophon.local' } });
    const unknown = await api.call(auth.forgotPassword, { body: { email: 'nobody@example.org' } });
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const [mail] = await api.mail.waitFor(1);
    expect(mail?.to).toBe('admin@colophon.local');
    const link = (mail?.html ?? '').match(/http:\/\/localhost:3000\/resetPassword\?token=([\w-]+)/);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    const reset = await api.call(auth.resetPassword, { body: { token, password: 'a-brand-new-password' } });
    expect(reset.status).toBe(200);
    expect(
      (await api.call(auth.login, { body: { userName: 'admin', password: ADMIN.password } })).status,
    ).toBe(401);
    const session = await api.signIn('admin', 'a-brand-new-password');
    expect(session.accessToken).toBeTruthy();

    const again = await api.call(auth.resetPassword, { body: { token, password: 'yet-another-password' } });
    expect(again.status).toBe(400);
    expect(again.body.propertiesErrorMessages).toEqual([
      { propertyName: 'token', errorMessage: 'This reset link is not valid any more. Ask for a new one.' },
    ]);
  });
});

describe('rate limits', () => {
  it('when one address asks for password resets too often, then it gets 429 with a retry delay', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const answer = await api.call(auth.forgotPassword, {
        body: { email: `someone${attempt}@example.org` },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('addresses behind proxies', () => {
  it('when the request does not come from a trusted proxy, then its X-Forwarded-For is ignored and the limit counts its own address', async () => {
    const elsewhere = await startTestApp({ TRUST_PROXY: '10.9.9.9' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const answer = await elsewhere.call(auth.forgotPassword, {
          body: { email: `someone${attempt}@example.org` },
          headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        });
        statuses.push(answer.status);
      }
      expect(statuses[10]).toBe(429);
    } finally {
      await elsewhere.close();
    }
  });
});

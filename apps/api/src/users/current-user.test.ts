import {
  authenticationEndpoints as auth,
  claim,
  MY_ACCOUNT_CLAIM,
  currentUserEndpoints as me,
  type TCurrentUser,
  type TProfileUpdate,
} from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../testing/index.ts';
import { createUser } from './users.fixtures.ts';

let api: TestApp;
const LIMIT = 3;
beforeAll(async () => {
  api = await startTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: String(LIMIT), TRUST_PROXY: '127.0.0.1' });
});
afterAll(() => api.close());

/** A bookseller with one permission of its own and its account's, signed in. */
const signedInBookseller = async () => {
  const user = await createUser(api, {
    claimTypes: [{ id: claim('Catalog', 'ProductList') }, { id: MY_ACCOUNT_CLAIM }],
  });
  const session = await api.signIn(user.userName, user.password);
  const profile = (await api.call(me.get, { token: session.accessToken })).output;
  return { user, token: session.accessToken, profile };
};

const profileUpdate = (profile: TCurrentUser, changes: Partial<TProfileUpdate> = {}): TProfileUpdate => ({
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  gender: profile.gender,
  mobilePhone: profile.mobilePhone,
  locale: profile.locale,
  version: profile.version,
  ...changes,
});

describe('my profile', () => {
  it('when signed in, then it answers the user with every claim it holds', async () => {
    const { user, profile } = await signedInBookseller();
    expect(profile).toMatchObject({
      id: user.id,
      userName: user.userName,
      firstName: user.firstName,
      lastName: user.lastName,
      claimTypes: [{ id: claim('Catalog', 'ProductList') }, { id: MY_ACCOUNT_CLAIM }],
    });
  });

  it('when the profile is edited, then the changes are kept, the email lower-cased, and the version moves on', async () => {
    const { user, token, profile } = await signedInBookseller();
    const updated = (
      await api.call(me.update, {
        body: profileUpdate(profile, {
          firstName: 'Hélène',
          email: 'Helene@Librairie.example',
          locale: 'en',
          currentPassword: user.password,
        }),
        token,
      })
    ).output;
    expect(updated).toMatchObject({
      firstName: 'Hélène',
      email: 'helene@librairie.example',
      locale: 'en',
      version: profile.version + 1,
    });
    expect((await api.call(me.get, { token })).output).toEqual(updated);
  });

  it('when the version read is stale, then 409 and nothing changes', async () => {
    const { token, profile } = await signedInBookseller();
    await api.call(me.update, { body: profileUpdate(profile, { lastName: 'Durand' }), token });
    const stale = await api.call(me.update, { body: profileUpdate(profile, { lastName: 'Petit' }), token });
    expect(stale.status).toBe(409);
    expect((await api.call(me.get, { token })).output.lastName).toBe('Durand');
  });

  it('when the email belongs to another user, then 400 on email', async () => {
    const { user, token, profile } = await signedInBookseller();
    const other = await createUser(api);
    const refused = await api.call(me.update, {
      body: profileUpdate(profile, { email: other.email, currentPassword: user.password }),
      token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.propertiesErrorMessages).toEqual([
      { propertyName: 'email', errorMessage: 'This email address is already used.' },
    ]);
  });
});

describe('who may edit a profile', () => {
  it('when a signed-in user lacks the MyAccount permission, then it reads its profile but its update is 403 and nothing changes', async () => {
    const user = await createUser(api, { claimTypes: [{ id: claim('Catalog', 'ProductList') }] });
    const token = (await api.signIn(user.userName, user.password)).accessToken;
    const profile = (await api.call(me.get, { token })).output;
    const refused = await api.call(me.update, { body: profileUpdate(profile, { lastName: 'Petit' }), token });
    expect(refused.status).toBe(403);
    expect((await api.call(me.get, { token })).output).toEqual(profile);
  });
});

describe('changing my email', () => {
  it('when the current password is missing or wrong, then 400 on currentPassword and the email stays', async () => {
    const { token, profile } = await signedInBookseller();
    const missing = await api.call(me.update, {
      body: profileUpdate(profile, { email: 'pirate@example.org' }),
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.propertiesErrorMessages).toEqual([
      {
        propertyName: 'currentPassword',
        errorMessage: 'Give your current password to change your email address.',
      },
    ]);
    const wrong = await api.call(me.update, {
      body: profileUpdate(profile, { email: 'pirate@example.org', currentPassword: 'pas-le-bon-secret' }),
      token,
      headers: { 'accept-language': 'fr' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.propertiesErrorMessages).toEqual([
      { propertyName: 'currentPassword', errorMessage: "Le mot de passe actuel n'est pas le bon." },
    ]);
    expect((await api.call(me.get, { token })).output.email).toBe(profile.email);
  });

  it('when the current password is right, then the email changes and the old address is told', async () => {
    const { user, token, profile } = await signedInBookseller();
    const changed = await api.call(me.update, {
      body: profileUpdate(profile, {
        email: 'nouvelle.adresse@librairie.example',
        currentPassword: user.password,
      }),
      token,
    });
    expect(changed.output.email).toBe('nouvelle.adresse@librairie.example');
    await vi.waitFor(() => expect(api.mail.received.some((mail) => mail.to === profile.email)).toBe(true), {
      timeout: 15_000,
      interval: 100,
    });
    const notice = api.mail.received.find((mail) => mail.to === profile.email);
    expect(notice?.subject).toBe('Votre adresse e-mail a changé');
    expect(notice?.html).toContain('nouvelle.adresse@librairie.example');
  });
});

describe('changing my password', () => {
  it('when the current password is missing or wrong, then 400 on currentPassword and the password stays', async () => {
    const { user, token, profile } = await signedInBookseller();
    const missing = await api.call(me.update, {
      body: profileUpdate(profile, { newPassword: 'un-secret-tout-neuf' }),
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.propertiesErrorMessages).toEqual([
      { propertyName: 'currentPassword', errorMessage: 'Give your current password to change it.' },
    ]);
    const wrong = await api.call(me.update, {
      body: profileUpdate(profile, {
        currentPassword: 'pas-le-bon-secret',
        newPassword: 'un-secret-tout-neuf',
      }),
      token,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.propertiesErrorMessages).toEqual([
      { propertyName: 'currentPassword', errorMessage: 'The current password is not right.' },
    ]);
    expect((await api.signIn(user.userName, user.password)).accessToken).toBeTruthy();
  });

  it('when the current password is right, then the new one signs in and the old one no longer does', async () => {
    const { user, token, profile } = await signedInBookseller();
    const changed = await api.call(me.update, {
      body: profileUpdate(profile, { currentPassword: user.password, newPassword: 'un-secret-tout-neuf' }),
      token,
    });
    expect(changed.status).toBe(200);
    const old = await api.call(auth.login, { body: { userName: user.userName, password: user.password } });
    expect(old.status).toBe(401);
    expect((await api.signIn(user.userName, 'un-secret-tout-neuf')).accessToken).toBeTruthy();
  });

  it('when my password changes, then my other sessions end and the one I changed it from goes on', async () => {
    const user = await createUser(api, { claimTypes: [{ id: MY_ACCOUNT_CLAIM }] });
    const here = await api.signIn(user.userName, user.password);
    const elsewhere = await api.signIn(user.userName, user.password);
    const profile = (await api.call(me.get, { token: here.accessToken })).output;
    const changed = await api.call(me.update, {
      body: profileUpdate(profile, { currentPassword: user.password, newPassword: 'encore-un-secret' }),
      token: here.accessToken,
    });
    expect(changed.status).toBe(200);
    expect((await api.call(auth.refresh, { body: { token: elsewhere.refreshToken } })).status).toBe(401);
    expect((await api.call(auth.refresh, { body: { token: here.refreshToken } })).status).toBe(200);
  });
});

describe('guessing the current password of an open session', () => {
  it('when a stolen session guesses the current password 40 times in a row, then only the sign-in limit reaches the check, the rest wait (429), and signing in from that address waits too', async () => {
    const { user, token, profile } = await signedInBookseller();
    const from = { 'x-forwarded-for': '203.0.113.60' };
    const statuses: number[] = [];
    for (let guess = 0; guess < 40; guess++) {
      const answer = await api.call(me.update, {
        body: profileUpdate(profile, { newPassword: 'taken-over-1234', currentPassword: `guess-${guess}` }),
        token,
        headers: from,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    expect(statuses.slice(LIMIT)).toEqual(Array(40 - LIMIT).fill(429));
    const waiting = await api.call(me.update, {
      body: profileUpdate(profile, { newPassword: 'taken-over-1234', currentPassword: user.password }),
      token,
      headers: from,
    });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    const signIn = await api.call(auth.login, {
      body: { userName: user.userName, password: user.password },
      headers: from,
    });
    expect(signIn.status).toBe(429);
    // The owner, from another address, still changes it with the right password.
    const owner = await api.call(me.update, {
      body: profileUpdate(profile, { newPassword: 'my-own-again-1234', currentPassword: user.password }),
      token,
      headers: { 'x-forwarded-for': '198.51.100.60' },
    });
    expect(owner.status).toBe(200);
  });
});

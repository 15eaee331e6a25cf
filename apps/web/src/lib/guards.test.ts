import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { StatusError } from './api-error.ts';
import { type GuardContext, runGuards, safeRedirect } from './guards.ts';
import { memoryCookieJar } from './session/cookie.ts';
import { createSessionStore } from './session/session-store.ts';
import { tokenPair } from './session/testing.ts';

const context = (signedIn: boolean, accessInMs = 60_000): GuardContext => {
  const session = createSessionStore(memoryCookieJar());
  if (signedIn) session.signIn(tokenPair({ accessInMs }));
  return {
    session,
    refresh: vi.fn(async () => session.get()),
    ensureLocale: vi.fn(async () => undefined),
    location: { href: '/account?page=2' },
  };
};

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('guards', () => {
  it('when no session, then authenticated sends to /login with the page asked for', async () => {
    const error = await rejection(runGuards(['authenticated'], context(false)));
    expect(isRedirect(error)).toBe(true);
    expect(error).toMatchObject({ options: { to: '/login', search: { redirect: '/account?page=2' } } });
  });

  it('when signed in, then authenticated lets through and anonymous sends home', async () => {
    await expect(runGuards(['authenticated'], context(true))).resolves.toBeUndefined();
    const error = await rejection(runGuards(['anonymous'], context(true)));
    expect(error).toMatchObject({ options: { to: '/' } });
    await expect(runGuards(['anonymous'], context(false))).resolves.toBeUndefined();
  });

  it('when the access token has expired, then cookie-auth refreshes it; otherwise it does not', async () => {
    const expired = context(true, -1_000);
    await runGuards(['cookie-auth'], expired);
    expect(expired.refresh).toHaveBeenCalledOnce();
    const fresh = context(true);
    await runGuards(['cookie-auth'], fresh);
    expect(fresh.refresh).not.toHaveBeenCalled();
  });

  it('when i18n runs, then it loads the language', async () => {
    const guest = context(false);
    await runGuards(['i18n'], guest);
    expect(guest.ensureLocale).toHaveBeenCalledOnce();
  });

  it('when a route names an unknown guard, then it fails with status 500', async () => {
    const error = await rejection(runGuards(['i18n', 'admin-only'], context(true)));
    expect(error).toBeInstanceOf(StatusError);
    expect((error as StatusError).status).toBe(500);
  });

  it('when the redirect target is another site, then it is ignored', () => {
    expect(safeRedirect('/account')).toBe('/account');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
  });
});

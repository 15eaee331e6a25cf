import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from './cookie.ts';
import { createSessionStore } from './session-store.ts';
import { tokenPair } from './testing.ts';

describe('session store', () => {
  it('when signed in, then the cookie holds the token and the visitor id, never the decoded claims', () => {
    const jar = memoryCookieJar();
    const store = createSessionStore(jar);
    const session = store.signIn(tokenPair({ accessInMs: 60_000 }));
    expect(session.claims.userName).toBe('admin');
    expect(session.claims.claims).toContain('Permission.BackOffice.Management.Users');
    const stored = JSON.parse(jar.read() ?? '{}') as Record<string, unknown>;
    expect(Object.keys(stored).sort()).toEqual([
      'accessToken',
      'accessTokenExpires',
      'refreshToken',
      'refreshTokenExpires',
      'visitorGuid',
    ]);
  });

  it('when the page loads with the cookie, then the session is restored; a broken cookie is dropped', () => {
    const jar = memoryCookieJar();
    createSessionStore(jar).signIn(tokenPair({ accessInMs: 60_000 }));
    expect(createSessionStore(jar).get()?.claims.userName).toBe('admin');
    const broken = memoryCookieJar('{not json');
    expect(createSessionStore(broken).get()).toBeNull();
    expect(broken.read()).toBeNull();
    const stored = JSON.parse(jar.read() ?? '{}') as Record<string, unknown>;
    for (const bad of [{ visitorGuid: '' }, { accessTokenExpires: 'tomorrow' }, { refreshToken: 3 }]) {
      const partial = memoryCookieJar(JSON.stringify({ ...stored, ...bad }));
      expect(createSessionStore(partial).get()).toBeNull();
      expect(partial.read()).toBeNull();
    }
  });

  it('when the access token has expired and the refresh token has not, then a refresh is wanted', () => {
    const store = createSessionStore(memoryCookieJar());
    store.signIn(tokenPair({ accessInMs: -1_000 }));
    expect(store.needsRefresh()).toBe(true);
    store.signIn(tokenPair({ accessInMs: 60_000 }));
    expect(store.needsRefresh()).toBe(false);
    store.signIn(tokenPair({ accessInMs: -1_000, refreshInMs: -1_000 }));
    expect(store.needsRefresh()).toBe(false);
  });

  it('when signed out, then the session and the cookie are gone and listeners hear it', () => {
    const jar = memoryCookieJar();
    const store = createSessionStore(jar);
    store.signIn(tokenPair({ accessInMs: 60_000 }));
    let heard = 0;
    store.subscribe(() => {
      heard += 1;
    });
    store.signOut();
    expect(store.get()).toBeNull();
    expect(jar.read()).toBeNull();
    expect(heard).toBe(1);
  });
});

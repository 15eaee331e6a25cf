import { type TAccessTokenClaims, type TSessionToken, ZSessionToken } from '@colophon/contract';
import { z } from 'zod';
import type { CookieJar } from './cookie.ts';
import { decodeAccessToken } from './jwt.ts';

/** The signed-in session: the token pair, the visitor id kept with it, the claims decoded from the token. */
export interface Session {
  token: TSessionToken;
  visitorGuid: string;
  claims: TAccessTokenClaims;
}

/** What the cookie holds: the session token and the visitor id, never the decoded claims. */
const ZStoredSession = ZSessionToken.extend({ visitorGuid: z.string().min(1).max(64) });

const isPast = (iso: string, now: number, marginMs = 0) => Date.parse(iso) - marginMs <= now;

/** Seconds before its expiry at which an access token counts as expired, for the clock skew. */
export const EXPIRY_MARGIN_MS = 1_000;

export interface SessionStore {
  get(): Session | null;
  signIn(token: TSessionToken): Session;
  signOut(): void;
  subscribe(listener: () => void): () => void;
  /** The access token has expired and the refresh token has not: a refresh is wanted. */
  needsRefresh(now?: number): boolean;
}

export const createSessionStore = (jar: CookieJar, now: () => number = Date.now): SessionStore => {
  const listeners = new Set<() => void>();
  const restore = (): Session | null => {
    const text = jar.read();
    if (!text) return null;
    try {
      const { visitorGuid, ...token } = ZStoredSession.parse(JSON.parse(text));
      if (isPast(token.refreshTokenExpires, now())) return null;
      return { token, visitorGuid, claims: decodeAccessToken(token.accessToken) };
    } catch {
      jar.clear();
      return null;
    }
  };
  let current = restore();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => current,
    signIn(token) {
      const visitorGuid = current?.visitorGuid ?? crypto.randomUUID();
      current = { token, visitorGuid, claims: decodeAccessToken(token.accessToken) };
      jar.write(JSON.stringify({ ...token, visitorGuid }), new Date(token.refreshTokenExpires));
      emit();
      return current;
    },
    signOut() {
      if (!current) return;
      current = null;
      jar.clear();
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    needsRefresh(at = now()) {
      if (!current) return false;
      return (
        isPast(current.token.accessTokenExpires, at, EXPIRY_MARGIN_MS) &&
        !isPast(current.token.refreshTokenExpires, at)
      );
    },
  };
};

import type { TAccessTokenClaims, TSessionToken } from '@colophon/contract';
import type { CookieJar } from './cookie.ts';
import { decodeAccessToken } from './jwt.ts';

/** The signed-in session: the token pair, the visitor id kept with it, the claims decoded from the token. */
export interface Session {
  token: TSessionToken;
  visitorGuid: string;
  claims: TAccessTokenClaims;
}

/** An ISO date-time in UTC, as the API writes them (zod's `z.iso.datetime()`). */
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const isDateTime = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATETIME.test(value) && !Number.isNaN(Date.parse(value));

/**
 * What the cookie holds: the session token (the contract's `ZSessionToken`) and the visitor id,
 * never the decoded claims. Checked by hand: zod is not part of the first load.
 */
const parseStoredSession = (value: unknown): TSessionToken & { visitorGuid: string } => {
  const stored = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { accessToken, refreshToken, accessTokenExpires, refreshTokenExpires, visitorGuid } = stored;
  if (
    typeof accessToken !== 'string' ||
    typeof refreshToken !== 'string' ||
    !isDateTime(accessTokenExpires) ||
    !isDateTime(refreshTokenExpires) ||
    typeof visitorGuid !== 'string' ||
    visitorGuid.length < 1 ||
    visitorGuid.length > 64
  )
    throw new Error('Malformed session cookie');
  return { accessToken, refreshToken, accessTokenExpires, refreshTokenExpires, visitorGuid };
};

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
      const { visitorGuid, ...token } = parseStoredSession(JSON.parse(text));
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

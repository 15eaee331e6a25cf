import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Values signed with a key derived from the shop's signing key, one key per purpose: a link that
 * names a row (`payload.mac`) can be checked without storing anything readable, and a value signed
 * for one purpose is refused for another.
 */
export interface Signer {
  sign(purpose: string, payload: string): string;
  /** The payload of a token this signer made for `purpose`, else null. */
  verify(purpose: string, token: string): string | null;
}

export const createSigner = (secret: string): Signer => {
  const keys = new Map<string, Buffer>();
  const keyOf = (purpose: string) => {
    let key = keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', secret, 'colophon', `signed:${purpose}`, 32));
      keys.set(purpose, key);
    }
    return key;
  };
  const mac = (purpose: string, payload: string) =>
    createHmac('sha256', keyOf(purpose)).update(payload).digest('base64url');
  return {
    sign: (purpose, payload) => `${payload}.${mac(purpose, payload)}`,
    verify(purpose, token) {
      const dot = token.lastIndexOf('.');
      if (dot <= 0) return null;
      const payload = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(mac(purpose, payload));
      return given.length === expected.length && timingSafeEqual(given, expected) ? payload : null;
    },
  };
};

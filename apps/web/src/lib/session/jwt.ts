import type { TAccessTokenClaims } from '@colophon/contract';

const base64UrlDecode = (segment: string) => {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The claims an access token carries; not verified here (the API verifies every request). */
export const decodeAccessToken = (token: string): TAccessTokenClaims => {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Malformed access token');
  const claims = JSON.parse(base64UrlDecode(payload)) as Partial<TAccessTokenClaims>;
  return {
    sub: String(claims.sub ?? ''),
    userName: String(claims.userName ?? ''),
    claims: Array.isArray(claims.claims) ? claims.claims.map(String) : [],
    sid: String(claims.sid ?? ''),
    exp: Number(claims.exp ?? 0),
  };
};

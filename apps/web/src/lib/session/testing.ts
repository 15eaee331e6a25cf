import type { TSessionToken } from '@colophon/contract';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A session token pair for tests: an unsigned JWT with the given claims and lifetimes. */
export const tokenPair = ({
  accessInMs,
  refreshInMs = 3_600_000,
  claims = ['Permission.BackOffice.Management.Users'],
  id = 'a',
}: {
  accessInMs: number;
  refreshInMs?: number;
  claims?: string[];
  id?: string;
}): TSessionToken => {
  const now = Date.now();
  const payload = {
    sub: '1',
    userName: 'admin',
    claims,
    exp: Math.floor((now + accessInMs) / 1000),
    jti: id,
  };
  return {
    accessToken: `${base64Url({ alg: 'HS256' })}.${base64Url(payload)}.signature-${id}`,
    refreshToken: `refresh-${id}`,
    accessTokenExpires: new Date(now + accessInMs).toISOString(),
    refreshTokenExpires: new Date(now + refreshInMs).toISOString(),
  };
};

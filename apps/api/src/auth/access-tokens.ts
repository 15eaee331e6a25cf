import { createHash, randomBytes } from 'node:crypto';
import type { TAccessTokenClaims } from '@colophon/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { SignedInUser } from '../http/request-context.ts';

const ISSUER = 'colophon';

export interface AccessTokens {
  sign(user: {
    id: number;
    userName: string;
    claims: string[];
    session: string;
    viaLoginLinkBy?: string | null;
  }): Promise<{ token: string; expires: Date }>;
  /** The user an access token names, or null when it is absent, forged or expired. */
  verify(token: string): Promise<SignedInUser | null>;
}

export const createAccessTokens = (secret: string, lifetimeSeconds: number): AccessTokens => {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(user) {
      const expires = new Date(Date.now() + lifetimeSeconds * 1000);
      const marks = user.viaLoginLinkBy ? { viaLoginLinkBy: user.viaLoginLinkBy } : {};
      const token = await new SignJWT({
        userName: user.userName,
        claims: user.claims,
        sid: user.session,
        ...marks,
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expires.getTime() / 1000))
        .sign(key);
      return { token, expires };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify<TAccessTokenClaims>(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
        });
        return {
          id: Number(payload.sub),
          userName: payload.userName,
          claims: new Set(payload.claims),
          session: payload.sid ?? null,
          viaLoginLinkBy: payload.viaLoginLinkBy ?? null,
        };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
};

/** An opaque random token and the hash we keep of it. */
export const newOpaqueToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

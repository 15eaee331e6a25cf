import type { AnyClaim, Locale } from '@colophon/contract';

/** Who is calling, as the access token says. */
export interface SignedInUser {
  id: number;
  userName: string;
  claims: ReadonlySet<string>;
  /** The sign-in this access token belongs to (its refresh-token family). */
  session: string | null;
  /** When a support user's sign-in link opened this session: that user's name. */
  viaLoginLinkBy?: string | null;
}

export interface RequestContext {
  user: SignedInUser | null;
  locale: Locale;
  ip: string;
  requestId: string;
  /** The visitor id the console sends as `nova-guid`, recorded for analytics. */
  visitorGuid: string | null;
  /**
   * The customer signed in on the shop's site, when the bearer is a site session
   * (sales/customers/site-sessions.ts) rather than a staff access token; else null.
   */
  siteCustomerId: number | null;
}

export const holds = (user: SignedInUser | null, claim: AnyClaim) => user?.claims.has(claim) ?? false;

declare module 'fastify' {
  interface FastifyRequest {
    context: RequestContext;
  }
}

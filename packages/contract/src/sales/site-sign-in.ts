import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZCustomerRole } from './customers.ts';

/**
 * A customer signs in on the shop's site with a link mailed to the address the shop has for them
 * (docs/rules/public-intake.md, "Who buys"): only then does an order get what the shop knows of them
 * (their role and its payment on invoice and 9 %, their fidelity, their role's discounts). The
 * session it opens is sent as `Authorization: Bearer …` to `/Public/ShoppingCart/*`.
 */

/** How long a mailed sign-in link works. */
export const SITE_SIGN_IN_LINK_MINUTES = 15;
/** The most sign-in links mailed to one customer in an hour; more asks mail nothing, and say the same. */
export const SITE_SIGN_IN_LINKS_PER_HOUR = 3;
/** How long a site session lasts; then the customer asks for a new link. */
export const SITE_SESSION_HOURS = 24;
/** Requests per minute and address on the sign-in endpoints. */
export const SITE_SIGN_IN_RATE_LIMIT = 10;

export const ZSiteSignInLinkRequest = z.object({
  email: z.email('invalidEmail').trim().toLowerCase().max(254),
  locale: z.enum(['fr', 'en']).default('fr'),
});
export type TSiteSignInLinkRequest = z.input<typeof ZSiteSignInLinkRequest>;

/** The same answer whether the address is a customer's or not, so that it tells no one who buys here. */
export const ZSiteSignInLinkSent = z.object({ message: z.string() });

export const ZSiteSignIn = z.object({ token: z.string().trim().min(20).max(200) });

export const ZSiteSession = z.object({
  /** Sent as `Authorization: Bearer …` to the cart endpoints; never stored by the shop. */
  sessionToken: z.string(),
  expires: z.iso.datetime(),
  customer: z.object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    customerRole: ZCustomerRole,
  }),
});
export type TSiteSession = z.infer<typeof ZSiteSession>;

export const siteSignInEndpoints = {
  signInLink: defineEndpoint({
    method: 'POST',
    path: '/Public/Customer/SignInLink',
    access: 'public',
    summary:
      'Mail a single-use sign-in link to the address the shop has for this customer (15 minutes, three an hour); the answer is the same for an address the shop does not know',
    body: ZSiteSignInLinkRequest,
    response: ZSiteSignInLinkSent,
    rateLimit: SITE_SIGN_IN_RATE_LIMIT,
  }),
  signIn: defineEndpoint({
    method: 'POST',
    path: '/Public/Customer/SignIn',
    access: 'public',
    summary:
      'Open a site session with the token of a mailed sign-in link (once, before it expires); a consenting visitor (`nova-guid`) is tied to the customer',
    body: ZSiteSignIn,
    response: ZSiteSession,
    rateLimit: SITE_SIGN_IN_RATE_LIMIT,
    answers: [401],
  }),
};

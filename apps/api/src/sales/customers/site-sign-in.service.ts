import {
  type Locale,
  type ParsedBody,
  SITE_SIGN_IN_LINK_MINUTES,
  SITE_SIGN_IN_LINKS_PER_HOUR,
  type siteSignInEndpoints,
  type TSiteSession,
  translate,
} from '@colophon/contract';
import { tieVisitor } from '../../analytics/tracking/tracking.repository.ts';
import { hashToken, newOpaqueToken } from '../../auth/access-tokens.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { findCustomer, findCustomerByEmail } from './customers.repository.ts';
import { createSiteSessions } from './site-sessions.ts';
import {
  insertSignInLink,
  lockCustomer,
  signInLinksSince,
  useSignInLink,
} from './site-sign-in.repository.ts';

type LinkRequest = ParsedBody<typeof siteSignInEndpoints.signInLink>;

const MINUTE = 60_000;

/**
 * Customers sign in on the shop's site with a single-use link mailed to the address the shop has for
 * them (docs/rules/public-intake.md, "Who buys"): proof that the buyer reads that mailbox, which a
 * typed email is not. Only the link's hash is kept; it works once, for SITE_SIGN_IN_LINK_MINUTES.
 */
export const createSiteSignInService = ({ db, mails, config, signer }: Services) => {
  const sessions = createSiteSessions(signer);
  return {
    /**
     * Mails a link when the address is a customer's and they were mailed fewer than
     * SITE_SIGN_IN_LINKS_PER_HOUR in the last hour; answers the same sentence in every case.
     */
    requestLink: (input: LinkRequest, locale: Locale) =>
      db.transaction(async (tx) => {
        const now = new Date();
        const customer = await findCustomerByEmail(tx, input.email);
        if (customer) {
          await lockCustomer(tx, customer.id);
          const recent = await signInLinksSince(tx, customer.id, new Date(now.getTime() - 60 * MINUTE));
          if (recent < SITE_SIGN_IN_LINKS_PER_HOUR) {
            const { token, hash } = newOpaqueToken();
            await insertSignInLink(tx, {
              customerId: customer.id,
              tokenHash: hash,
              expiresAt: new Date(now.getTime() + SITE_SIGN_IN_LINK_MINUTES * MINUTE),
            });
            const url = new URL(`/account/sign-in?token=${encodeURIComponent(token)}`, config.SITE_URL);
            await mails.queue(tx, {
              to: customer.email,
              template: 'siteSignInLink',
              locale: input.locale,
              data: {
                firstName: customer.firstName,
                signInUrl: url.toString(),
                minutes: String(SITE_SIGN_IN_LINK_MINUTES),
              },
              extra: { customerId: customer.id },
            });
          }
        }
        return { message: translate('siteSignInLinkSent', locale, { minutes: SITE_SIGN_IN_LINK_MINUTES }) };
      }),

    /**
     * Opens a site session with a link's token, once; a visitor that consented to audience
     * measurement (`nova-guid`) is tied to the customer here, by this proof, and nowhere else.
     */
    signIn: (token: string, visitorGuid: string | null): Promise<TSiteSession> =>
      db.transaction(async (tx) => {
        const now = new Date();
        const customerId = await useSignInLink(tx, hashToken(token), now);
        const customer = customerId === null ? null : await findCustomer(tx, customerId);
        if (!customer) throw new AppError('unauthenticated', 'siteSignInLinkInvalid');
        if (visitorGuid) await tieVisitor(tx, visitorGuid, customer.id);
        const session = sessions.open(customer.id, now);
        return {
          sessionToken: session.token,
          expires: session.expires.toISOString(),
          customer: {
            email: customer.email,
            firstName: customer.firstName,
            lastName: customer.lastName,
            customerRole: customer.customerRole,
          },
        };
      }),
  };
};

import { SITE_SESSION_HOURS } from '@colophon/contract';
import type { Signer } from '../../http/signer.ts';

/**
 * A customer's session on the shop's site: the customer's id and its end, signed with a key of its own
 * (so that neither a staff access token nor a link signed for another purpose passes for one, nor one
 * of these for a staff token). Nothing is stored: it ends when it expires.
 */
const PURPOSE = 'site-session';

export interface SiteSessions {
  open(customerId: number, now?: Date): { token: string; expires: Date };
  /** The customer a session names while it lasts, else null (forged, expired, or no session at all). */
  customerOf(token: string, now?: Date): number | null;
}

export const createSiteSessions = (signer: Signer): SiteSessions => ({
  open(customerId, now = new Date()) {
    const expires = new Date(now.getTime() + SITE_SESSION_HOURS * 3600_000);
    const token = signer.sign(PURPOSE, `cs1.${customerId}.${Math.floor(expires.getTime() / 1000)}`);
    return { token, expires };
  },
  customerOf(token, now = new Date()) {
    const payload = signer.verify(PURPOSE, token);
    const [version, id, until] = payload?.split('.') ?? [];
    if (version !== 'cs1' || !/^\d+$/.test(id ?? '') || !/^\d+$/.test(until ?? '')) return null;
    return Number(until) * 1000 > now.getTime() ? Number(id) : null;
  },
});

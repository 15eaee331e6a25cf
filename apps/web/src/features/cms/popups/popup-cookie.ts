import { documentCookieJar } from '@/lib/session/cookie.ts';

/**
 * The cookie that keeps a closed popup closed, as the shop's site sets it: named after the popup
 * (`cookieName` of the public read), holding when it expires, living `days` days.
 */
const DAY_MS = 86_400_000;

/** When the popup's cookie expires (ISO), or null when the visitor has not closed it (or it expired). */
export const closedUntil = (cookieName: string): string | null =>
  documentCookieJar(cookieName).read() || null;

/** The visitor closes the popup: it stays closed for `days` days. */
export const rememberClosed = (cookieName: string, days: number, now = Date.now()) => {
  const until = new Date(now + days * DAY_MS);
  documentCookieJar(cookieName).write(until.toISOString(), until);
  return until.toISOString();
};

/** Forgets that the visitor closed it: the popup shows again. */
export const forgetClosed = (cookieName: string) => documentCookieJar(cookieName).clear();

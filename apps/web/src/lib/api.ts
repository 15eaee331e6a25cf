import { apiBaseUrl } from '@/config/client.ts';
import { currentLocale } from '@/i18n/i18n.ts';
import { createApiClient } from './api-client.ts';
import { documentCookieJar } from './session/cookie.ts';
import { createSessionStore } from './session/session-store.ts';

/** The console's one session, kept in the `colophon` cookie. */
export const session = createSessionStore(documentCookieJar());

/** The console's one API client: every call of every feature goes through `call`. */
export const api = createApiClient({ baseUrl: apiBaseUrl, session, locale: currentLocale });
export const { call, upload, download } = api;

/** The address of a stored picture or file, which the API answers relative to itself. */
export const apiUrl = (relative: string) =>
  /^https?:/.test(relative) ? relative : `${apiBaseUrl}${relative}`;

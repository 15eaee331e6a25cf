import { redirect } from '@tanstack/react-router';
import { StatusError } from './api-error.ts';
import type { Session, SessionStore } from './session/session-store.ts';

/** What a guard may look at and do before a route loads. */
export interface GuardContext {
  session: SessionStore;
  refresh: () => Promise<Session | null>;
  /** Loads and applies the user's language. */
  ensureLocale: () => Promise<void>;
  location: { href: string };
}

export type Guard = (context: GuardContext) => void | Promise<void>;

/** A path inside the console, never another site: what `?redirect=` may hold. */
export const safeRedirect = (target: unknown): string | undefined =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : undefined;

/** The guards of DESIGN.md, by the names routes declare. */
export const guards = {
  /** Restores the session from the cookie; refreshes an expired access token while the refresh token lives. */
  'cookie-auth': async ({ session, refresh }) => {
    if (session.needsRefresh()) await refresh();
  },
  /** Sets the language before the page renders. */
  i18n: ({ ensureLocale }) => ensureLocale(),
  /** No session: to /login, then back to the page asked for. */
  authenticated: ({ session, location }) => {
    if (!session.get()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  /** Guest-only pages: a signed-in visitor goes home. */
  anonymous: ({ session }) => {
    if (session.get()) throw redirect({ to: '/' });
  },
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof guards;

const isGuardName = (name: string): name is GuardName => Object.hasOwn(guards, name);

/** Runs a route's guards in order; a name that is not a guard is a bug: the error page, status 500. */
export const runGuards = async (names: readonly string[], context: GuardContext) => {
  for (const name of names) {
    if (!isGuardName(name)) throw new StatusError(500, `Unknown guard "${name}"`);
    await guards[name](context);
  }
};

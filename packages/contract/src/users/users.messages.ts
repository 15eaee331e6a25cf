import type { Locale } from '../messages-types.ts';

/** Messages of the users feature; merged into the catalogue in messages.ts. */
export const usersMessages = {} as const satisfies Record<string, Record<Locale, string>>;

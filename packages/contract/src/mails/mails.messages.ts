import type { Locale } from '../messages-types.ts';

/** Messages of the mails feature; merged into the catalogue in messages.ts. */
export const mailsMessages = {} as const satisfies Record<string, Record<Locale, string>>;

import type { Locale } from '../messages-types.ts';

/** Messages of the tasks feature; merged into the catalogue in messages.ts. */
export const tasksMessages = {} as const satisfies Record<string, Record<Locale, string>>;

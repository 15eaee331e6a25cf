import { type MessageKey, translate } from '@colophon/contract';
import { currentLocale } from './i18n.ts';

/*
 * The shared catalogue (SPEC §8 texts, validation) holds every feature's messages in both languages:
 * the screens that show one import this module, so the first screen does not carry them all
 * (apps/web/README.md, "First load"). The shell's few (a failed call, a page not found) read the
 * contract's `coreMessages` alone.
 */

/** A message of the shared catalogue in the console's language. */
export const message = (key: MessageKey, params?: Record<string, string | number>) =>
  translate(key, currentLocale(), params);

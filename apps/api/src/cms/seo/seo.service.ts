import { type Locale, MAX_SLUG_LENGTH, textToSlug } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import { takenRelativeUrls } from './seo.repository.ts';

/** What a text with no letter or digit gives (« !!! »). */
const FALLBACK_SLUG = 'article';

/**
 * A relative URL for `text` that no other post of `locale` has: its slug, else the slug with the
 * first free `-2`, `-3`… (cut so that the whole stays within the limit).
 */
export const freeRelativeUrl = async (
  executor: Executor,
  text: string,
  locale: Locale,
  exceptPostId?: number,
): Promise<string> => {
  const base = textToSlug(text) || FALLBACK_SLUG;
  const taken = await takenRelativeUrls(executor, locale, base, exceptPostId);
  if (!taken.has(base)) return base;
  for (let rank = 2; ; rank++) {
    const suffix = `-${rank}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
};

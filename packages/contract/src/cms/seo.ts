import { z } from 'zod';
import { MAX_ID } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZLocale } from './localized.ts';

/** The longest relative URL a post may have. */
export const MAX_SLUG_LENGTH = 120;

const ligatures: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss', ﬁ: 'fi', ﬂ: 'fl' };

/**
 * A French-aware slug: lower case, accents folded (é → e, ç → c), ligatures spelled out (œ → oe,
 * æ → ae), apostrophes and every other sign a hyphen (« L’Œuvre d’art » → `l-oeuvre-d-art`),
 * `&` read as « et », at most `MAX_SLUG_LENGTH` characters, never cut inside a word when avoidable.
 */
export const textToSlug = (text: string): string => {
  const folded = text
    .replace(/[œŒæÆßﬁﬂ]/g, (letter) => ligatures[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s*&\s*/g, ' et ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (folded.length <= MAX_SLUG_LENGTH) return folded;
  const cut = folded.slice(0, MAX_SLUG_LENGTH + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
};

/** A relative URL as stored: slug words, optionally in several segments (`agenda/rencontre-ernaux`). */
export const ZRelativeUrl = z
  .string()
  .trim()
  .max(MAX_SLUG_LENGTH, 'relativeUrlForm')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'relativeUrlForm');

export const ZTextToSeoQuery = z.object({
  text: z.string().trim().min(1, 'required').max(500),
  locale: ZLocale.default('fr'),
  /** The post being edited: its own relative URL does not count as taken. */
  postId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

export const ZSeoSlug = z.object({
  /** The slug of the text, made unique among the posts of that language (`-2`, `-3`… when taken). */
  relativeUrl: z.string(),
});

export const seoEndpoints = {
  textToSeo: defineEndpoint({
    method: 'GET',
    path: '/Common/Seo/TextToSeo',
    access: claim('Cms', 'PostList'),
    summary:
      'A relative URL proposed from a text (a title): French-aware slug, unique among the posts of the language',
    query: ZTextToSeoQuery,
    response: ZSeoSlug,
  }),
};

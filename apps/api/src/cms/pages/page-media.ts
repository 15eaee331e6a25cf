import type { Locale, TBlocMedia } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';

/*
 * The pictures of a carousel bloc come from the media library (table `media`, issue 14's media
 * part), which is not in this build yet: a carousel keeps the media ids staff give it, in order, and
 * the site shows no picture until the library is there to resolve them. The demo then has no
 * carousel. Both functions keep the shape the library will fill.
 */

/** The carousel's pictures in the caller's language, in the order given: none without the library. */
export const resolveMedia = async (
  _executor: Executor,
  _ids: number[],
  _locale: Locale,
): Promise<TBlocMedia[]> => [];

/** Pictures of the library for the demo's carousel: none without the library. */
export const demoCarouselMediaIds = async (_executor: Executor, _count: number): Promise<number[]> => [];

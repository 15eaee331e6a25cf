import type { Locale, TBlocMedia } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';

export const resolveMedia = async (
  _executor: Executor,
  _ids: number[],
  _locale: Locale,
): Promise<TBlocMedia[]> => [];

export const demoCarouselMediaIds = async (_executor: Executor, _count: number): Promise<number[]> => [];

import { type Locale, mediaFileAddress, mediaKindOf, type TBlocMedia } from '@colophon/contract';
import type { Executor } from '../../db/database.ts';
import { textIn } from '../localized-texts.ts';
import type { MediaRow } from '../media/media.tables.ts';
import { latestPictureIds, mediaByIds } from './page-blocs.repository.ts';

/** Pictures only: a carousel shows images of the media library. */
export const isPicture = (row: Pick<MediaRow, 'mediaType'>) => mediaKindOf[row.mediaType] === 'Image';

/**
 * The carousel's pictures in the caller's language, in the order given: the site's size (`large`, else
 * the largest made, else the original). A media gone or no longer a picture is left out.
 */
export const resolveMedia = async (
  executor: Executor,
  ids: number[],
  locale: Locale,
): Promise<TBlocMedia[]> => {
  const rows = new Map((await mediaByIds(executor, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    if (!row || !isPicture(row)) return [];
    const text = textIn(row.localizations, locale);
    const sizes = [...row.renditions].sort((a, b) => b.width - a.width);
    const shown = row.renditions.find((rendition) => rendition.name === 'large') ?? sizes[0];
    return [
      {
        id: row.id,
        title: text.title,
        altText: text.altText ?? null,
        url: shown ? mediaFileAddress(row.id, shown.name) : row.storageKey ? mediaFileAddress(row.id) : null,
      },
    ];
  });
};

/** Pictures of the library for the demo's carousel: the latest ones (none while the library is empty). */
export const demoCarouselMediaIds = (executor: Executor, count: number): Promise<number[]> =>
  latestPictureIds(executor, count);

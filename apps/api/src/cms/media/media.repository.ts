import type { Locale, TMediaListQuery, TMediaUsage } from '@colophon/contract';
import { mediaKindOf, mediaTypes } from '@colophon/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { pages } from '../pages/pages.tables.ts';
import { postMedia } from '../posts/posts.tables.ts';
import { type MediaRow, media } from './media.tables.ts';

export type CountedMedia = MediaRow & { usagesCount: number };
const usagesCount = sql<number>`(select count(*)::int from ${postMedia} where ${postMedia.mediaId} = ${media.id})`;

/** A text of the media in `locale`, else French, else English. */
const localizedText = (field: 'title' | 'altText', locale: Locale) =>
  sql<string>`coalesce(${media.localizations}->${locale}::text->>${field}, ${media.localizations}->'fr'->>${field}, ${media.localizations}->'en'->>${field})`;

/** What the library's search looks in: titles and alternative texts in each language, file name, link. */
const searchable = sql`concat_ws(' ',
  ${media.localizations}->'fr'->>'title', ${media.localizations}->'fr'->>'altText',
  ${media.localizations}->'en'->>'title', ${media.localizations}->'en'->>'altText',
  ${media.fileName}, ${media.externalUrl})`;

export const listMedia = async (executor: Executor, query: TMediaListQuery, locale: Locale) => {
  const title = localizedText('title', locale);
  const sortable = {
    title: sql`lower(${title})`,
    createdAt: media.createdAt,
    byteSize: media.byteSize,
    mediaType: media.mediaType,
  };
  const filters: (SQL | undefined)[] = [];
  if (query.search) {
    // Accents and case folded on both sides, as the catalogue's search does: « éte » finds « Été ».
    const pattern = sql`catalog_fold(${containing(query.search.trim())})`;
    filters.push(sql`catalog_fold(${searchable}) like ${pattern}`);
  }
  if (query.mediaType) filters.push(eq(media.mediaType, query.mediaType));
  if (query.kind) {
    const ofKind = mediaTypes.filter((type) => mediaKindOf[type] === query.kind);
    filters.push(inArray(media.mediaType, ofKind));
  }
  const { rows, totalCount } = await listPage(executor, query, {
    select: () => executor.select({ media, usagesCount }).from(media).$dynamic(),
    where: and(...filters),
    orderBy: sortOrder((query.sort ?? '-createdAt') as keyof typeof sortable, sortable, media.id),
  });
  return { rows: rows.map((row) => ({ ...row.media, usagesCount: row.usagesCount })), totalCount };
};

export const findMedia = async (executor: Executor, id: number): Promise<CountedMedia | null> => {
  const [found] = await executor.select({ media, usagesCount }).from(media).where(eq(media.id, id));
  return found ? { ...found.media, usagesCount: found.usagesCount } : null;
};

/** The row, locked until the end of the transaction (a deletion against a post taking it at once). */
export const lockMedia = async (executor: Executor, id: number) => {
  const [row] = await executor.select({ id: media.id }).from(media).where(eq(media.id, id)).for('update');
  return row ?? null;
};

/** The posts that use a media, with their title in `locale` (else French). */
export const usagesOf = async (executor: Executor, id: number, locale: Locale): Promise<TMediaUsage[]> => {
  // Written out whole: drizzle leaves the columns of a subquery unqualified, and "post_id" = "post_id"
  // would match every post's titles.
  const title = sql<string>`coalesce(
    (select pl.title from post_localizations pl where pl.post_id = post_media.post_id and pl.locale = ${locale}),
    (select pl.title from post_localizations pl where pl.post_id = post_media.post_id order by pl.locale desc limit 1),
    '')`;
  const rows = await executor
    .select({ id: postMedia.postId, title })
    .from(postMedia)
    .where(eq(postMedia.mediaId, id))
    .orderBy(postMedia.postId);
  return rows.map((row) => ({ entity: 'Post' as const, id: row.id, title: row.title }));
};

/** The pages whose blocs (a carousel's pictures) name a media: they keep their blocs whole, in JSON. */
export const pageUsagesOf = async (executor: Executor, id: number): Promise<TMediaUsage[]> => {
  const rows = await executor
    .select({ id: pages.id, title: pages.name })
    .from(pages)
    .where(
      sql`exists (select 1 from jsonb_array_elements(${pages.blocs}) as bloc where bloc->'mediaIds' @> to_jsonb(${id}::int))`,
    )
    .orderBy(pages.id);
  return rows.map((row) => ({ entity: 'Page' as const, id: row.id, title: row.title }));
};

/** Takes a media out of every post that uses it; answers those posts' ids. */
export const unlinkMedia = async (executor: Executor, id: number) =>
  (
    await executor.delete(postMedia).where(eq(postMedia.mediaId, id)).returning({ postId: postMedia.postId })
  ).map((row) => row.postId);

export type MediaValues = Omit<MediaRow, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

export const insertMedia = async (executor: Executor, values: MediaValues) => {
  const [row] = await executor.insert(media).values(values).returning({ id: media.id });
  if (!row) throw new Error('the media was not inserted');
  return row.id;
};

export const updateMedia = (
  executor: Executor,
  id: number,
  version: number,
  values: Pick<MediaRow, 'mediaType' | 'localizations' | 'externalUrl' | 'embedUrl'>,
) => updateAtVersion(executor, media, id, version, values);

export const deleteMedia = (executor: Executor, id: number) => executor.delete(media).where(eq(media.id, id));

/** The media among `ids` that exist, with their type (for a post's choice). */
export const mediaTypesOf = (executor: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : executor.select({ id: media.id, mediaType: media.mediaType }).from(media).where(inArray(media.id, ids));

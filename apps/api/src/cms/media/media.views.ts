import {
  type Locale,
  mediaFileAddress,
  mediaKindOf,
  type TMedia,
  type TMediaRendition,
  type TMediaSummary,
  type TMediaUsage,
} from '@colophon/contract';
import { localizationList, textIn } from '../localized-texts.ts';
import type { CountedMedia } from './media.repository.ts';
import type { MediaRow } from './media.tables.ts';

const renditionsOf = (row: MediaRow): TMediaRendition[] =>
  row.renditions.map(({ name, width, height, byteSize }) => ({
    name,
    width,
    height,
    byteSize,
    url: mediaFileAddress(row.id, name),
  }));

const fileUrl = (row: MediaRow) => (row.storageKey ? mediaFileAddress(row.id) : null);

export const toMedia = (row: MediaRow, usages: TMediaUsage[]): TMedia => ({
  id: row.id,
  version: row.version,
  mediaType: row.mediaType,
  kind: mediaKindOf[row.mediaType],
  localizations: localizationList(row.localizations).map(({ locale, title, altText }) => ({
    locale,
    title,
    altText: altText ?? null,
  })),
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  width: row.width,
  height: row.height,
  url: fileUrl(row),
  renditions: renditionsOf(row),
  externalUrl: row.externalUrl,
  embedUrl: row.embedUrl,
  usages,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toMediaSummary = (row: CountedMedia, locale: Locale): TMediaSummary => {
  const text = textIn(row.localizations, locale);
  const thumbnail = row.renditions.find((rendition) => rendition.name === 'thumbnail');
  return {
    id: row.id,
    mediaType: row.mediaType,
    kind: mediaKindOf[row.mediaType],
    title: text.title,
    altText: text.altText ?? null,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    url: fileUrl(row),
    thumbnailUrl: thumbnail ? mediaFileAddress(row.id, 'thumbnail') : null,
    externalUrl: row.externalUrl,
    embedUrl: row.embedUrl,
    usagesCount: row.usagesCount,
    createdAt: row.createdAt.toISOString(),
  };
};

/** What the activity log keeps of a media: its texts, type and link, not its storage keys. */
export const mediaSnapshot = (row: MediaRow) => ({
  mediaType: row.mediaType,
  localizations: row.localizations,
  fileName: row.fileName,
  contentType: row.contentType,
  byteSize: row.byteSize,
  externalUrl: row.externalUrl,
});

/** A media as a post shows it, its texts in `locale` (else French). */
export const toPostMedia = (row: MediaRow, locale: Locale) => {
  const text = textIn(row.localizations, locale);
  const thumbnail = row.renditions.find((rendition) => rendition.name === 'thumbnail');
  return {
    id: row.id,
    mediaType: row.mediaType,
    kind: mediaKindOf[row.mediaType],
    title: text.title,
    altText: text.altText ?? null,
    url: fileUrl(row),
    thumbnailUrl: thumbnail ? mediaFileAddress(row.id, 'thumbnail') : null,
    externalUrl: row.externalUrl,
    embedUrl: row.embedUrl,
    renditions: renditionsOf(row),
  };
};

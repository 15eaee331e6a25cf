import { z } from 'zod';
import { MAX_ID, ZListQuery, ZPage, ZQueryId, ZVersioned } from '../action-result.ts';
import { MEDIA_REQUESTS_PER_MINUTE } from '../catalog/media.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { localizationsOf, optionalText, ZLocale, ZRequiredName } from './localized.ts';

/**
 * The media library of the site's content: pictures (with their renditions for the site), sound and
 * documents uploaded to the shop, and links to media hosted elsewhere (videos, podcasts) shown with
 * their provider's embed. Posts (and pages' blocs) use them by id.
 */

/** SPEC §9. */
export const mediaTypes = [
  'ProductCover',
  'ImageThumbnailCms',
  'ImageCustom',
  'ImageBanner',
  'ImageThumbnailProfile',
  'AudioUpload',
  'SoundcloudCode',
  'AushaPodcast',
  'DocumentFile',
  'YoutubeLink',
  'VimeoLink',
  'DailymotionLink',
] as const;
export const ZMediaType = z.enum(mediaTypes);
export type TMediaType = z.infer<typeof ZMediaType>;

/** What a type holds: an uploaded picture, sound or document, or a link to a provider's page. */
export const mediaKinds = ['Image', 'Audio', 'Document', 'External'] as const;
export const ZMediaKind = z.enum(mediaKinds);
export type TMediaKind = z.infer<typeof ZMediaKind>;

export const mediaKindOf: Record<TMediaType, TMediaKind> = {
  ProductCover: 'Image',
  ImageThumbnailCms: 'Image',
  ImageCustom: 'Image',
  ImageBanner: 'Image',
  ImageThumbnailProfile: 'Image',
  AudioUpload: 'Audio',
  SoundcloudCode: 'External',
  AushaPodcast: 'External',
  DocumentFile: 'Document',
  YoutubeLink: 'External',
  VimeoLink: 'External',
  DailymotionLink: 'External',
};

/** The sizes the site shows a picture at: WebP, at most this wide, never enlarged. */
export const mediaRenditions = [
  { name: 'thumbnail', width: 320 },
  { name: 'medium', width: 960 },
  { name: 'large', width: 1920 },
] as const;
export const mediaRenditionNames = [
  'original',
  ...mediaRenditions.map((rendition) => rendition.name),
] as const;
export const ZMediaRenditionName = z.enum(mediaRenditionNames as unknown as ['original', ...string[]]);
export type TMediaRenditionName = (typeof mediaRenditionNames)[number];

/** The formats taken per kind: told by the file's first bytes, never by its name or declared type. */
export const mediaContentTypes = {
  Image: ['image/jpeg', 'image/png', 'image/webp'],
  Audio: ['audio/mpeg', 'audio/ogg', 'audio/mp4', 'audio/wav', 'audio/flac'],
  Document: ['application/pdf', 'application/epub+zip'],
} as const satisfies Record<Exclude<TMediaKind, 'External'>, readonly string[]>;

/** The largest upload per kind (413 beyond), and the largest picture in pixels. */
export const mediaLimits = {
  Image: 10 * 1024 * 1024,
  Audio: 30 * 1024 * 1024,
  Document: 20 * 1024 * 1024,
} as const satisfies Record<Exclude<TMediaKind, 'External'>, number>;
export const MAX_MEDIA_PIXELS = 50_000_000;
export const MAX_MEDIA_BYTES = Math.max(...Object.values(mediaLimits));

/** The providers a link may lead to, per external type, with the address forms each takes. */
export const mediaProviders: Record<
  Extract<TMediaType, 'SoundcloudCode' | 'AushaPodcast' | 'YoutubeLink' | 'VimeoLink' | 'DailymotionLink'>,
  { provider: string; example: string }
> = {
  YoutubeLink: { provider: 'YouTube', example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  VimeoLink: { provider: 'Vimeo', example: 'https://vimeo.com/76979871' },
  DailymotionLink: { provider: 'Dailymotion', example: 'https://www.dailymotion.com/video/x8abcd1' },
  SoundcloudCode: {
    provider: 'SoundCloud',
    example: 'https://soundcloud.com/artist/track (or the embed code)',
  },
  AushaPodcast: { provider: 'Ausha', example: 'https://player.ausha.co/?podcastId=oKxAbc&v=3' },
};

const parseUrl = (text: string) => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};
const hostIs = (url: URL, ...hosts: string[]) => {
  const host = url.hostname.toLowerCase();
  return hosts.some((name) => host === name || host === `www.${name}` || host === `m.${name}`);
};

/** The address inside an embed code (`<iframe src="…">`), or the text itself. */
const srcOf = (text: string) => text.match(/<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i)?.[1] ?? text;

/**
 * A link as its provider forms it: the canonical address kept, and the address of its player for an
 * <iframe>; null when the link is not one of the provider's forms.
 */
export const embedOf = (
  mediaType: TMediaType,
  text: string,
): { externalUrl: string; embedUrl: string } | null => {
  const url = parseUrl(srcOf(text).replaceAll('&amp;', '&'));
  if (!url) return null;
  const path = url.pathname;
  switch (mediaType) {
    case 'YoutubeLink': {
      let id: string | null | undefined = null;
      if (hostIs(url, 'youtu.be')) id = path.slice(1);
      else if (hostIs(url, 'youtube.com', 'youtube-nocookie.com', 'music.youtube.com'))
        id =
          path === '/watch'
            ? url.searchParams.get('v')
            : path.match(/^\/(?:embed|shorts|live|v)\/([^/]+)$/)?.[1];
      if (!id || !/^[A-Za-z0-9_-]{11}$/.test(id)) return null;
      return {
        externalUrl: `https://www.youtube.com/watch?v=${id}`,
        embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      };
    }
    case 'VimeoLink': {
      const id = hostIs(url, 'vimeo.com')
        ? path.match(/^\/(?:channels\/[^/]+\/|video\/)?(\d{4,12})\/?$/)?.[1]
        : hostIs(url, 'player.vimeo.com')
          ? path.match(/^\/video\/(\d{4,12})\/?$/)?.[1]
          : undefined;
      if (!id) return null;
      return { externalUrl: `https://vimeo.com/${id}`, embedUrl: `https://player.vimeo.com/video/${id}` };
    }
    case 'DailymotionLink': {
      const id = hostIs(url, 'dai.ly')
        ? path.match(/^\/([a-z0-9]{5,12})$/i)?.[1]
        : hostIs(url, 'dailymotion.com')
          ? path.match(/^\/(?:embed\/)?video\/([a-z0-9]{5,12})/i)?.[1]
          : undefined;
      if (!id) return null;
      return {
        externalUrl: `https://www.dailymotion.com/video/${id}`,
        embedUrl: `https://www.dailymotion.com/embed/video/${id}`,
      };
    }
    case 'SoundcloudCode': {
      const track = hostIs(url, 'w.soundcloud.com') ? parseUrl(url.searchParams.get('url') ?? '') : url;
      if (!track) return null;
      const trackPath = track.pathname.replace(/\/$/, '');
      const known =
        (hostIs(track, 'soundcloud.com') && /^\/[\w-]+\/[\w-]+(\/[\w-]+)?$/.test(trackPath)) ||
        (hostIs(track, 'api.soundcloud.com') && /^\/(tracks|playlists)\/\d+$/.test(trackPath));
      if (!known) return null;
      const externalUrl = `https://${track.hostname.replace(/^(www|m)\./, '')}${trackPath}`;
      return {
        externalUrl,
        embedUrl: `https://w.soundcloud.com/player/?url=${encodeURIComponent(externalUrl)}`,
      };
    }
    case 'AushaPodcast': {
      const podcastId = url.searchParams.get('podcastId') ?? url.searchParams.get('showId');
      if (!hostIs(url, 'player.ausha.co') || !podcastId || !/^[\w-]{2,40}$/.test(podcastId)) return null;
      const kind = url.searchParams.has('podcastId') ? 'podcastId' : 'showId';
      const address = `https://player.ausha.co/?${kind}=${podcastId}&v=3`;
      return { externalUrl: address, embedUrl: address };
    }
    default:
      return null;
  }
};

export const ZMediaLocalization = z.object({
  locale: ZLocale,
  title: z.string(),
  /** What the picture shows, for those who cannot see it; null for other kinds. */
  altText: z.string().nullable(),
});

export const ZMediaRendition = z.object({
  name: ZMediaRenditionName,
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  /** Public address, relative to the API. */
  url: z.string(),
});
export type TMediaRendition = z.infer<typeof ZMediaRendition>;

/** A media as a post shows it: the texts in the caller's language (else French), its addresses. */
export const ZPostMedia = z.object({
  id: z.number().int(),
  mediaType: ZMediaType,
  kind: ZMediaKind,
  title: z.string(),
  altText: z.string().nullable(),
  url: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  embedUrl: z.string().nullable(),
  renditions: z.array(ZMediaRendition),
});
export type TPostMedia = z.infer<typeof ZPostMedia>;

/** Where a media is used: what a user opens to change it. */
export const ZMediaUsage = z.object({
  entity: z.enum(['Post', 'Page']),
  id: z.number().int(),
  title: z.string(),
});
export type TMediaUsage = z.infer<typeof ZMediaUsage>;

export const ZMedia = z.object({
  id: z.number().int(),
  version: z.number().int(),
  mediaType: ZMediaType,
  kind: ZMediaKind,
  localizations: z.array(ZMediaLocalization),
  /** The uploaded file's name, type (read from its bytes) and size; null for a link. */
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Public address of the uploaded file (a picture's original, without its metadata). */
  url: z.string().nullable(),
  /** A picture's sizes for the site, smallest first. */
  renditions: z.array(ZMediaRendition),
  /** The provider's address of a link, and its player's. */
  externalUrl: z.string().nullable(),
  embedUrl: z.string().nullable(),
  usages: z.array(ZMediaUsage),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TMedia = z.infer<typeof ZMedia>;

/** A media in lists and pickers, in the caller's language (else French). */
export const ZMediaSummary = z.object({
  id: z.number().int(),
  mediaType: ZMediaType,
  kind: ZMediaKind,
  title: z.string(),
  altText: z.string().nullable(),
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
  byteSize: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string().nullable(),
  /** The picture's smallest rendition; null for other kinds. */
  thumbnailUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  embedUrl: z.string().nullable(),
  usagesCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TMediaSummary = z.infer<typeof ZMediaSummary>;

const mediaFields = {
  mediaType: ZMediaType,
  localizations: localizationsOf({ title: ZRequiredName, altText: optionalText(300) }),
  /** A link's address (or, for SoundCloud, its embed code); null for an upload. */
  externalUrl: z.string().trim().max(5000).nullable().default(null),
};

type MediaFields = {
  mediaType: TMediaType;
  localizations: { locale: string; altText: string | null }[];
  externalUrl: string | null;
};
/** A link fits its provider, an upload has none, a picture says what it shows in French and English. */
const mediaRules = (media: MediaFields, context: z.RefinementCtx) => {
  const kind = mediaKindOf[media.mediaType];
  if (kind === 'External') {
    if (!media.externalUrl) context.addIssue({ code: 'custom', path: ['externalUrl'], message: 'required' });
    else if (!embedOf(media.mediaType, media.externalUrl))
      context.addIssue({ code: 'custom', path: ['externalUrl'], message: 'mediaLinkForm' });
  } else if (media.externalUrl)
    context.addIssue({ code: 'custom', path: ['externalUrl'], message: 'mediaLinkNotForUpload' });
  if (kind === 'Image') {
    for (const locale of ['fr', 'en'] as const) {
      const index = media.localizations.findIndex((item) => item.locale === locale);
      if (index < 0)
        context.addIssue({ code: 'custom', path: ['localizations'], message: 'altTextBothLanguages' });
      else if (!media.localizations[index]?.altText)
        context.addIssue({
          code: 'custom',
          path: ['localizations', index, 'altText'],
          message: 'altTextRequired',
        });
    }
  }
};

/**
 * A new media: a link (this body as JSON), or an upload (multipart: this body as the `media` field,
 * then the `file` part).
 */
export const ZMediaCreate = z.object(mediaFields).superRefine(mediaRules);
export const ZMediaUpdate = z
  .object({ id: z.number().int().positive().max(MAX_ID), ...mediaFields })
  .extend(ZVersioned.shape)
  .superRefine(mediaRules);
export type TMediaCreate = z.input<typeof ZMediaCreate>;
export type TMediaUpdate = z.input<typeof ZMediaUpdate>;

export const mediaSortFields = ['title', 'createdAt', 'byteSize', 'mediaType'] as const;
const sorts = mediaSortFields.flatMap((field) => [field, `-${field}`] as const);

export const ZMediaListQuery = ZListQuery.extend({
  sort: z.enum(sorts as [string, ...string[]]).optional(),
  mediaType: ZMediaType.optional(),
  kind: ZMediaKind.optional(),
});
export type TMediaListQuery = z.output<typeof ZMediaListQuery>;

export const ZMediaDeleteQuery = z.object({
  id: ZQueryId,
  /** Deletes a media still in use too, taking it out of the posts that use it. */
  force: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const ZMediaConfiguration = z.object({
  maxBytes: z.object({ Image: z.number().int(), Audio: z.number().int(), Document: z.number().int() }),
  maxPixels: z.number().int(),
  contentTypes: z.object({
    Image: z.array(z.string()),
    Audio: z.array(z.string()),
    Document: z.array(z.string()),
  }),
  renditions: z.array(z.object({ name: z.string(), width: z.number().int() })),
  providers: z.array(z.object({ mediaType: ZMediaType, provider: z.string(), example: z.string() })),
});
export type TMediaConfiguration = z.infer<typeof ZMediaConfiguration>;

export const ZMediaTypeInfo = z.object({ mediaType: ZMediaType, kind: ZMediaKind });

const base = '/BackOffice/Media';
/** Reading the library: whoever reads posts (staff who build pages pick their media here too). */
const libraryClaim = claim('Cms', 'PostList');

/**
 * The library is shared by posts and pages: reading needs the posts' claim; adding and changing
 * also an author's or editor's claim (or the pages'), deleting an editor's (or the pages'): the
 * service checks which (403 otherwise).
 */
export const mediaEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/Medias`,
    access: libraryClaim,
    summary:
      'The media library, paged; search in titles, alternative texts and file names; filters by type and kind',
    query: ZMediaListQuery,
    response: ZPage(ZMediaSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/Media`,
    access: libraryClaim,
    summary: 'One media with its renditions, its embed and where it is used',
    query: z.object({ id: ZQueryId }),
    response: ZMedia,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Media`,
    access: libraryClaim,
    summary:
      'Add a media: a link as JSON, or an upload as multipart/form-data (a `media` field holding this JSON, then the `file` part); the file’s type is read from its bytes; pictures get their renditions',
    response: ZMedia,
    answers: [400, 413],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/Media`,
    access: libraryClaim,
    summary:
      'Change a media’s titles, alternative texts, type (within its kind) or link; a stale version 409',
    body: ZMediaUpdate,
    response: ZMedia,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/Media`,
    access: libraryClaim,
    summary:
      'Delete a media; one still used is refused (409, naming where) unless `force=true`, which takes it out of what uses it',
    query: ZMediaDeleteQuery,
    response: z.null(),
    answers: [409],
  }),
  configuration: defineEndpoint({
    method: 'GET',
    path: `${base}/MediaConfiguration`,
    access: libraryClaim,
    summary: 'The limits of uploads (size, formats, pixels), the renditions made, the providers of links',
    response: ZMediaConfiguration,
  }),
  types: defineEndpoint({
    method: 'GET',
    path: `${base}/MediaTypes`,
    reference: true,
    access: libraryClaim,
    summary: 'The types of media and the kind of each',
    response: z.array(ZMediaTypeInfo),
  }),
};

/** The public address of a media's file or rendition, relative to the API. */
export const mediaFileAddress = (id: number, rendition: TMediaRenditionName = 'original') =>
  `/Common/Media/File?id=${id}&rendition=${rendition}`;

export const publicMediaEndpoints = {
  file: defineEndpoint({
    method: 'GET',
    path: '/Common/Media/File',
    access: 'public',
    summary:
      'The bytes of a media of the library: a picture’s original or one of its renditions, a sound, a document',
    query: z.object({ id: ZQueryId, rendition: ZMediaRenditionName.default('original') }),
    response: z.string(),
    rateLimit: MEDIA_REQUESTS_PER_MINUTE,
  }),
};

/** What the claims allow in the library (the service enforces it). */
export const mediaClaims = {
  read: [claim('Cms', 'PostList')],
  write: [
    claim('Cms', 'PostCreateEditIfOwner'),
    claim('Cms', 'PostCreateEditAll'),
    claim('Cms', 'PagesManage'),
  ],
  remove: [claim('Cms', 'PostCreateEditAll'), claim('Cms', 'PagesManage')],
} as const;

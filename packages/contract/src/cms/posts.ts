import { z } from 'zod';
import {
  MAX_ID,
  ZById,
  ZByIds,
  ZListQuery,
  ZNothing,
  ZPage,
  ZQueryId,
  ZVersioned,
} from '../action-result.ts';
import { ZEan } from '../catalog/ean.ts';
import { MAX_PUBLIC_DEPTH } from '../catalog/public-limits.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZGender } from '../users/users.ts';
import { localizationsOf, optionalText, ZLocale } from './localized.ts';
import { ZPostMedia } from './media.ts';
import { ZRelativeUrl } from './seo.ts';

/**
 * Posts: the shop's editorial content (staff picks, interviews, events, reading lists…), written in
 * French and English, moved through an editorial workflow that the server enforces
 * (docs/state-machines.md): authors (`Cms.PostCreateEditIfOwner`) write and submit their own posts,
 * editors (`Cms.PostCreateEditAll`) edit every post, validate, reject, publish and archive.
 */

/** SPEC §9. */
export const postTypes = [
  'ProductLiked',
  'Article',
  'Folder',
  'Event',
  'ProductList',
  'Location',
  'Author',
  'Html',
  'Banner',
  'Video',
  'Podcast',
  'MustRead',
] as const;
export const ZPostType = z.enum(postTypes);
export type TPostType = z.infer<typeof ZPostType>;

/** SPEC §4. Only `Published` reaches the site, and only inside its publication window. */
export const postStatuses = [
  'Draft',
  'WaitingForValidation',
  'ValidationRejected',
  'Validated',
  'Published',
  'Archived',
] as const;
export const ZPostStatus = z.enum(postStatuses);
export type TPostStatus = z.infer<typeof ZPostStatus>;

/** The workflow's steps (docs/state-machines.md). */
export const postActions = ['Submit', 'Validate', 'Reject', 'Publish', 'Archive', 'BackToDraft'] as const;
export const ZPostAction = z.enum(postActions);
export type TPostAction = z.infer<typeof ZPostAction>;

/** The fields a type of post may use beyond its title and SEO (SPEC §3 Post). */
export const postFields = [
  'subtitle',
  'lead',
  'description',
  'products',
  'relatedPosts',
  'event',
  'location',
  'media',
  'categories',
  'tags',
  'signature',
] as const;
export type TPostField = (typeof postFields)[number];

/** Which fields each type uses, and which of them it needs. */
export const postConfiguration: Record<TPostType, { fields: TPostField[]; required: TPostField[] }> = {
  ProductLiked: {
    fields: ['lead', 'description', 'products', 'categories', 'tags', 'signature'],
    required: ['products'],
  },
  Article: {
    fields: [
      'subtitle',
      'lead',
      'description',
      'products',
      'relatedPosts',
      'media',
      'categories',
      'tags',
      'signature',
    ],
    required: [],
  },
  Folder: {
    fields: [
      'subtitle',
      'lead',
      'description',
      'products',
      'relatedPosts',
      'media',
      'categories',
      'tags',
      'signature',
    ],
    required: [],
  },
  Event: {
    fields: [
      'subtitle',
      'lead',
      'description',
      'products',
      'event',
      'location',
      'media',
      'categories',
      'tags',
      'signature',
    ],
    required: ['event'],
  },
  ProductList: {
    fields: ['lead', 'description', 'products', 'categories', 'tags', 'signature'],
    required: ['products'],
  },
  Location: { fields: ['lead', 'description', 'location', 'media', 'categories', 'tags'], required: [] },
  Author: {
    fields: ['subtitle', 'lead', 'description', 'products', 'relatedPosts', 'media', 'categories', 'tags'],
    required: [],
  },
  Html: { fields: ['description', 'categories'], required: [] },
  Banner: { fields: ['subtitle', 'media', 'categories'], required: [] },
  Video: {
    fields: ['lead', 'description', 'products', 'media', 'categories', 'tags', 'signature'],
    required: ['media'],
  },
  Podcast: {
    fields: ['lead', 'description', 'products', 'media', 'categories', 'tags', 'signature'],
    required: ['media'],
  },
  MustRead: {
    fields: ['lead', 'description', 'products', 'categories', 'tags', 'signature'],
    required: ['products'],
  },
};

export const ZPostConfiguration = z.array(
  z.object({
    postType: ZPostType,
    fields: z.array(z.enum(postFields)),
    required: z.array(z.enum(postFields)),
  }),
);

/** Where an event takes place, or the shop a Location post presents. */
export const ZPostLocation = z.object({
  email: z.email('invalidEmail').max(300).nullable().default(null),
  website: z
    .url({ protocol: /^https?$/, error: 'httpUrl' })
    .max(2000)
    .nullable()
    .default(null),
  gender: ZGender.default('Unknown'),
  firstName: optionalText(100),
  lastName: optionalText(100),
  company: optionalText(200),
  address1: optionalText(200),
  address2: optionalText(200),
  address3: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(100),
  country: optionalText(100),
  phone: optionalText(40),
  mobilePhone: optionalText(40),
});
export type TPostLocation = z.output<typeof ZPostLocation>;

export const ZPostSeo = z.object({
  /** Unique among the posts of the language; proposed from the title when left empty. */
  relativeUrl: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
});

export const ZPostLocalization = z.object({
  locale: ZLocale,
  title: z.string(),
  subtitle: z.string().nullable(),
  /** HTML. */
  lead: z.string().nullable(),
  /** HTML. */
  description: z.string().nullable(),
  seo: ZPostSeo,
});
export type TPostLocalization = z.infer<typeof ZPostLocalization>;

/** A book the post links to, by its EAN, as the catalogue knows it (`title` null when it does not). */
export const ZPostProduct = z.object({
  ean: z.string(),
  title: z.string().nullable(),
  coverUrl: z.string().nullable(),
});

export const ZPostSummary = z.object({
  id: z.number().int(),
  postType: ZPostType,
  postStatus: ZPostStatus,
  /** In the caller's language, else French. */
  title: z.string(),
  locales: z.array(ZLocale),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  publicationStartDate: z.iso.datetime().nullable(),
  publicationEndDate: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TPostSummary = z.infer<typeof ZPostSummary>;

export const ZPost = z.object({
  id: z.number().int(),
  version: z.number().int(),
  postType: ZPostType,
  postStatus: ZPostStatus,
  /** The reviewer's reason, while the post is `ValidationRejected`. */
  rejectionReason: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  publicationStartDate: z.iso.datetime().nullable(),
  publicationEndDate: z.iso.datetime().nullable(),
  localizations: z.array(ZPostLocalization),
  products: z.array(ZPostProduct),
  relatedPosts: z.array(z.object({ id: z.number().int(), title: z.string() })),
  eventStart: z.iso.datetime().nullable(),
  eventEnd: z.iso.datetime().nullable(),
  /** How many people an event takes; null when it takes anyone who registers. */
  eventCapacity: z.number().int().nullable(),
  location: ZPostLocation.nullable(),
  /** The media link (a video, a podcast episode, a banner's picture). */
  mediaUrl: z.string().nullable(),
  /** The post's media from the library, in the order shown (the first is its main picture). */
  media: z.array(ZPostMedia),
  categoryIds: z.array(z.number().int()),
  tagIds: z.array(z.number().int()),
  signatureId: z.number().int().nullable(),
  /** The steps the caller may take now; the console offers exactly these. */
  allowedActions: z.array(ZPostAction),
  /** Whether the caller may change the post's content now. */
  canEdit: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TPost = z.infer<typeof ZPost>;

const ZId = z.number().int().positive().max(MAX_ID);
const ZDateTime = z.iso.datetime({ offset: true }).nullable().default(null);

const postFieldsInput = {
  postType: ZPostType,
  publicationStartDate: ZDateTime,
  publicationEndDate: ZDateTime,
  localizations: localizationsOf({
    title: z.string().trim().min(1, 'required').max(300),
    subtitle: optionalText(300),
    lead: optionalText(20_000),
    description: optionalText(200_000),
    seo: z
      .object({
        relativeUrl: z
          .union([ZRelativeUrl, z.literal('')])
          .nullable()
          .default(null),
        metaTitle: optionalText(200),
        metaDescription: optionalText(500),
        metaKeywords: optionalText(500),
      })
      .default({ relativeUrl: null, metaTitle: null, metaDescription: null, metaKeywords: null }),
  }),
  productEans: z.array(ZEan).max(200).default([]),
  relatedPostIds: z.array(ZId).max(50).default([]),
  eventStart: ZDateTime,
  eventEnd: ZDateTime,
  eventCapacity: z.number().int().min(1).max(100_000).nullable().default(null),
  location: ZPostLocation.nullable().default(null),
  mediaUrl: z
    .url({ protocol: /^https?$/, error: 'httpUrl' })
    .max(2000)
    .nullable()
    .default(null),
  /** Media of the library, in the order shown. */
  mediaIds: z.array(ZId).max(30).default([]),
  categoryIds: z.array(ZId).max(50).default([]),
  tagIds: z.array(ZId).max(50).default([]),
  signatureId: ZId.nullable().default(null),
};

type Dated = {
  publicationStartDate: string | null;
  publicationEndDate: string | null;
  eventStart: string | null;
  eventEnd: string | null;
};
const datesInOrder = (post: Dated, context: z.RefinementCtx) => {
  const after = (start: string | null, end: string | null) =>
    start !== null && end !== null && Date.parse(end) <= Date.parse(start);
  if (after(post.publicationStartDate, post.publicationEndDate))
    context.addIssue({ code: 'custom', path: ['publicationEndDate'], message: 'dateRange' });
  if (after(post.eventStart, post.eventEnd))
    context.addIssue({ code: 'custom', path: ['eventEnd'], message: 'dateRange' });
};

export const ZPostCreate = z.object(postFieldsInput).superRefine(datesInOrder);
export const ZPostUpdate = z
  .object({ id: ZId, ...postFieldsInput })
  .extend(ZVersioned.shape)
  .superRefine(datesInOrder);
export type TPostCreate = z.input<typeof ZPostCreate>;
export type TPostUpdate = z.input<typeof ZPostUpdate>;

/** One step of the workflow, at the version the caller read. */
export const ZPostTransition = z
  .object({
    id: ZId,
    version: z.number().int().min(1),
    action: ZPostAction,
    /** Why the post is rejected: required with `Reject`. */
    reason: z.string().trim().max(2000).nullable().default(null),
  })
  .superRefine((step, context) => {
    if (step.action === 'Reject' && !step.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'rejectionReasonRequired' });
  });
export type TPostTransition = z.input<typeof ZPostTransition>;

export const postSortFields = [
  'title',
  'postType',
  'postStatus',
  'publicationStartDate',
  'updatedAt',
  'createdAt',
] as const;
const sorts = postSortFields.flatMap((field) => [field, `-${field}`] as const);

export const ZPostListQuery = ZListQuery.extend({
  sort: z.enum(sorts as [string, ...string[]]).optional(),
  postType: ZPostType.optional(),
  postStatus: ZPostStatus.optional(),
  categoryId: ZQueryId.optional(),
  tagId: ZQueryId.optional(),
  signatureId: ZQueryId.optional(),
  ownerId: ZQueryId.optional(),
});
export type TPostListQuery = z.output<typeof ZPostListQuery>;

/** A post as the site reads it, in the caller's language (else French). */
export const ZPublicPost = z.object({
  id: z.number().int(),
  postType: ZPostType,
  locale: ZLocale,
  title: z.string(),
  subtitle: z.string().nullable(),
  lead: z.string().nullable(),
  description: z.string().nullable(),
  seo: ZPostSeo,
  publicationStartDate: z.iso.datetime().nullable(),
  eventStart: z.iso.datetime().nullable(),
  eventEnd: z.iso.datetime().nullable(),
  location: ZPostLocation.nullable(),
  mediaUrl: z.string().nullable(),
  media: z.array(ZPostMedia),
  products: z.array(ZPostProduct),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  signature: z
    .object({ name: z.string(), role: z.string().nullable(), pictureUrl: z.string().nullable() })
    .nullable(),
});
export type TPublicPost = z.infer<typeof ZPublicPost>;

export const ZPublicPostListQuery = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    postType: ZPostType.optional(),
    categoryId: ZQueryId.optional(),
    tagId: ZQueryId.optional(),
  })
  .superRefine((query, context) => {
    if (query.page * query.pageSize > MAX_PUBLIC_DEPTH)
      context.addIssue({ code: 'custom', path: ['page'], message: 'publicationDepth' });
  });
export type TPublicPostListQuery = z.output<typeof ZPublicPostListQuery>;

/** A search of the catalogue for a post's books: words of the title or an author's name, or an EAN. */
export const ZPostBookSearchQuery = z.object({ search: z.string().trim().min(2).max(200) });
/** A book the post editor may link, as its picker shows it. */
export const ZPostBookCandidate = z.object({
  ean: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  coverUrl: z.string().nullable(),
  /** Whether the site shows it: a hidden book is linked but left out of the public read. */
  isVisible: z.boolean(),
});
export type TPostBookCandidate = z.infer<typeof ZPostBookCandidate>;

const posts = claim('Cms', 'PostList');
const base = '/BackOffice/Post';

export const postEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${base}/Posts`,
    access: posts,
    summary: 'Posts, paged; search in titles; filters by type, status, category, tag, signature, owner',
    query: ZPostListQuery,
    response: ZPage(ZPostSummary),
  }),
  accessible: defineEndpoint({
    method: 'GET',
    path: `${base}/AccessiblePosts`,
    access: posts,
    summary:
      'The posts the caller may edit (every post with PostCreateEditAll, its own with PostCreateEditIfOwner), paged',
    query: ZPostListQuery,
    response: ZPage(ZPostSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${base}/Post`,
    access: posts,
    summary: 'One post, every language, with the steps the caller may take',
    query: ZById,
    response: ZPost,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${base}/Post`,
    access: posts,
    summary: 'Write a post (a Draft owned by the caller); needs PostCreateEditIfOwner or PostCreateEditAll',
    body: ZPostCreate,
    response: ZPost,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${base}/Post`,
    access: posts,
    summary:
      'Change a post: an author its own drafts and rejected posts, an editor every post; a stale version 409',
    body: ZPostUpdate,
    response: ZPost,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${base}/Post`,
    access: posts,
    summary: 'Delete posts (one id or several: all or none): an author its own drafts, an editor every post',
    query: ZByIds,
    response: ZNothing,
    answers: [409],
  }),
  types: defineEndpoint({
    method: 'GET',
    path: `${base}/PostTypes`,
    reference: true,
    access: posts,
    summary: 'The twelve types of post',
    response: z.array(ZPostType),
  }),
  statuses: defineEndpoint({
    method: 'GET',
    path: `${base}/PostStatus`,
    reference: true,
    access: posts,
    summary: 'The workflow’s statuses',
    response: z.array(ZPostStatus),
  }),
  transition: defineEndpoint({
    method: 'PUT',
    path: `${base}/PostStatus`,
    access: posts,
    summary:
      'One workflow step (Submit, Validate, Reject with a reason, Publish, Archive, BackToDraft); a step the state or the caller’s claims do not allow is 409 or 403',
    body: ZPostTransition,
    response: ZPost,
  }),
  books: defineEndpoint({
    method: 'GET',
    path: `${base}/Books`,
    access: posts,
    summary:
      'The books of the catalogue a post may link, found by words of their title or authors (accents aside) or by EAN; at most 10, best first',
    query: ZPostBookSearchQuery,
    response: z.array(ZPostBookCandidate),
  }),
  configuration: defineEndpoint({
    method: 'GET',
    path: `${base}/PostConfiguration`,
    access: posts,
    summary: 'The fields each type of post uses, and those it needs',
    response: ZPostConfiguration,
  }),
};

export const publicPostEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/Public/Post/Posts',
    access: 'public',
    summary:
      'Published posts inside their publication window, newest first, in the caller’s language; by type, category, tag',
    query: ZPublicPostListQuery,
    response: ZPage(ZPublicPost),
  }),
  byRelativeUrl: defineEndpoint({
    method: 'GET',
    path: '/Public/Post/Post',
    access: 'public',
    summary:
      'A published post by its relative URL in the caller’s language (404 outside its publication window)',
    query: z.object({ relativeUrl: ZRelativeUrl }),
    response: ZPublicPost,
    answers: [404],
  }),
};

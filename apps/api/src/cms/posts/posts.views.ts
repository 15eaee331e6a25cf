import type { Locale, TPost, TPostSummary, TPublicPost } from '@colophon/contract';
import type { CategoryRow } from '../categories/categories.tables.ts';
import { textIn } from '../localized-texts.ts';
import { toPostMedia } from '../media/media.views.ts';
import type { SignatureRow } from '../signatures/signatures.tables.ts';
import type { TagRow } from '../tags/tags.tables.ts';
import { allowedActions, canEditContent, type PostRole } from './post-machine.ts';
import type { PostAggregate } from './posts.repository.ts';
import type { PostLocalizationRow, PostRow } from './posts.tables.ts';

const iso = (moment: Date | null) => moment?.toISOString() ?? null;

const toLocalization = (row: PostLocalizationRow) => ({
  locale: row.locale,
  title: row.title,
  subtitle: row.subtitle,
  lead: row.lead,
  description: row.description,
  seo: {
    relativeUrl: row.relativeUrl,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    metaKeywords: row.metaKeywords,
  },
});

export const toPost = (post: PostAggregate, role: PostRole): TPost => ({
  id: post.id,
  version: post.version,
  postType: post.postType,
  postStatus: post.status,
  rejectionReason: post.rejectionReason,
  ownerId: post.ownerId,
  ownerName: post.ownerName,
  publicationStartDate: iso(post.publicationStart),
  publicationEndDate: iso(post.publicationEnd),
  localizations: post.localizations.map(toLocalization),
  products: post.products.map(({ ean, title, coverUrl }) => ({ ean, title, coverUrl })),
  relatedPosts: post.relatedPosts,
  eventStart: iso(post.eventStart),
  eventEnd: iso(post.eventEnd),
  eventCapacity: post.eventCapacity,
  location: post.location,
  mediaUrl: post.mediaUrl,
  // The console shows each media's French texts (else English) beside the post's two languages.
  media: post.media.map((row) => toPostMedia(row, 'fr')),
  categoryIds: post.categoryIds,
  tagIds: post.tagIds,
  signatureId: post.signatureId,
  allowedActions: allowedActions(post.status, role),
  canEdit: canEditContent(post.status, role),
  createdAt: post.createdAt.toISOString(),
  updatedAt: post.updatedAt.toISOString(),
});

export const toPostSummary = (row: {
  post: PostRow;
  title: string;
  locales: Locale[];
  ownerName: string | null;
}): TPostSummary => ({
  id: row.post.id,
  postType: row.post.postType,
  postStatus: row.post.status,
  title: row.title,
  locales: row.locales,
  ownerId: row.post.ownerId,
  ownerName: row.ownerName,
  publicationStartDate: iso(row.post.publicationStart),
  publicationEndDate: iso(row.post.publicationEnd),
  updatedAt: row.post.updatedAt.toISOString(),
});

/** What the activity log keeps of a post. */
export const postSnapshot = (post: PostAggregate) => ({
  postType: post.postType,
  postStatus: post.status,
  rejectionReason: post.rejectionReason,
  publicationStartDate: iso(post.publicationStart),
  publicationEndDate: iso(post.publicationEnd),
  localizations: post.localizations.map(toLocalization),
  productEans: post.productEans,
  relatedPostIds: post.relatedPostIds,
  eventStart: iso(post.eventStart),
  eventEnd: iso(post.eventEnd),
  location: post.location,
  mediaUrl: post.mediaUrl,
  mediaIds: post.media.map((row) => row.id),
  categoryIds: post.categoryIds,
  tagIds: post.tagIds,
  signatureId: post.signatureId,
});

export interface Taxonomy {
  categories: CategoryRow[];
  tags: TagRow[];
  signatures: SignatureRow[];
}

/** A post as the site reads it, in `locale` (else French); books the site does not show are left out. */
export const toPublicPost = (post: PostAggregate, locale: Locale, taxonomy: Taxonomy): TPublicPost => {
  const text =
    post.localizations.find((item) => item.locale === locale) ??
    post.localizations.find((item) => item.locale === 'fr') ??
    post.localizations[0];
  if (!text) throw new Error(`the post ${post.id} has no text`);
  const signature = taxonomy.signatures.find((row) => row.id === post.signatureId);
  const localization = toLocalization(text);
  return {
    id: post.id,
    postType: post.postType,
    locale: text.locale,
    title: localization.title,
    subtitle: localization.subtitle,
    lead: localization.lead,
    description: localization.description,
    seo: localization.seo,
    publicationStartDate: iso(post.publicationStart),
    eventStart: iso(post.eventStart),
    eventEnd: iso(post.eventEnd),
    location: post.location,
    mediaUrl: post.mediaUrl,
    media: post.media.map((row) => toPostMedia(row, locale)),
    products: post.products
      .filter((book) => book.isVisible)
      .map(({ ean, title, coverUrl }) => ({ ean, title, coverUrl })),
    categories: taxonomy.categories
      .filter((row) => post.categoryIds.includes(row.id))
      .map((row) => ({ id: row.id, name: textIn(row.localizations, locale).name })),
    tags: taxonomy.tags
      .filter((row) => post.tagIds.includes(row.id))
      .map((row) => ({ id: row.id, name: textIn(row.localizations, locale).name })),
    signature: signature
      ? {
          name: textIn(signature.localizations, locale).name,
          role: textIn(signature.localizations, locale).role,
          pictureUrl: signature.pictureUrl,
        }
      : null,
  };
};

import {
  claim,
  type Locale,
  type ParsedBody,
  postConfiguration,
  type postEndpoints,
  postStatuses,
  postTypes,
  type TPostListQuery,
  type TPublicPostListQuery,
} from '@colophon/contract';
import { recordActivity } from '../../activity/activity-log.ts';
import { audited } from '../../activity/audited.ts';
import type { Executor, Tx } from '../../db/database.ts';
import { inTransaction } from '../../db/unique-violation.ts';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import { AppError, type FieldError, notFound, staleVersion } from '../../http/app-error.ts';
import { holds, type SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { freeRelativeUrl } from '../seo/seo.service.ts';
import {
  canEditContent,
  judgeDeletion,
  judgeStep,
  mayTake,
  type PostRole,
  postSteps,
} from './post-machine.ts';
import { mediaIdsInHtml } from './post-pictures.ts';
import {
  deletePost,
  existingEans,
  existingIds,
  findPost,
  findPublicPostId,
  insertPost,
  type LocalizationValues,
  listPosts,
  listPublicPostIds,
  loadPosts,
  loadTaxonomy,
  type PostAggregate,
  postsToArchive,
  postsToPublish,
  relativeUrlOwner,
  searchBooks,
  updatePost,
  writePostLinks,
} from './posts.repository.ts';
import { postSnapshot, toPost, toPostSummary, toPublicPost } from './posts.views.ts';

type PostCreate = ParsedBody<typeof postEndpoints.create>;
type PostUpdate = ParsedBody<typeof postEndpoints.update>;
type Transition = ParsedBody<typeof postEndpoints.transition>;

const EDIT_ALL = claim('Cms', 'PostCreateEditAll');
const EDIT_OWN = claim('Cms', 'PostCreateEditIfOwner');

/** What the caller is to this post (post-machine.ts). */
export const roleOn = (user: SignedInUser | null, post: { ownerId: number | null } | null): PostRole => {
  if (holds(user, EDIT_ALL)) return 'editor';
  if (holds(user, EDIT_OWN) && user && (post === null || post.ownerId === user.id)) return 'owner';
  return 'none';
};

const refused = (role: PostRole, user: SignedInUser | null) =>
  role === 'none' && holds(user, EDIT_OWN)
    ? new AppError('forbidden', 'postNotOwned')
    : new AppError('forbidden', 'forbidden');

const date = (value: string | null) => (value === null ? null : new Date(value));

/** A unique relative URL taken meanwhile by another request is answered at the localizations. */
const uniqueUrls = {
  post_localizations_url_key: { propertyName: 'localizations', message: 'relativeUrlTaken' as const },
};

export const createPostsService = (services: Services) => {
  const { db } = services;
  const html = { clean: services.client.features.cleanHtml };
  const audit = audited({ entity: 'Post', find: findPost, snapshot: postSnapshot });

  /**
   * The values of a post as its type keeps them: fields its type does not use are emptied, those it
   * needs are checked, every link must exist, HTML is sanitised, relative URLs proposed or checked.
   */
  const postValues = async (tx: Executor, input: PostCreate, postId: number | null) => {
    const config = postConfiguration[input.postType];
    const uses = (field: (typeof config.fields)[number]) => config.fields.includes(field);
    const errors: FieldError[] = [];
    const productEans = uses('products') ? [...new Set(input.productEans)] : [];
    const relatedPostIds = uses('relatedPosts') ? [...new Set(input.relatedPostIds)] : [];
    const categoryIds = uses('categories') ? [...new Set(input.categoryIds)] : [];
    const tagIds = uses('tags') ? [...new Set(input.tagIds)] : [];
    const signatureId = uses('signature') ? input.signatureId : null;
    const mediaUrl = uses('media') ? input.mediaUrl : null;
    const mediaIds = uses('media') ? [...new Set(input.mediaIds)] : [];
    const eventStart = uses('event') ? input.eventStart : null;

    if (config.required.includes('products') && productEans.length === 0)
      errors.push({ propertyName: 'productEans', message: 'postProductsRequired' });
    if (config.required.includes('event') && eventStart === null)
      errors.push({ propertyName: 'eventStart', message: 'postEventRequired' });
    if (config.required.includes('media') && mediaUrl === null && mediaIds.length === 0)
      errors.push({ propertyName: 'mediaUrl', message: 'postMediaRequired' });
    const knownMedia = await existingIds(tx, 'media', mediaIds);
    mediaIds.forEach((id, index) => {
      if (!knownMedia.has(id)) errors.push({ propertyName: `mediaIds.${index}`, message: 'unknownMedia' });
    });

    const knownEans = await existingEans(tx, productEans);
    productEans.forEach((ean, index) => {
      if (!knownEans.has(ean))
        errors.push({ propertyName: `productEans.${index}`, message: 'unknownProduct' });
    });
    const knownCategories = await existingIds(tx, 'categories', categoryIds);
    categoryIds.forEach((id, index) => {
      if (!knownCategories.has(id))
        errors.push({ propertyName: `categoryIds.${index}`, message: 'unknownCategory' });
    });
    const knownTags = await existingIds(tx, 'tags', tagIds);
    tagIds.forEach((id, index) => {
      if (!knownTags.has(id)) errors.push({ propertyName: `tagIds.${index}`, message: 'unknownTag' });
    });
    if (signatureId !== null && !(await existingIds(tx, 'signatures', [signatureId])).has(signatureId))
      errors.push({ propertyName: 'signatureId', message: 'unknownSignature' });
    const knownPosts = await existingIds(tx, 'posts', relatedPostIds);
    relatedPostIds.forEach((id, index) => {
      if (!knownPosts.has(id) || id === postId)
        errors.push({ propertyName: `relatedPostIds.${index}`, message: 'unknownPost' });
    });

    const localizations: LocalizationValues[] = [];
    for (const [index, item] of input.localizations.entries()) {
      let relativeUrl = item.seo.relativeUrl || null;
      if (relativeUrl === null)
        relativeUrl = await freeRelativeUrl(tx, item.title, item.locale, postId ?? undefined);
      else {
        const owner = await relativeUrlOwner(tx, item.locale, relativeUrl);
        if (owner !== null && owner !== postId)
          errors.push({
            propertyName: `localizations.${index}.seo.relativeUrl`,
            message: 'relativeUrlTaken',
          });
      }
      localizations.push({
        locale: item.locale,
        title: item.title,
        subtitle: uses('subtitle') ? item.subtitle : null,
        lead: uses('lead') ? sanitizedHtmlOrNull(item.lead, html) : null,
        description: uses('description') ? sanitizedHtmlOrNull(item.description, html) : null,
        relativeUrl,
        metaTitle: item.seo.metaTitle,
        metaDescription: item.seo.metaDescription,
        metaKeywords: item.seo.metaKeywords,
      });
    }
    const first = errors[0];
    if (first) throw new AppError('invalid', first.message, { fields: errors });

    // Pictures of the library inserted in the texts are usages too (a picture gone from the library
    // since is only a broken picture, not an error of this post).
    const chosen = new Set(mediaIds);
    const inTexts = [
      ...new Set(
        localizations.flatMap((item) => [...mediaIdsInHtml(item.lead), ...mediaIdsInHtml(item.description)]),
      ),
    ].filter((id) => !chosen.has(id));
    const knownInTexts = await existingIds(tx, 'media', inTexts);
    const bodyMediaIds = inTexts.filter((id) => knownInTexts.has(id));

    return {
      row: {
        postType: input.postType,
        publicationStart: date(input.publicationStartDate),
        publicationEnd: date(input.publicationEndDate),
        eventStart: date(eventStart),
        eventEnd: uses('event') ? date(input.eventEnd) : null,
        eventCapacity: uses('event') ? input.eventCapacity : null,
        location: uses('location') ? input.location : null,
        mediaUrl,
        productEans,
        relatedPostIds,
        signatureId,
      },
      links: { localizations, categoryIds, tagIds, mediaIds, bodyMediaIds },
    };
  };

  const answer = (post: PostAggregate, user: SignedInUser | null) => toPost(post, roleOn(user, post));

  /** Moves a post one step, at the version the caller read, and logs it; `by` null is the publication job. */
  const step = async (
    tx: Tx,
    by: SignedInUser | null,
    before: PostAggregate,
    version: number,
    action: Transition['action'],
    reason: string | null,
  ) => {
    const to = postSteps[action].to;
    const written = await updatePost(tx, before.id, version, {
      status: to,
      rejectionReason: action === 'Reject' ? reason : null,
    });
    if (!written) throw staleVersion();
    await recordActivity(tx, by, {
      entity: 'Post',
      entityId: before.id,
      action,
      before: { postStatus: before.status, rejectionReason: before.rejectionReason },
      after: { postStatus: to, rejectionReason: written.rejectionReason },
    });
  };

  return {
    types: async () => [...postTypes],
    statuses: async () => [...postStatuses],
    configuration: async () => postTypes.map((postType) => ({ postType, ...postConfiguration[postType] })),

    list: async (query: TPostListQuery, locale: Locale) => {
      const { rows, totalCount } = await listPosts(db, query, locale, null);
      return { items: rows.map(toPostSummary), totalCount };
    },

    /** Every post for an editor, its own for an author, none for a reader. */
    accessible: async (query: TPostListQuery, locale: Locale, user: SignedInUser | null) => {
      const role = roleOn(user, null);
      if (role === 'none' || !user) return { items: [], totalCount: 0 };
      const { rows, totalCount } = await listPosts(db, query, locale, role === 'owner' ? user.id : null);
      return { items: rows.map(toPostSummary), totalCount };
    },

    /** The books a post may link: the editor's picker searches them by title, author or EAN. */
    books: async (search: string) =>
      (await searchBooks(db, search, 10)).map((book) => ({
        ean: book.ean,
        title: book.title,
        authors: book.authors.map((author) => author.name),
        coverUrl: book.coverUrl,
        isVisible: book.isVisible,
      })),

    get: async (id: number, user: SignedInUser | null) => answer(await audit.read(db, id), user),

    create: (input: PostCreate, by: SignedInUser | null) => {
      if (roleOn(by, null) === 'none') throw new AppError('forbidden', 'forbidden');
      return inTransaction(db, uniqueUrls, async (tx) => {
        const values = await postValues(tx, input, null);
        const created = await audit.create(tx, by, async () => {
          const id = await insertPost(tx, { ...values.row, ownerId: by?.id ?? null });
          await writePostLinks(tx, id, values.links);
          return id;
        });
        return answer(created, by);
      });
    },

    /** An author changes its own drafts and rejected posts; an editor every post, whatever its status. */
    update: (input: PostUpdate, by: SignedInUser | null) =>
      inTransaction(db, uniqueUrls, async (tx) => {
        const saved = await audit.update(tx, by, input.id, async (before) => {
          const role = roleOn(by, before);
          if (role === 'none') throw refused(role, by);
          if (before.version !== input.version) return null;
          if (!canEditContent(before.status, role)) throw new AppError('not-allowed', 'postLocked');
          const values = await postValues(tx, input, input.id);
          const written = await updatePost(tx, input.id, input.version, values.row);
          if (written) await writePostLinks(tx, input.id, values.links);
          return written;
        });
        return answer(saved, by);
      }),

    /** An author deletes its own drafts; an editor every post (post-machine.ts). */
    remove: (ids: readonly number[], by: SignedInUser | null) =>
      db.transaction((tx) =>
        audit.removeAll(tx, by, ids, async (before, id) => {
          const role = roleOn(by, before);
          const verdict = judgeDeletion(before.status, role);
          if (verdict === 'forbidden') throw refused(role, by);
          if (verdict === 'wrong-state') throw new AppError('not-allowed', 'postLocked');
          await deletePost(tx, id);
        }),
      ),

    /**
     * One workflow step: 403 when the caller may never take it (here), 409 `stale-version` when
     * someone moved the post on since it was read, 409 `not-allowed` when its status refuses it.
     */
    transition: (input: Transition, by: SignedInUser | null) =>
      db.transaction(async (tx) => {
        const before = await audit.read(tx, input.id);
        const role = roleOn(by, before);
        if (!mayTake(input.action, role)) throw refused(role, by);
        if (before.version !== input.version) throw staleVersion();
        const verdict = judgeStep(input.action, before.status, role);
        if (verdict === 'forbidden') throw refused(role, by);
        if (verdict === 'wrong-state') throw new AppError('not-allowed', 'postTransitionNotAllowed');
        await step(tx, by, before, input.version, input.action, input.reason);
        return answer(await audit.read(tx, input.id), by);
      }),

    /**
     * The publication job: publishes the validated posts whose start has come and archives the
     * published ones whose end has passed, each step logged. Answers how many of each.
     */
    publishDue: (now: Date) =>
      db.transaction(async (tx) => {
        const due = await postsToPublish(tx, now);
        const ended = await postsToArchive(tx, now);
        const loaded = await loadPosts(
          tx,
          [...due, ...ended].map((post) => post.id),
        );
        for (const post of loaded) {
          const action = post.status === 'Validated' ? 'Publish' : 'Archive';
          await step(tx, null, post, post.version, action, null);
        }
        return { published: due.length, archived: ended.length };
      }),

    publicList: async (query: TPublicPostListQuery, locale: Locale, now = new Date()) => {
      const { ids, totalCount } = await listPublicPostIds(db, query, now);
      const loaded = await loadPosts(db, ids);
      const taxonomy = await loadTaxonomy(db, {
        categoryIds: [...new Set(loaded.flatMap((post) => post.categoryIds))],
        tagIds: [...new Set(loaded.flatMap((post) => post.tagIds))],
        signatureIds: [
          ...new Set(loaded.flatMap((post) => (post.signatureId === null ? [] : [post.signatureId]))),
        ],
      });
      return { items: loaded.map((post) => toPublicPost(post, locale, taxonomy)), totalCount };
    },

    publicByRelativeUrl: async (relativeUrl: string, locale: Locale, now = new Date()) => {
      const id = await findPublicPostId(db, locale, relativeUrl, now);
      const post = id === null ? null : await findPost(db, id);
      if (!post) throw notFound();
      const taxonomy = await loadTaxonomy(db, {
        categoryIds: post.categoryIds,
        tagIds: post.tagIds,
        signatureIds: post.signatureId === null ? [] : [post.signatureId],
      });
      return toPublicPost(post, locale, taxonomy);
    },
  };
};

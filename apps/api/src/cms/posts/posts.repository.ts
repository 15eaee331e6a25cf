import {
  type Locale,
  MAX_PUBLIC_DEPTH,
  type TPostListQuery,
  type TPostType,
  type TPublicPostListQuery,
} from '@colophon/contract';
import { and, eq, exists, gt, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fullTextMatch } from '../../catalog/products/product-filters.sql.ts';
import { products } from '../../catalog/products/products.tables.ts';
import { publicCatalogueCondition } from '../../catalog/restrictions/restrictions.sql.ts';
import type { Executor } from '../../db/database.ts';
import { containing, listPage, sortOrder } from '../../db/paging.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { users } from '../../users/users.tables.ts';
import { categories } from '../categories/categories.tables.ts';
import { type MediaRow, media } from '../media/media.tables.ts';
import { signatures } from '../signatures/signatures.tables.ts';
import { tags } from '../tags/tags.tables.ts';
import {
  type PostLocalizationRow,
  type PostRow,
  postCategories,
  postLocalizations,
  postMedia,
  posts,
  postTags,
} from './posts.tables.ts';

export type PostValues = Omit<
  PostRow,
  'id' | 'version' | 'createdAt' | 'updatedAt' | 'status' | 'rejectionReason' | 'ownerId'
>;
export type LocalizationValues = Omit<PostLocalizationRow, 'postId'>;

/** A post with everything it links to, as one answer shows it. */
export interface PostAggregate extends PostRow {
  ownerName: string | null;
  localizations: PostLocalizationRow[];
  categoryIds: number[];
  tagIds: number[];
  /** `isVisible`: the public catalogue shows it (its switch, and the restrictions). */
  products: { ean: string; title: string | null; coverUrl: string | null; isVisible: boolean }[];
  relatedPosts: { id: number; title: string }[];
  /** Its media of the library, in the order shown. */
  media: MediaRow[];
}

const ownerName = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${posts.ownerId})`;

/** Posts with all their links, in the order of `ids`, in a fixed number of queries whatever their count. */
export const loadPosts = async (executor: Executor, ids: number[]): Promise<PostAggregate[]> => {
  if (ids.length === 0) return [];
  const rows = await executor.select({ post: posts, ownerName }).from(posts).where(inArray(posts.id, ids));
  const localizations = await executor
    .select()
    .from(postLocalizations)
    .where(inArray(postLocalizations.postId, ids));
  const categoryLinks = await executor
    .select()
    .from(postCategories)
    .where(inArray(postCategories.postId, ids));
  const tagLinks = await executor.select().from(postTags).where(inArray(postTags.postId, ids));
  const mediaLinks = await executor
    .select({ postId: postMedia.postId, media })
    .from(postMedia)
    .innerJoin(media, eq(media.id, postMedia.mediaId))
    .where(and(inArray(postMedia.postId, ids), isNotNull(postMedia.position)))
    .orderBy(postMedia.postId, postMedia.position);
  const eans = [...new Set(rows.flatMap((row) => row.post.productEans))];
  const books =
    eans.length === 0
      ? []
      : await executor
          .select({
            ean: products.ean,
            title: products.title,
            coverUrl: products.coverUrl,
            // Shown by the public catalogue: visible, and let through by the restrictions.
            isVisible: sql<boolean>`(${products.isVisible} and ${await publicCatalogueCondition(executor)})`,
          })
          .from(products)
          .where(inArray(products.ean, eans));
  const relatedIds = [...new Set(rows.flatMap((row) => row.post.relatedPostIds))];
  const related =
    relatedIds.length === 0
      ? []
      : await executor
          .select({
            id: postLocalizations.postId,
            locale: postLocalizations.locale,
            title: postLocalizations.title,
          })
          .from(postLocalizations)
          .where(inArray(postLocalizations.postId, relatedIds));
  const bookByEan = new Map(books.map((book) => [book.ean, book]));
  const relatedTitle = (id: number) =>
    related.find((item) => item.id === id && item.locale === 'fr')?.title ??
    related.find((item) => item.id === id)?.title;
  const byId = new Map(
    rows.map(({ post, ownerName: owner }): [number, PostAggregate] => [
      post.id,
      {
        ...post,
        ownerName: owner,
        localizations: localizations
          .filter((item) => item.postId === post.id)
          .sort((a, b) => (a.locale === b.locale ? 0 : a.locale === 'fr' ? -1 : 1)),
        categoryIds: categoryLinks
          .filter((link) => link.postId === post.id)
          .map((link) => link.categoryId)
          .sort((a, b) => a - b),
        tagIds: tagLinks
          .filter((link) => link.postId === post.id)
          .map((link) => link.tagId)
          .sort((a, b) => a - b),
        products: post.productEans.map(
          (ean) => bookByEan.get(ean) ?? { ean, title: null, coverUrl: null, isVisible: false },
        ),
        relatedPosts: post.relatedPostIds.flatMap((id) => {
          const title = relatedTitle(id);
          return title === undefined ? [] : [{ id, title }];
        }),
        media: mediaLinks.filter((link) => link.postId === post.id).map((link) => link.media),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
};

export const findPost = async (executor: Executor, id: number) =>
  (await loadPosts(executor, [id]))[0] ?? null;

const localized = alias(postLocalizations, 'localized');
const french = alias(postLocalizations, 'french');

/** The filters the staff's list and the site's share: a type, a category, a tag (each optional). */
const postFilters = (
  executor: Executor,
  filter: { postType?: TPostType | undefined; categoryId?: number | undefined; tagId?: number | undefined },
) =>
  and(
    filter.postType ? eq(posts.postType, filter.postType) : undefined,
    filter.categoryId
      ? exists(
          executor
            .select({ one: sql`1` })
            .from(postCategories)
            .where(
              and(eq(postCategories.postId, posts.id), eq(postCategories.categoryId, filter.categoryId)),
            ),
        )
      : undefined,
    filter.tagId
      ? exists(
          executor
            .select({ one: sql`1` })
            .from(postTags)
            .where(and(eq(postTags.postId, posts.id), eq(postTags.tagId, filter.tagId))),
        )
      : undefined,
  );

/** The staff's list: one row per post, its title in `locale` (else French, else any). */
export const listPosts = async (
  executor: Executor,
  query: TPostListQuery,
  locale: Locale,
  ownerOnly: number | null,
) => {
  const title = sql<string>`coalesce(${localized.title}, ${french.title}, (select min(${postLocalizations.title}) from ${postLocalizations} where ${postLocalizations.postId} = ${posts.id}), '')`;
  const locales = sql<
    Locale[]
  >`array(select ${postLocalizations.locale} from ${postLocalizations} where ${postLocalizations.postId} = ${posts.id} order by ${postLocalizations.locale} desc)`;
  const sortable = {
    title: sql`lower(${title})`,
    postType: posts.postType,
    postStatus: posts.status,
    publicationStartDate: posts.publicationStart,
    updatedAt: posts.updatedAt,
    createdAt: posts.createdAt,
  };
  const where = and(
    query.search
      ? exists(
          executor
            .select({ one: sql`1` })
            .from(postLocalizations)
            .where(
              and(
                eq(postLocalizations.postId, posts.id),
                ilike(postLocalizations.title, containing(query.search)),
              ),
            ),
        )
      : undefined,
    postFilters(executor, query),
    query.postStatus ? eq(posts.status, query.postStatus) : undefined,
    query.signatureId ? eq(posts.signatureId, query.signatureId) : undefined,
    query.ownerId ? eq(posts.ownerId, query.ownerId) : undefined,
    ownerOnly === null ? undefined : eq(posts.ownerId, ownerOnly),
  );
  return listPage(executor, query, {
    select: () =>
      executor
        .select({ post: posts, title, locales, ownerName })
        .from(posts)
        .leftJoin(localized, and(eq(localized.postId, posts.id), eq(localized.locale, locale)))
        .leftJoin(french, and(eq(french.postId, posts.id), eq(french.locale, 'fr')))
        .$dynamic(),
    where,
    orderBy: sortOrder((query.sort ?? '-updatedAt') as keyof typeof sortable, sortable, posts.id),
  });
};

/** What the site may show now: published, and inside its publication window. */
export const visibleNow = (now: Date): SQL =>
  and(
    eq(posts.status, 'Published'),
    or(isNull(posts.publicationStart), lte(posts.publicationStart, now)),
    or(isNull(posts.publicationEnd), gt(posts.publicationEnd, now)),
  ) as SQL;

/** The ids of one page of the site's posts, newest first. */
export const listPublicPostIds = async (executor: Executor, query: TPublicPostListQuery, now: Date) => {
  const where = and(visibleNow(now), postFilters(executor, query));
  const { rows, totalCount } = await listPage(executor, query, {
    select: () => executor.select({ id: posts.id }).from(posts).$dynamic(),
    where,
    // The order of the partial index `posts_published_order_idx`: a page is a short walk of it.
    orderBy: [sql`coalesce(${posts.publicationStart}, ${posts.createdAt}) desc`, sql`${posts.id} desc`],
    // The site pages at most MAX_PUBLIC_DEPTH deep: counting further would cost without use.
    totalCount: async (filter) => {
      const counted = executor.select({ one: sql`1` }).from(posts).where(filter).limit(MAX_PUBLIC_DEPTH);
      const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(counted.as('counted'));
      return row?.count ?? 0;
    },
  });
  return { ids: rows.map((row) => row.id), totalCount };
};

/** The post visible now whose relative URL in `locale` is `relativeUrl`. */
export const findPublicPostId = async (
  executor: Executor,
  locale: Locale,
  relativeUrl: string,
  now: Date,
) => {
  const [row] = await executor
    .select({ id: posts.id })
    .from(postLocalizations)
    .innerJoin(posts, eq(posts.id, postLocalizations.postId))
    .where(
      and(
        eq(postLocalizations.locale, locale),
        eq(postLocalizations.relativeUrl, relativeUrl),
        visibleNow(now),
      ),
    );
  return row?.id ?? null;
};

/** The categories, tags and signatures the given posts name, for answering them in a language. */
export const loadTaxonomy = async (
  executor: Executor,
  ids: { categoryIds: number[]; tagIds: number[]; signatureIds: number[] },
) => ({
  categories: ids.categoryIds.length
    ? await executor.select().from(categories).where(inArray(categories.id, ids.categoryIds))
    : [],
  tags: ids.tagIds.length ? await executor.select().from(tags).where(inArray(tags.id, ids.tagIds)) : [],
  signatures: ids.signatureIds.length
    ? await executor.select().from(signatures).where(inArray(signatures.id, ids.signatureIds))
    : [],
});

/** What a post names by id: its categories, tags, signature, related posts and media. */
const referenced = { categories, tags, signatures, posts, media };

/** Which of these ids of `what` exist. */
export const existingIds = async (executor: Executor, what: keyof typeof referenced, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const table = referenced[what];
  const rows = await executor.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
};

export const existingEans = async (executor: Executor, eans: string[]) => {
  if (eans.length === 0) return new Set<string>();
  const rows = await executor.select({ ean: products.ean }).from(products).where(inArray(products.ean, eans));
  return new Set(rows.map((row) => row.ean));
};

/** The relative URL of `locale` another post than `postId` already has. */
export const relativeUrlOwner = async (executor: Executor, locale: Locale, relativeUrl: string) => {
  const [row] = await executor
    .select({ postId: postLocalizations.postId })
    .from(postLocalizations)
    .where(and(eq(postLocalizations.locale, locale), eq(postLocalizations.relativeUrl, relativeUrl)));
  return row?.postId ?? null;
};

export const insertPost = async (executor: Executor, values: PostValues & { ownerId: number | null }) => {
  const [row] = await executor.insert(posts).values(values).returning({ id: posts.id });
  if (!row) throw new Error('the post was not inserted');
  return row.id;
};

export const updatePost = (executor: Executor, id: number, version: number, values: Partial<PostRow>) =>
  updateAtVersion(executor, posts, id, version, values);

/** Replaces the post's texts, categories, tags and media with these. */
export const writePostLinks = async (
  executor: Executor,
  postId: number,
  links: {
    localizations: LocalizationValues[];
    categoryIds: number[];
    tagIds: number[];
    mediaIds: number[];
    /** Pictures of the library shown in the texts only (not among `mediaIds`): counted as usages. */
    bodyMediaIds: number[];
  },
) => {
  await executor.delete(postMedia).where(eq(postMedia.postId, postId));
  const rows = [
    ...links.mediaIds.map((mediaId, position) => ({ postId, mediaId, position })),
    ...links.bodyMediaIds.map((mediaId) => ({ postId, mediaId, position: null })),
  ];
  if (rows.length) await executor.insert(postMedia).values(rows);
  await executor.delete(postLocalizations).where(eq(postLocalizations.postId, postId));
  await executor.insert(postLocalizations).values(links.localizations.map((item) => ({ ...item, postId })));
  await executor.delete(postCategories).where(eq(postCategories.postId, postId));
  if (links.categoryIds.length)
    await executor
      .insert(postCategories)
      .values(links.categoryIds.map((categoryId) => ({ postId, categoryId })));
  await executor.delete(postTags).where(eq(postTags.postId, postId));
  if (links.tagIds.length)
    await executor.insert(postTags).values(links.tagIds.map((tagId) => ({ postId, tagId })));
};

export const deletePost = (executor: Executor, id: number) => executor.delete(posts).where(eq(posts.id, id));

/** Validated posts whose publication start has come: the job publishes them. */
export const postsToPublish = (executor: Executor, now: Date) =>
  executor
    .select({ id: posts.id, version: posts.version })
    .from(posts)
    .where(and(eq(posts.status, 'Validated'), lte(posts.publicationStart, now)))
    .for('update', { skipLocked: true });

/** Published posts whose publication end has passed: the job archives them. */
export const postsToArchive = (executor: Executor, now: Date) =>
  executor
    .select({ id: posts.id, version: posts.version })
    .from(posts)
    .where(and(eq(posts.status, 'Published'), lte(posts.publicationEnd, now)))
    .for('update', { skipLocked: true });

/**
 * Books for a post's picker: the catalogue's French full text (title, authors… stemmed, accents
 * folded), or a part of the title or of an author's name as typed so far, or the EAN; best first.
 */
export const searchBooks = (executor: Executor, search: string, limit: number) => {
  const match = fullTextMatch(search);
  const part = sql`catalog_fold(${containing(search)})`;
  return executor
    .select({
      ean: products.ean,
      title: products.title,
      authors: products.authors,
      coverUrl: products.coverUrl,
      isVisible: products.isVisible,
    })
    .from(products)
    .where(
      or(
        match.where,
        sql`catalog_fold(${products.title}) like ${part}`,
        sql`catalog_fold(catalog_author_names(${products.authors})) like ${part}`,
      ),
    )
    .orderBy(sql`${match.exactEan} desc`, sql`${match.relevance} desc`, products.title, products.ean)
    .limit(limit);
};

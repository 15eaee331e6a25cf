import {
  type Locale,
  mediaKindOf,
  mediaTypes,
  type TBlocOrder,
  type TCatalogListType,
  type TPostType,
} from '@colophon/contract';

const pictureTypes = mediaTypes.filter((type) => mediaKindOf[type] === 'Image');

import { and, asc, desc, eq, exists, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { catalogListProducts, catalogLists } from '../../catalog/catalog-lists/catalog-lists.tables.ts';
import { products } from '../../catalog/products/products.tables.ts';
import { publicCatalogueCondition } from '../../catalog/restrictions/restrictions.sql.ts';
import type { Executor } from '../../db/database.ts';
import { categories } from '../categories/categories.tables.ts';
import { media } from '../media/media.tables.ts';
import { visibleNow } from '../posts/posts.repository.ts';
import { postCategories, postLocalizations, posts } from '../posts/posts.tables.ts';
import { tags } from '../tags/tags.tables.ts';

/** What a bloc shows of a post, before its texts are chosen in a language. */
export type BlocPostRow = {
  id: number;
  postType: TPostType;
  mediaUrl: string | null;
  publicationStart: Date | null;
  eventStart: Date | null;
  eventEnd: Date | null;
  texts: {
    locale: Locale;
    title: string;
    subtitle: string | null;
    lead: string | null;
    relativeUrl: string;
  }[];
};

const postColumns = {
  id: posts.id,
  postType: posts.postType,
  mediaUrl: posts.mediaUrl,
  publicationStart: posts.publicationStart,
  eventStart: posts.eventStart,
  eventEnd: posts.eventEnd,
};

/** The posts of `ids` with their texts in `locale` and in French (the fallback), in the order of `ids`. */
const withTexts = async (
  executor: Executor,
  rows: Omit<BlocPostRow, 'texts'>[],
  locale: Locale,
): Promise<BlocPostRow[]> => {
  if (rows.length === 0) return [];
  const texts = await executor
    .select({
      postId: postLocalizations.postId,
      locale: postLocalizations.locale,
      title: postLocalizations.title,
      subtitle: postLocalizations.subtitle,
      lead: postLocalizations.lead,
      relativeUrl: postLocalizations.relativeUrl,
    })
    .from(postLocalizations)
    .where(
      and(
        inArray(
          postLocalizations.postId,
          rows.map((row) => row.id),
        ),
        inArray(postLocalizations.locale, [...new Set<Locale>([locale, 'fr'])]),
      ),
    );
  return rows.map((row) => ({
    ...row,
    texts: texts
      .filter((text) => text.postId === row.id)
      .map(({ postId: _postId, ...text }) => ({ ...text, locale: text.locale as Locale })),
  }));
};

/** The posts of `ids` the site shows now, in the order of `ids`. */
export const visiblePostsByIds = async (
  executor: Executor,
  ids: number[],
  locale: Locale,
  now: Date,
): Promise<BlocPostRow[]> => {
  if (ids.length === 0) return [];
  const rows = await executor
    .select(postColumns)
    .from(posts)
    .where(and(inArray(posts.id, ids), visibleNow(now)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  return withTexts(executor, ordered, locale);
};

const inCategories = (executor: Executor, categoryIds: number[]) =>
  categoryIds.length === 0
    ? undefined
    : exists(
        executor
          .select({ one: sql`1` })
          .from(postCategories)
          .where(and(eq(postCategories.postId, posts.id), inArray(postCategories.categoryId, categoryIds))),
      );

const ownText = alias(postLocalizations, 'own_text');
const frenchText = alias(postLocalizations, 'french_text');

const orderOf = (order: TBlocOrder): SQL[] => {
  const published = sql`coalesce(${posts.publicationStart}, ${posts.createdAt})`;
  switch (order) {
    case 'oldest':
      return [asc(published), asc(posts.id)];
    case 'title':
      // The title in the caller's language, else the French one (joined in `retrievedPosts`).
      return [sql`coalesce(${ownText.title}, ${frenchText.title})`, asc(posts.id)];
    case 'eventStart':
      return [sql`${posts.eventStart} asc nulls last`, asc(posts.id)];
    default:
      return [desc(published), desc(posts.id)];
  }
};

/** The posts an automatic bloc retrieves now: by type and categories, in its order, at most `maximum`. */
export const retrievedPosts = async (
  executor: Executor,
  rule: { postType: TPostType | null; categoryIds: number[]; order: TBlocOrder; maximum: number },
  locale: Locale,
  now: Date,
) => {
  const where = and(
    visibleNow(now),
    rule.postType ? eq(posts.postType, rule.postType) : undefined,
    inCategories(executor, rule.categoryIds),
  );
  const query = executor.select(postColumns).from(posts).$dynamic();
  const joined =
    rule.order === 'title'
      ? query
          .leftJoin(ownText, and(eq(ownText.postId, posts.id), eq(ownText.locale, locale)))
          .leftJoin(frenchText, and(eq(frenchText.postId, posts.id), eq(frenchText.locale, 'fr')))
      : query;
  const rows = await joined
    .where(where)
    .orderBy(...orderOf(rule.order))
    .limit(rule.maximum);
  return withTexts(executor, rows, locale);
};

/** The coming events (not yet ended), soonest first, at most `maximum`. */
export const comingEvents = async (
  executor: Executor,
  rule: { categoryIds: number[]; maximum: number },
  locale: Locale,
  now: Date,
) => {
  const rows = await executor
    .select(postColumns)
    .from(posts)
    .where(
      and(
        visibleNow(now),
        eq(posts.postType, 'Event'),
        or(gte(posts.eventEnd, now), and(sql`${posts.eventEnd} is null`, gte(posts.eventStart, now))),
        inCategories(executor, rule.categoryIds),
      ),
    )
    .orderBy(asc(posts.eventStart), asc(posts.id))
    .limit(rule.maximum);
  return withTexts(executor, rows, locale);
};

const productColumns = {
  id: products.id,
  ean: products.ean,
  title: products.title,
  authors: products.authors,
  releaseDate: products.releaseDate,
  priceWithTax: products.priceWithTax,
};
export type BlocProductRow = {
  id: number;
  ean: string;
  title: string;
  authors: { name: string }[];
  releaseDate: string | null;
  priceWithTax: number | null;
};

/** What a bloc may show of the catalogue: what the public catalogue shows (visible, let through by the restrictions). */
const shownBooks = async (executor: Executor) =>
  and(eq(products.isVisible, true), await publicCatalogueCondition(executor));

/** The books of `eans` the public catalogue shows, in the order of `eans`. */
export const visibleProductsByEans = async (
  executor: Executor,
  eans: string[],
): Promise<BlocProductRow[]> => {
  if (eans.length === 0) return [];
  const rows = await executor
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.ean, eans), await shownBooks(executor)));
  const byEan = new Map(rows.map((row) => [row.ean, row]));
  return eans.flatMap((ean) => {
    const row = byEan.get(ean);
    return row ? [row] : [];
  });
};

/**
 * The books of a catalogue list the public catalogue shows, in its order, at most `maximum`: the list `listId`, else the
 * latest generated list of `kind`.
 */
export const catalogListBooks = async (
  executor: Executor,
  listId: number | null,
  kind: TCatalogListType,
  maximum: number,
): Promise<BlocProductRow[]> => {
  let id = listId;
  if (id === null) {
    const [latest] = await executor
      .select({ id: catalogLists.id })
      .from(catalogLists)
      .where(eq(catalogLists.type, kind))
      .orderBy(sql`${catalogLists.lastGeneratedAt} desc nulls last`, desc(catalogLists.id))
      .limit(1);
    id = latest?.id ?? null;
  }
  if (id === null) return [];
  return executor
    .select(productColumns)
    .from(catalogListProducts)
    .innerJoin(products, eq(products.id, catalogListProducts.productId))
    .where(and(eq(catalogListProducts.listId, id), await shownBooks(executor)))
    .orderBy(asc(catalogListProducts.position))
    .limit(maximum);
};

export const tagsByIds = async (executor: Executor, ids: number[]) =>
  ids.length === 0 ? [] : executor.select().from(tags).where(inArray(tags.id, ids));

export const allCategoryRows = (executor: Executor) =>
  executor
    .select({ id: categories.id, parentId: categories.parentId, localizations: categories.localizations })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));

/** The media of the library among `ids` (a carousel's pictures), in no order. */
export const mediaByIds = (executor: Executor, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : executor.select().from(media).where(inArray(media.id, ids));

/** The latest pictures of the library, newest first (the demo's carousel). */
export const latestPictureIds = async (executor: Executor, count: number) =>
  (
    await executor
      .select({ id: media.id })
      .from(media)
      .where(inArray(media.mediaType, pictureTypes))
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(count)
  ).map((row) => row.id);

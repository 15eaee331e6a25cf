import type { Locale, TCatalogListType } from '@colophon/contract';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { catalogLists } from '../../catalog/catalog-lists/catalog-lists.tables.ts';
import { products } from '../../catalog/products/products.tables.ts';
import type { Executor } from '../../db/database.ts';
import { treeOf } from '../../db/tree.sql.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { categories } from '../categories/categories.tables.ts';
import { posts } from '../posts/posts.tables.ts';
import { tags } from '../tags/tags.tables.ts';
import { type PageLocalizationRow, type PageRow, pageLocalizations, pages } from './pages.tables.ts';

export type PageValues = Pick<PageRow, 'name' | 'parentId' | 'position' | 'layout' | 'isPublished' | 'blocs'>;
export type LocalizationValues = Omit<PageLocalizationRow, 'pageId'>;
/** A page with its texts in every language. */
export type PageAggregate = PageRow & { localizations: LocalizationValues[] };

const withTexts = async (executor: Executor, rows: PageRow[]): Promise<PageAggregate[]> => {
  if (rows.length === 0) return [];
  const texts = await executor
    .select()
    .from(pageLocalizations)
    .where(
      inArray(
        pageLocalizations.pageId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    localizations: texts
      .filter((text) => text.pageId === row.id)
      .map(({ pageId: _pageId, ...text }) => text)
      .sort((a, b) => (a.locale === b.locale ? 0 : a.locale === 'fr' ? -1 : 1)),
  }));
};

export const findPage = async (executor: Executor, id: number): Promise<PageAggregate | null> => {
  const rows = await executor.select().from(pages).where(eq(pages.id, id));
  const [found] = await withTexts(executor, rows);
  return found ?? null;
};

/** Every page with its texts, parents' order first: the tree and the lists are made from this one read. */
export const listAllPages = async (executor: Executor): Promise<PageAggregate[]> => {
  const rows = await executor.select().from(pages).orderBy(asc(pages.position), asc(pages.id));
  return withTexts(executor, rows);
};

/** The pages' tree: moves take turns, never under the page itself or below it. */
export const pagesTree = treeOf(pages, 'pages-tree', { unknownParent: 'unknownPage', cycle: 'pageCycle' });

/** The relative URLs of `locale` that start with `base`, other than the page `exceptId`'s. */
export const takenPageUrls = async (executor: Executor, locale: Locale, base: string, exceptId?: number) => {
  const rows = await executor
    .select({ url: pageLocalizations.relativeUrl })
    .from(pageLocalizations)
    .where(
      and(
        eq(pageLocalizations.locale, locale),
        sql`${pageLocalizations.relativeUrl} like ${`${base.replace(/[\\%_]/g, '\\$&')}%`}`,
        exceptId === undefined ? undefined : ne(pageLocalizations.pageId, exceptId),
      ),
    );
  return new Set(rows.map((row) => row.url));
};

export const insertPage = async (executor: Executor, values: PageValues) => {
  const [row] = await executor.insert(pages).values(values).returning({ id: pages.id });
  if (!row) throw new Error('the page was not inserted');
  return row.id;
};

export const updatePage = (executor: Executor, id: number, version: number, values: Partial<PageValues>) =>
  updateAtVersion(executor, pages, id, version, values);

export const writePageLocalizations = async (
  executor: Executor,
  pageId: number,
  localizations: LocalizationValues[],
) => {
  await executor.delete(pageLocalizations).where(eq(pageLocalizations.pageId, pageId));
  if (localizations.length > 0)
    await executor.insert(pageLocalizations).values(localizations.map((text) => ({ ...text, pageId })));
};

export const deletePage = (executor: Executor, id: number) => executor.delete(pages).where(eq(pages.id, id));

/** The published page of `locale` at `relativeUrl`, with its texts. */
export const findPublishedPageByUrl = async (
  executor: Executor,
  locale: Locale,
  relativeUrl: string,
): Promise<PageAggregate | null> => {
  const rows = await executor
    .select({ page: pages })
    .from(pageLocalizations)
    .innerJoin(pages, eq(pages.id, pageLocalizations.pageId))
    .where(
      and(
        eq(pageLocalizations.locale, locale),
        eq(pageLocalizations.relativeUrl, relativeUrl),
        eq(pages.isPublished, true),
      ),
    );
  const [found] = await withTexts(
    executor,
    rows.map((row) => row.page),
  );
  return found ?? null;
};

/** Which of these ids exist in `table`. */
/** What a bloc names by id: posts, categories and tags. */
const referenced = { posts, categories, tags };

/** Which of these ids of `what` exist. */
export const existingIdsIn = async (executor: Executor, what: keyof typeof referenced, ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const table = referenced[what];
  const rows = await executor.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
};

export const existingProductEans = async (executor: Executor, eans: string[]) => {
  if (eans.length === 0) return new Set<string>();
  const rows = await executor.select({ ean: products.ean }).from(products).where(inArray(products.ean, eans));
  return new Set(rows.map((row) => row.ean));
};

/** The kind of each of these catalogue lists that exists. */
export const catalogListKinds = async (executor: Executor, ids: number[]) => {
  if (ids.length === 0) return new Map<number, TCatalogListType>();
  const rows = await executor
    .select({ id: catalogLists.id, type: catalogLists.type })
    .from(catalogLists)
    .where(inArray(catalogLists.id, ids));
  return new Map(rows.map((row) => [row.id, row.type]));
};

/** Changes when any page is saved, moved or deleted: what the site's cached pages are checked against. */
export const pagesStamp = async (executor: Executor): Promise<string> => {
  const [row] = await executor
    .select({ stamp: sql<string>`count(*)::text || '/' || coalesce(max(${pages.updatedAt})::text, '')` })
    .from(pages);
  return row?.stamp ?? '';
};

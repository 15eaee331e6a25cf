import {
  type Locale,
  localizedIn,
  pageLayoutColumns,
  type TBloc,
  type TBlocCategory,
  type TBlocPost,
  type TBlocProduct,
  type TPageLayout,
  type TPublicCmsPage,
  type TResolvedBloc,
  toEuros,
} from '@colophon/contract';
import { shownEans } from '../../catalog/restrictions/restrictions.repository.ts';
import type { Executor } from '../../db/database.ts';
import { textIn } from '../localized-texts.ts';
import {
  allCategoryRows,
  type BlocPostRow,
  type BlocProductRow,
  catalogListBooks,
  comingEvents,
  retrievedPosts,
  tagsByIds,
  visiblePostsByIds,
  visibleProductsByEans,
} from './page-blocs.repository.ts';
import { resolveMedia } from './page-media.ts';

/** The catalogue list kind each catalogue bloc shows. */
export const catalogKindOf = {
  HardCodedNewProducts: 'News',
  HardCodedSoonPublishedProducts: 'ToRelease',
  HardCodedBestSales: 'BestSellers',
} as const;

const toBlocPost = (row: BlocPostRow, locale: Locale): TBlocPost => {
  const text = localizedIn(row.texts, locale);
  return {
    id: row.id,
    postType: row.postType,
    title: text?.title ?? '',
    subtitle: text?.subtitle ?? null,
    lead: text?.lead ?? null,
    relativeUrl: text?.relativeUrl ?? '',
    mediaUrl: row.mediaUrl,
    publicationStartDate: row.publicationStart?.toISOString() ?? null,
    eventStart: row.eventStart?.toISOString() ?? null,
    eventEnd: row.eventEnd?.toISOString() ?? null,
  };
};

const toBlocProduct = (row: BlocProductRow): TBlocProduct => ({
  ean: row.ean,
  title: row.title,
  authors: row.authors.map((author) => author.name),
  releaseDate: row.releaseDate,
  priceWithTax: row.priceWithTax === null ? null : toEuros(row.priceWithTax),
  coverUrl: `/Common/Catalog/Cover?productId=${row.id}`,
});

/**
 * The posts a bloc shows now, in `locale`: an agenda's coming events, an automatic bloc's retrieved
 * posts, else the posts chosen by hand that the site shows (published, in their window).
 */
export const blocPosts = async (executor: Executor, bloc: TBloc, locale: Locale, now: Date) => {
  let rows: BlocPostRow[] = [];
  if (bloc.blocType === 'HardCodedAgenda') rows = await comingEvents(executor, bloc, locale, now);
  else if (bloc.blocType === 'Basic' && bloc.automaticRetrieve)
    rows = await retrievedPosts(executor, bloc, locale, now);
  else if (bloc.blocType === 'Basic' || bloc.blocType === 'Manual')
    rows = await visiblePostsByIds(executor, bloc.postIds, locale, now);
  return rows.map((row) => toBlocPost(row, locale));
};

/** The category navigation: the branches of the categories chosen, else the whole tree, in `locale`. */
const categoryNavigation = async (executor: Executor, ids: number[], locale: Locale) => {
  const rows = await allCategoryRows(executor);
  const nodes = new Map<number, TBlocCategory>(
    rows.map((row) => [row.id, { id: row.id, name: textIn(row.localizations, locale).name, children: [] }]),
  );
  const roots: TBlocCategory[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as TBlocCategory;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  if (ids.length === 0) return roots;
  return ids.flatMap((id) => {
    const node = nodes.get(id);
    return node ? [node] : [];
  });
};

/** A bloc as the site shows it in `locale`, with what it retrieves now. */
export const resolveBloc = async (
  executor: Executor,
  bloc: TBloc,
  locale: Locale,
  now: Date,
): Promise<TResolvedBloc> => {
  const text = localizedIn(bloc.localizations, locale);
  const resolved: TResolvedBloc = {
    blocType: bloc.blocType,
    column: bloc.column,
    width: bloc.width,
    title: text?.title ?? null,
    html: text?.html ?? bloc.localizations.find((item) => item.html !== null)?.html ?? null,
    url: bloc.url,
    isExternalUrl: bloc.isExternalUrl,
    posts: await blocPosts(executor, bloc, locale, now),
    products: [],
    media: [],
    categories: [],
    tags: [],
  };
  switch (bloc.blocType) {
    case 'HardCodedProducts':
      resolved.products = (await visibleProductsByEans(executor, bloc.productEans)).map(toBlocProduct);
      break;
    case 'HardCodedNewProducts':
    case 'HardCodedSoonPublishedProducts':
    case 'HardCodedBestSales':
      resolved.products = (
        await catalogListBooks(executor, bloc.catalogListId, catalogKindOf[bloc.blocType], bloc.maximum)
      ).map(toBlocProduct);
      break;
    case 'HardCodedTags':
      resolved.tags = (await tagsByIds(executor, bloc.tagIds))
        .sort((a, b) => bloc.tagIds.indexOf(a.id) - bloc.tagIds.indexOf(b.id))
        .map((tag) => ({ id: tag.id, name: textIn(tag.localizations, locale).name }));
      break;
    case 'HardCodedCategoryNavigation':
      resolved.categories = await categoryNavigation(executor, bloc.categoryIds, locale);
      break;
    case 'ImageCarousel':
      resolved.media = await resolveMedia(executor, bloc.mediaIds, locale);
      break;
    default:
      break;
  }
  return resolved;
};

/** A page as the site shows it: its texts in `locale` and every bloc resolved, in order. */
export const resolvePage = async (
  executor: Executor,
  page: {
    id: number | null;
    layout: TPageLayout;
    texts: {
      title: string;
      relativeUrl: string;
      metaTitle: string | null;
      metaDescription: string | null;
      metaKeywords: string | null;
    };
    blocs: TBloc[];
  },
  locale: Locale,
  now: Date,
): Promise<TPublicCmsPage> => {
  // The blocs are independent: on PostgreSQL their reads run side by side on the pool.
  const blocs = await Promise.all(page.blocs.map((bloc) => resolveBloc(executor, bloc, locale, now)));
  return {
    id: page.id,
    locale,
    ...page.texts,
    layout: page.layout,
    columns: pageLayoutColumns[page.layout],
    blocs,
  };
};

/**
 * A page resolved a while ago (the site cache) without the books the public catalogue no longer shows:
 * a book hidden or restricted since leaves every page at the next read, as it leaves the search.
 */
export const withoutUnshownBooks = async (
  executor: Executor,
  page: TPublicCmsPage,
): Promise<TPublicCmsPage> => {
  const eans = [...new Set(page.blocs.flatMap((bloc) => bloc.products.map((product) => product.ean)))];
  if (eans.length === 0) return page;
  const shown = await shownEans(executor, eans);
  if (shown.size === eans.length) return page;
  return {
    ...page,
    blocs: page.blocs.map((bloc) => ({
      ...bloc,
      products: bloc.products.filter((product) => shown.has(product.ean)),
    })),
  };
};

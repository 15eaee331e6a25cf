import { z } from 'zod';
import { MAX_ID, ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { ZEan } from '../catalog/ean.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { type Locale, type MessageKey, translate } from '../messages.ts';
import { localizationsOf, localizedIn, optionalText, ZLocale, ZRequiredName } from './localized.ts';
import { ZPostType } from './posts.ts';
import { ZRelativeUrl } from './seo.ts';

/**
 * Pages of the site: a tree (a page has at most one parent, moved like a category, never under
 * itself), a layout of one or two columns, texts in French and English, and blocs in order.
 *
 * A bloc's width is a share of the page (SPEC §9: 25, 50, 75, 100 %). Each layout has a main
 * column and, for two-column layouts, a side column, each as wide as a share of the page; the blocs
 * of a column, in order, fill its rows: the widths of a row add up to exactly its column's width.
 */

export const pageLayouts = [
  'FullPage',
  'TwoColumnsThinRight',
  'TwoColumnsThinLeft',
  'TwoColumnsEquals',
] as const;
export const ZPageLayout = z.enum(pageLayouts);
export type TPageLayout = z.infer<typeof ZPageLayout>;

export const blocColumns = ['main', 'side'] as const;
export const ZBlocColumn = z.enum(blocColumns);
export type TBlocColumn = z.infer<typeof ZBlocColumn>;

export const blocWidths = [25, 50, 75, 100] as const;
export const ZBlocWidth = z.union(
  blocWidths.map((width) => z.literal(width)) as [
    z.ZodLiteral<25>,
    z.ZodLiteral<50>,
    z.ZodLiteral<75>,
    z.ZodLiteral<100>,
  ],
);
export type TBlocWidth = z.infer<typeof ZBlocWidth>;

/** Each layout's columns, left to right, with their width as a share of the page. */
export const pageLayoutColumns: Record<
  TPageLayout,
  { column: TBlocColumn; width: TBlocWidth; side: 'left' | 'right' | 'full' }[]
> = {
  FullPage: [{ column: 'main', width: 100, side: 'full' }],
  TwoColumnsThinRight: [
    { column: 'main', width: 75, side: 'left' },
    { column: 'side', width: 25, side: 'right' },
  ],
  TwoColumnsThinLeft: [
    { column: 'side', width: 25, side: 'left' },
    { column: 'main', width: 75, side: 'right' },
  ],
  TwoColumnsEquals: [
    { column: 'main', width: 50, side: 'left' },
    { column: 'side', width: 50, side: 'right' },
  ],
};

export const ZPageLayoutInfo = z.object({
  layout: ZPageLayout,
  columns: z.array(
    z.object({ column: ZBlocColumn, width: ZBlocWidth, side: z.enum(['left', 'right', 'full']) }),
  ),
});

export const blocTypes = [
  'Html',
  'Manual',
  'Basic',
  'ImageCarousel',
  'HardCodedCategoryNavigation',
  'HardCodedProducts',
  'HardCodedTags',
  'HardCodedBestSales',
  'HardCodedNewProducts',
  'HardCodedSoonPublishedProducts',
  'HardCodedAgenda',
] as const;
export const ZBlocType = z.enum(blocTypes);
export type TBlocType = z.infer<typeof ZBlocType>;

/** How the posts of a bloc are ordered. */
export const blocOrders = ['newest', 'oldest', 'title', 'eventStart'] as const;
export const ZBlocOrder = z.enum(blocOrders);
export type TBlocOrder = z.infer<typeof ZBlocOrder>;

/** The settings a bloc may carry; its type says which it uses (`blocConfiguration`). */
export const blocSettings = [
  'html',
  'postType',
  'automaticRetrieve',
  'maximum',
  'order',
  'postIds',
  'categoryIds',
  'tagIds',
  'productEans',
  'mediaIds',
  'catalogListId',
  'url',
] as const;
export type TBlocSetting = (typeof blocSettings)[number];

/**
 * Which settings each bloc type takes and which it needs. A setting a type does not take is
 * emptied when the page is saved.
 */
export const blocConfiguration: Record<TBlocType, { settings: TBlocSetting[]; required: TBlocSetting[] }> = {
  Html: { settings: ['html', 'url'], required: ['html'] },
  Manual: { settings: ['postIds', 'url'], required: ['postIds'] },
  Basic: {
    settings: ['postType', 'automaticRetrieve', 'maximum', 'order', 'categoryIds', 'postIds', 'url'],
    required: [],
  },
  ImageCarousel: { settings: ['mediaIds', 'url'], required: ['mediaIds'] },
  HardCodedCategoryNavigation: { settings: ['categoryIds'], required: [] },
  HardCodedProducts: { settings: ['productEans', 'url'], required: ['productEans'] },
  HardCodedTags: { settings: ['tagIds'], required: ['tagIds'] },
  HardCodedBestSales: { settings: ['catalogListId', 'maximum', 'url'], required: [] },
  HardCodedNewProducts: { settings: ['catalogListId', 'maximum', 'url'], required: [] },
  HardCodedSoonPublishedProducts: { settings: ['catalogListId', 'maximum', 'url'], required: [] },
  HardCodedAgenda: { settings: ['maximum', 'categoryIds', 'url'], required: [] },
};

export const ZBlocConfiguration = z.array(
  z.object({
    blocType: ZBlocType,
    settings: z.array(z.enum(blocSettings)),
    required: z.array(z.enum(blocSettings)),
  }),
);

export const MAX_BLOCS = 40;
export const MAX_BLOC_ITEMS = 48;

const ZBlocId = z.number().int().positive().max(MAX_ID);

/** A link of a bloc (« see all »): a path of the site (`/agenda`) or an address elsewhere (`https://…`). */
const ZBlocUrl = z.string().trim().max(2000).nullable().default(null);

const blocFields = {
  column: ZBlocColumn.default('main'),
  width: ZBlocWidth,
  blocType: ZBlocType,
  /** The bloc's title (may be empty) and, for an Html bloc, its HTML, per language. */
  localizations: localizationsOf({ title: optionalText(200), html: optionalText(100_000) }),
  /** Basic blocs: the type of the posts retrieved (any when null). */
  postType: ZPostType.nullable().default(null),
  /** Basic blocs: posts retrieved by their type, categories and order, rather than chosen. */
  automaticRetrieve: z.boolean().default(false),
  /** How many posts or books it shows at most. */
  maximum: z.number().int().min(1).max(MAX_BLOC_ITEMS).default(6),
  order: ZBlocOrder.default('newest'),
  postIds: z.array(ZBlocId).max(MAX_BLOC_ITEMS).default([]),
  categoryIds: z.array(ZBlocId).max(50).default([]),
  tagIds: z.array(ZBlocId).max(50).default([]),
  productEans: z.array(ZEan).max(MAX_BLOC_ITEMS).default([]),
  /** Carousels: the pictures of the media library, in order. */
  mediaIds: z.array(ZBlocId).max(30).default([]),
  /** Catalogue blocs: the catalogue list shown; the latest list of the bloc's kind when null. */
  catalogListId: ZBlocId.nullable().default(null),
  url: ZBlocUrl,
  isExternalUrl: z.boolean().default(false),
};

export const ZBlocInput = z.object(blocFields).superRefine((bloc, context) => {
  if (bloc.url === null || bloc.url === '') return;
  const fits = bloc.isExternalUrl ? /^https?:\/\/[^\s/]+\S*$/.test(bloc.url) : /^\/\S*$/.test(bloc.url);
  if (!fits)
    context.addIssue({
      code: 'custom',
      path: ['url'],
      message: bloc.isExternalUrl ? 'blocExternalUrlForm' : 'blocInternalUrlForm',
    });
});
export type TBlocInput = z.input<typeof ZBlocInput>;

export const ZBloc = z.object({
  column: ZBlocColumn,
  width: ZBlocWidth,
  blocType: ZBlocType,
  localizations: z.array(
    z.object({ locale: ZLocale, title: z.string().nullable(), html: z.string().nullable() }),
  ),
  postType: ZPostType.nullable(),
  automaticRetrieve: z.boolean(),
  maximum: z.number().int(),
  order: ZBlocOrder,
  postIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  tagIds: z.array(z.number().int()),
  productEans: z.array(z.string()),
  mediaIds: z.array(z.number().int()),
  catalogListId: z.number().int().nullable(),
  url: z.string().nullable(),
  isExternalUrl: z.boolean(),
});
export type TBloc = z.infer<typeof ZBloc>;

/** A problem of the blocs' widths: the bloc (its index in the list), the field and the message key. */
export interface BlocProblem {
  index: number;
  propertyName: string;
  message: MessageKey;
  params: Record<string, string | number>;
}

/**
 * What is wrong with the widths of `blocs` in `layout`, bloc by bloc: a bloc in a column the layout
 * does not have, a bloc wider than its column, a bloc that overflows its row, a row left unfilled.
 * Rows are made in order: a row closes when its widths reach the column's width.
 */
export const blocWidthProblems = (
  layout: TPageLayout,
  blocs: readonly Pick<TBloc, 'column' | 'width'>[],
  titleOf: (index: number) => string,
): BlocProblem[] => {
  const problems: BlocProblem[] = [];
  const columns = pageLayoutColumns[layout];
  for (const { column, width: capacity } of columns) {
    let filled = 0;
    let lastIndex = -1;
    blocs.forEach((bloc, index) => {
      if (bloc.column !== column) return;
      const params = { position: index + 1, title: titleOf(index), width: bloc.width, capacity };
      if (bloc.width > capacity) {
        problems.push({ index, propertyName: `blocs.${index}.width`, message: 'blocTooWide', params });
        return;
      }
      if (filled + bloc.width > capacity) {
        problems.push({
          index,
          propertyName: `blocs.${index}.width`,
          message: 'blocRowOverflow',
          params: { ...params, left: capacity - filled },
        });
        return;
      }
      filled += bloc.width;
      lastIndex = index;
      if (filled === capacity) filled = 0;
    });
    if (filled > 0 && lastIndex >= 0)
      problems.push({
        index: lastIndex,
        propertyName: `blocs.${lastIndex}.width`,
        message: 'blocRowUnfilled',
        params: { position: lastIndex + 1, title: titleOf(lastIndex), filled, capacity },
      });
  }
  blocs.forEach((bloc, index) => {
    if (!columns.some((column) => column.column === bloc.column))
      problems.push({
        index,
        propertyName: `blocs.${index}.column`,
        message: 'blocNoSideColumn',
        params: { position: index + 1, title: titleOf(index) },
      });
  });
  return problems.sort((a, b) => a.index - b.index);
};

/** A bloc's name in messages: « « Nouveautés » » or « bloc 3 » when it has no title. */
export const blocTitleIn = (
  bloc: { localizations: readonly { locale: Locale; title?: string | null | undefined }[] },
  index: number,
  locale: Locale,
) => {
  const title = localizedIn(bloc.localizations, locale)?.title?.trim();
  return title ? `« ${title} »` : translate('blocUntitled', locale, { position: index + 1 });
};

export const ZPageLocalization = z.object({
  locale: ZLocale,
  title: z.string(),
  relativeUrl: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
});
export type TPageLocalization = z.infer<typeof ZPageLocalization>;

/** A page in every language, as staff edit it. (`Page` of the spec; `ZPage` is the paged list.) */
export const ZCmsPage = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  /** Its rank among its siblings, from 0. */
  position: z.number().int(),
  layout: ZPageLayout,
  /** Only published pages are on the site. */
  isPublished: z.boolean(),
  localizations: z.array(ZPageLocalization),
  blocs: z.array(ZBloc),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCmsPage = z.infer<typeof ZCmsPage>;

const pageFields = {
  name: ZRequiredName,
  parentId: z.number().int().positive().max(MAX_ID).nullable().default(null),
  /** Its rank among its new siblings; at the end when not given. */
  position: z.number().int().min(0).max(10_000).nullable().default(null),
  layout: ZPageLayout.default('FullPage'),
  isPublished: z.boolean().default(false),
  localizations: localizationsOf({
    title: ZRequiredName,
    /** Unique among the pages of the language; proposed from the title when left empty. */
    relativeUrl: z.union([z.literal(''), ZRelativeUrl]).default(''),
    metaTitle: optionalText(200),
    metaDescription: optionalText(500),
    metaKeywords: optionalText(500),
  }),
  blocs: z.array(ZBlocInput).max(MAX_BLOCS).default([]),
};
export const ZCmsPageCreate = z.object(pageFields);
export const ZCmsPageUpdate = z.object({ id: z.number().int(), ...pageFields }).extend(ZVersioned.shape);
export type TCmsPageCreate = z.input<typeof ZCmsPageCreate>;
export type TCmsPageUpdate = z.input<typeof ZCmsPageUpdate>;

/** A page in the caller's language, for lists and pickers. */
export const ZLocalizedPage = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  name: z.string(),
  layout: ZPageLayout,
  isPublished: z.boolean(),
  title: z.string(),
  relativeUrl: z.string(),
  /** Names from the root down to this one (« Accueil › Agenda »). */
  path: z.array(z.string()),
  blocsCount: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type TLocalizedPage = z.infer<typeof ZLocalizedPage>;

export const pageSortFields = ['name', '-name', 'path', '-path', 'updatedAt', '-updatedAt'] as const;
export const ZPageListQuery = ZListQuery.extend({
  sort: z.enum(pageSortFields).optional(),
  parentId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  isPublished: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  layout: ZPageLayout.optional(),
});
export type TPageListQuery = z.output<typeof ZPageListQuery>;

/** A node of the tree of pages: enough to draw it and to point at a page (menus). */
export type TPageNode = {
  id: number;
  version: number;
  name: string;
  parentId: number | null;
  position: number;
  layout: TPageLayout;
  isPublished: boolean;
  localizations: { locale: Locale; title: string; relativeUrl: string }[];
  children: TPageNode[];
};
export const ZPageNode: z.ZodType<TPageNode> = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  layout: ZPageLayout,
  isPublished: z.boolean(),
  localizations: z.array(z.object({ locale: ZLocale, title: z.string(), relativeUrl: z.string() })),
  get children() {
    return z.array(ZPageNode);
  },
});

/** A move of the tree: the page goes under `parentId` (the root when null) at `position`. */
export const ZPageMove = z
  .object({
    id: z.number().int().positive().max(MAX_ID),
    parentId: z.number().int().positive().max(MAX_ID).nullable(),
    position: z.number().int().min(0).max(10_000),
  })
  .extend(ZVersioned.shape);
export type TPageMove = z.input<typeof ZPageMove>;

export const ZValidateBlocsInput = z.object({
  layout: ZPageLayout,
  blocs: z.array(ZBlocInput).max(MAX_BLOCS),
});
export type TValidateBlocsInput = z.input<typeof ZValidateBlocsInput>;
export const ZBlocsValidation = z.object({
  /** The rows each column makes, bloc indexes in order (what the builder draws). */
  columns: z.array(z.object({ column: ZBlocColumn, rows: z.array(z.array(z.number().int())) })),
});

const managePages = claim('Cms', 'PagesManage');
const pagePath = '/BackOffice/Page';
const blocPath = '/BackOffice/Bloc';

export const pageEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${pagePath}/Page`,
    access: managePages,
    summary: 'One page, in every language, with its blocs',
    query: ZById,
    response: ZCmsPage,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${pagePath}/Page`,
    access: managePages,
    summary:
      'Create a page, at the root or under a parent; blocs whose widths do not fill their rows are refused (400 at the bloc)',
    body: ZCmsPageCreate,
    response: ZCmsPage,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${pagePath}/Page`,
    access: managePages,
    summary:
      'Save a page and its blocs, or move its branch (parentId, position); under itself or a descendant is refused (400); a stale version 409',
    body: ZCmsPageUpdate,
    response: ZCmsPage,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${pagePath}/Page`,
    access: managePages,
    summary: 'Delete pages (one id or several: all or none); a page keeping children is refused (409)',
    query: ZByIds,
    response: ZNothing,
    answers: [409],
  }),
  localized: defineEndpoint({
    method: 'GET',
    path: `${pagePath}/LocalizedPage`,
    access: managePages,
    summary: 'One page in the caller’s language, with the names of its ancestors',
    query: ZById,
    response: ZLocalizedPage,
  }),
  localizedList: defineEndpoint({
    method: 'GET',
    path: `${pagePath}/LocalizedPages`,
    access: managePages,
    summary:
      'Pages in the caller’s language, paged; search in names, titles and addresses; by parent, layout, publication',
    query: ZPageListQuery,
    response: ZPage(ZLocalizedPage),
  }),
  layouts: defineEndpoint({
    method: 'GET',
    path: `${pagePath}/PageLayouts`,
    access: managePages,
    summary: 'The page layouts and the width of their columns',
    response: z.array(ZPageLayoutInfo),
  }),
  fullTree: defineEndpoint({
    method: 'GET',
    path: '/Common/Page/FullTree',
    access: 'signed-in',
    summary: 'The whole tree of pages in one read, titles and addresses in every language, children in order',
    response: z.array(ZPageNode),
  }),
  move: defineEndpoint({
    method: 'PUT',
    path: '/Common/Page/FullTree',
    access: managePages,
    summary:
      'Move a page and its branch under another page (or to the root) at a position; under itself or a descendant is refused (400); a stale version 409',
    body: ZPageMove,
    response: z.array(ZPageNode),
  }),
};

export const blocEndpoints = {
  types: defineEndpoint({
    method: 'GET',
    path: `${blocPath}/BlocTypes`,
    reference: true,
    access: managePages,
    summary: 'The eleven bloc types',
    response: z.array(ZBlocType),
  }),
  widths: defineEndpoint({
    method: 'GET',
    path: `${blocPath}/BlocWidths`,
    access: managePages,
    summary: 'The widths a bloc may have, in percent of the page',
    response: z.array(ZBlocWidth),
  }),
  configuration: defineEndpoint({
    method: 'GET',
    path: `${blocPath}/BlocConfiguration`,
    access: managePages,
    summary: 'Which settings each bloc type takes and which it needs',
    response: ZBlocConfiguration,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: `${blocPath}/ValidateBlocsInput`,
    access: managePages,
    summary:
      'Check blocs against a layout: each row of each column filled exactly; 400 naming each bloc at fault and why, else the rows',
    body: ZValidateBlocsInput,
    response: ZBlocsValidation,
  }),
};

export type TPageLayoutInfo = z.infer<typeof ZPageLayoutInfo>;
export type TBlocConfiguration = z.infer<typeof ZBlocConfiguration>;

/** A post as a bloc shows it, in the caller's language. */
export const ZBlocPost = z.object({
  id: z.number().int(),
  postType: ZPostType,
  title: z.string(),
  subtitle: z.string().nullable(),
  /** HTML. */
  lead: z.string().nullable(),
  relativeUrl: z.string(),
  mediaUrl: z.string().nullable(),
  publicationStartDate: z.iso.datetime().nullable(),
  eventStart: z.iso.datetime().nullable(),
  eventEnd: z.iso.datetime().nullable(),
});
export type TBlocPost = z.infer<typeof ZBlocPost>;

/** A book as a bloc shows it. */
export const ZBlocProduct = z.object({
  ean: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  releaseDate: z.iso.date().nullable(),
  /** In euros, tax included. */
  priceWithTax: z.number().nullable(),
  /** Relative to the API. */
  coverUrl: z.string(),
});
export type TBlocProduct = z.infer<typeof ZBlocProduct>;

/** A picture of a carousel. */
export const ZBlocMedia = z.object({
  id: z.number().int(),
  title: z.string(),
  altText: z.string().nullable(),
  /** Relative to the API, or the provider's address. */
  url: z.string().nullable(),
});
export type TBlocMedia = z.infer<typeof ZBlocMedia>;

export type TBlocCategory = { id: number; name: string; children: TBlocCategory[] };
export const ZBlocCategory: z.ZodType<TBlocCategory> = z.object({
  id: z.number().int(),
  name: z.string(),
  get children() {
    return z.array(ZBlocCategory);
  },
});

/** A bloc with what it shows resolved: its texts in the caller's language, its posts, books, pictures… */
export const ZResolvedBloc = z.object({
  blocType: ZBlocType,
  column: ZBlocColumn,
  width: ZBlocWidth,
  title: z.string().nullable(),
  /** HTML, sanitised. */
  html: z.string().nullable(),
  url: z.string().nullable(),
  isExternalUrl: z.boolean(),
  posts: z.array(ZBlocPost),
  products: z.array(ZBlocProduct),
  media: z.array(ZBlocMedia),
  categories: z.array(ZBlocCategory),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TResolvedBloc = z.infer<typeof ZResolvedBloc>;

/** A page as the site shows it, in the caller's language: its columns and its blocs resolved. */
export const ZPublicCmsPage = z.object({
  id: z.number().int().nullable(),
  locale: ZLocale,
  title: z.string(),
  relativeUrl: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  layout: ZPageLayout,
  columns: ZPageLayoutInfo.shape.columns,
  blocs: z.array(ZResolvedBloc),
});
export type TPublicCmsPage = z.infer<typeof ZPublicCmsPage>;

/**
 * The page's relative URL, as stored (`accueil`) or as the site's links and the menus write it, from
 * the site's root (`/accueil`): one leading slash is dropped.
 */
export const ZPublicPageQuery = z.object({
  relativeUrl: z
    .string()
    .trim()
    .transform((url) => url.replace(/^\//, ''))
    .pipe(ZRelativeUrl),
});

/** What the builder previews: the page as edited, not yet saved. */
export const ZPagePreviewInput = z.object({
  layout: ZPageLayout,
  locale: ZLocale.default('fr'),
  title: z.string().trim().max(200).default(''),
  blocs: z.array(ZBlocInput).max(MAX_BLOCS),
});
export type TPagePreviewInput = z.input<typeof ZPagePreviewInput>;

export const pagePreviewEndpoints = {
  preview: defineEndpoint({
    method: 'POST',
    path: `${pagePath}/PagePreview`,
    access: managePages,
    summary:
      'The page as the site would show it, from the builder’s unsaved blocs, with the published posts and the books they retrieve',
    body: ZPagePreviewInput,
    response: ZPublicCmsPage,
  }),
  postsForBloc: defineEndpoint({
    method: 'POST',
    path: `${blocPath}/PostsForBloc`,
    access: managePages,
    summary:
      'The published posts a bloc shows now: chosen by hand, or retrieved by type, categories, order and maximum; the coming events of an agenda',
    body: ZBlocInput,
    response: z.array(ZBlocPost),
  }),
};

export const publicPageEndpoints = {
  byRelativeUrl: defineEndpoint({
    method: 'GET',
    path: '/Public/Page/Page',
    access: 'public',
    summary:
      'A published page by its relative URL in the caller’s language, its blocs resolved (published posts, visible books); cached a short while, refreshed when staff save',
    query: ZPublicPageQuery,
    response: ZPublicCmsPage,
    answers: [404],
  }),
};

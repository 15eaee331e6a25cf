import { z } from 'zod';
import { ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ZContributor } from './products.ts';

/** What a catalogue list gathers (SPEC §9): recent releases, forthcoming titles, best sellers. */
export const catalogListTypes = ['News', 'ToRelease', 'BestSellers'] as const;
export const ZCatalogListType = z.enum(catalogListTypes);
export type TCatalogListType = z.infer<typeof ZCatalogListType>;

/** A product of a list, as the console shows it. */
export const ZCatalogListProduct = z.object({
  id: z.number().int(),
  ean: z.string(),
  title: z.string(),
  authors: z.array(ZContributor),
  releaseDate: z.iso.date().nullable(),
  availability: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /**
   * The address of the cover's thumbnail, relative to the API; the back office answers it signed, so
   * that it loads whatever the product's visibility.
   */
  coverThumbnailUrl: z.string(),
  isVisible: z.boolean(),
});
export type TCatalogListProduct = z.infer<typeof ZCatalogListProduct>;

/**
 * A list of products shown on a page of the public site. While `nextUpdateTime` is empty (or past)
 * the daily job regenerates its products; a time to come keeps the products staff put in it until then.
 */
export const ZCatalogList = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  catalogListType: ZCatalogListType,
  /** The page of the public site that shows the list (its address or name). */
  page: z.string().nullable(),
  nextUpdateTime: z.iso.datetime().nullable(),
  /** How many products a regeneration keeps. */
  maxProducts: z.number().int(),
  lastGeneratedAt: z.iso.datetime().nullable(),
  products: z.array(ZCatalogListProduct),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCatalogList = z.infer<typeof ZCatalogList>;

export const ZCatalogListSummary = ZCatalogList.omit({ products: true }).extend({
  productsCount: z.number().int(),
});
export type TCatalogListSummary = z.infer<typeof ZCatalogListSummary>;

export const MAX_LIST_PRODUCTS = 200;

const listFields = {
  name: z.string().trim().min(1, 'required').max(200),
  catalogListType: ZCatalogListType,
  page: z.string().trim().max(300).nullable().default(null),
  nextUpdateTime: z.iso.datetime({ offset: true }).nullable().default(null),
  maxProducts: z.number().int().min(1).max(MAX_LIST_PRODUCTS).default(20),
  /** The products in their order: the whole list, as the console shows it after a drag and drop. */
  productIds: z
    .array(z.number().int().positive())
    .max(MAX_LIST_PRODUCTS)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicateProducts')
    .default([]),
};
export const ZCatalogListCreate = z.object(listFields);
export const ZCatalogListUpdate = z.object({ id: z.number().int(), ...listFields }).extend(ZVersioned.shape);
export type TCatalogListCreate = z.input<typeof ZCatalogListCreate>;
export type TCatalogListUpdate = z.input<typeof ZCatalogListUpdate>;

export const catalogListSortFields = [
  'name',
  'catalogListType',
  'page',
  'nextUpdateTime',
  'updatedAt',
] as const;
type TCatalogListSort = (typeof catalogListSortFields)[number] | `-${(typeof catalogListSortFields)[number]}`;

/** Search looks in the name and the page. */
export const ZCatalogListListQuery = ZListQuery.extend({
  sort: z
    .enum(
      catalogListSortFields.flatMap((field) => [field, `-${field}`]) as [
        TCatalogListSort,
        ...TCatalogListSort[],
      ],
    )
    .optional(),
  catalogListType: ZCatalogListType.optional(),
});
export type TCatalogListListQuery = z.output<typeof ZCatalogListListQuery>;

export const ZCatalogListTypeOption = z.object({ id: ZCatalogListType, label: z.string() });

/** The products a regeneration would put in a list of this type today. */
export const ZNewCatalogListItemsQuery = z.object({
  catalogListType: ZCatalogListType,
  maxProducts: z.coerce.number().int().min(1).max(MAX_LIST_PRODUCTS).default(20),
});

/** Catalogue lists show on the public site, whose data staff manage under the Cms catalogue claim. */
const manageLists = claim('Cms', 'CatalogManage');

export const catalogListEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/CatalogList/CatalogLists',
    access: manageLists,
    summary: 'Catalogue lists, paged; search the name or page, filter by type, sort',
    query: ZCatalogListListQuery,
    response: ZPage(ZCatalogListSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/CatalogList/CatalogList',
    access: manageLists,
    summary: 'One catalogue list with its products in order',
    query: ZById,
    response: ZCatalogList,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/BackOffice/CatalogList/CatalogList',
    access: manageLists,
    summary: 'Create a catalogue list',
    body: ZCatalogListCreate,
    response: ZCatalogList,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/BackOffice/CatalogList/CatalogList',
    access: manageLists,
    summary:
      'Update a catalogue list; `productIds` is the whole list in its new order; a stale version is refused (409)',
    body: ZCatalogListUpdate,
    response: ZCatalogList,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/BackOffice/CatalogList/CatalogList',
    access: manageLists,
    summary: 'Delete catalogue lists (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
  types: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/CatalogList/ListType',
    access: manageLists,
    summary: 'The types of catalogue list, with their labels',
    response: z.array(ZCatalogListTypeOption),
  }),
  candidates: defineEndpoint({
    method: 'GET',
    path: '/BackOffice/CatalogList/NewCatalogListItems',
    access: manageLists,
    summary: 'The products a regeneration would put in a list of this type now; nothing is saved',
    query: ZNewCatalogListItemsQuery,
    response: z.array(ZCatalogListProduct),
  }),
};

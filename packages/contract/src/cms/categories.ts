import { z } from 'zod';
import { MAX_ID, ZById, ZByIds, ZListQuery, ZNothing, ZPage, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { localizationsOf, optionalText, ZLocale, ZPair, ZRequiredName } from './localized.ts';

/**
 * Categories of posts: a tree (a category has at most one parent), each named in French and English.
 * Moving a branch is changing its `parentId` (and `position` among its siblings); a category can
 * never be moved under itself or one of its descendants.
 */

export const ZCategoryLocalization = z.object({
  locale: ZLocale,
  name: z.string(),
  /** HTML. */
  description: z.string().nullable(),
});

export const ZCategory = z.object({
  id: z.number().int(),
  version: z.number().int(),
  parentId: z.number().int().nullable(),
  /** Its rank among its siblings, from 0. */
  position: z.number().int(),
  localizations: z.array(ZCategoryLocalization),
  /** How many posts it classifies. */
  postsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCategory = z.infer<typeof ZCategory>;

const categoryFields = {
  parentId: z.number().int().positive().max(MAX_ID).nullable().default(null),
  /** Its rank among its new siblings; at the end when not given. */
  position: z.number().int().min(0).max(10_000).nullable().default(null),
  localizations: localizationsOf({ name: ZRequiredName, description: optionalText(20_000) }),
};
export const ZCategoryCreate = z.object(categoryFields);
export const ZCategoryUpdate = z.object({ id: z.number().int(), ...categoryFields }).extend(ZVersioned.shape);
export type TCategoryCreate = z.input<typeof ZCategoryCreate>;
export type TCategoryUpdate = z.input<typeof ZCategoryUpdate>;

/** A category in the caller's language, with the names of its ancestors. */
export const ZLocalizedCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Names from the root down to this one (« Romans › Policiers »). */
  path: z.array(z.string()),
  postsCount: z.number().int(),
});
export type TLocalizedCategory = z.infer<typeof ZLocalizedCategory>;

export const ZCategoryListQuery = ZListQuery.extend({
  sort: z.enum(['name', '-name', 'path', '-path', 'postsCount', '-postsCount']).optional(),
  parentId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type TCategoryListQuery = z.output<typeof ZCategoryListQuery>;

/** A node of the staff's tree: every language, and its children in order. */
export type TCategoryNode = TCategory & { children: TCategoryNode[] };
export const ZCategoryNode: z.ZodType<TCategoryNode> = ZCategory.extend({
  get children() {
    return z.array(ZCategoryNode);
  },
});

/** A node of the public tree, in the caller's language. */
export type TPublicCategoryNode = {
  id: number;
  name: string;
  description: string | null;
  children: TPublicCategoryNode[];
};
export const ZPublicCategoryNode: z.ZodType<TPublicCategoryNode> = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  get children() {
    return z.array(ZPublicCategoryNode);
  },
});

export const ZCategoryTreeQuery = z.object({
  /** The branch to answer, from this category down; the whole tree when not given. */
  rootId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});

const readCategories = claim('Cms', 'PostList');
const editCategories = claim('Cms', 'PostCreateEditAll');
const path = '/BackOffice/Category';

export const categoryEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/Category`,
    access: readCategories,
    summary: 'One category, in every language',
    query: ZById,
    response: ZCategory,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${path}/Category`,
    access: editCategories,
    summary: 'Create a category, at the root or under a parent',
    body: ZCategoryCreate,
    response: ZCategory,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/Category`,
    access: editCategories,
    summary:
      'Update a category, or move its branch (parentId, position); under itself or a descendant is refused (400); a stale version 409',
    body: ZCategoryUpdate,
    response: ZCategory,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/Category`,
    access: editCategories,
    summary:
      'Delete categories (one id or several: all or none); one keeping children is refused (409); their posts lose them',
    query: ZByIds,
    response: ZNothing,
    answers: [409],
  }),
  localized: defineEndpoint({
    method: 'GET',
    path: `${path}/LocalizedCategory`,
    access: readCategories,
    summary: 'One category in the caller’s language, with its path',
    query: ZById,
    response: ZLocalizedCategory,
  }),
  localizedList: defineEndpoint({
    method: 'GET',
    path: `${path}/LocalizedCategories`,
    access: readCategories,
    summary: 'Categories in the caller’s language, paged; search in names, filter by parent',
    query: ZCategoryListQuery,
    response: ZPage(ZLocalizedCategory),
  }),
  pairs: defineEndpoint({
    method: 'GET',
    path: `${path}/LocalizedCategoriesPairs`,
    access: readCategories,
    summary:
      'Every category as an id and its path in the caller’s language (« Romans › Policiers »), for pickers',
    response: z.array(ZPair),
  }),
  fullTree: defineEndpoint({
    method: 'GET',
    path: '/Common/Category/FullTree',
    access: readCategories,
    summary: 'The whole tree of categories in one read, every language, children in order',
    response: z.array(ZCategoryNode),
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: '/Common/Category/Tree',
    access: 'public',
    summary: 'The tree of categories (or one branch) in the caller’s language, for the site',
    query: ZCategoryTreeQuery,
    response: z.array(ZPublicCategoryNode),
  }),
};

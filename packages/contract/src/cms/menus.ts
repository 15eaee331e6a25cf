import { z } from 'zod';
import { MAX_ID, ZById, ZByIds, ZNothing, ZVersioned } from '../action-result.ts';
import { claim } from '../claims.ts';
import { defineEndpoint } from '../endpoint.ts';
import { localizationsOf, ZLocale } from './localized.ts';

/**
 * The site's menus (the main menu, the footer…): each a tree of items. An item has a label in each
 * language and points either to an address (`urlAbsolute`: `https://…`, or a path of the site such as
 * `/agenda`) or to a page of the CMS by its id, so that it follows the page when the page's address
 * changes. `isExternalUrl` opens it in a new tab; `style` says how the site draws it.
 */
export const menuItemStyles = ['Default', 'Bold', 'Highlighted', 'Button'] as const;
export const ZMenuItemStyle = z.enum(menuItemStyles);
export type TMenuItemStyle = z.infer<typeof ZMenuItemStyle>;

/** Levels of a menu (an item, its sub-items, theirs) and items in one menu, at most. */
export const MAX_MENU_DEPTH = 3;
export const MAX_MENU_ITEMS = 200;

export type TMenuItem = {
  id: number;
  version: number;
  parentId: number | null;
  position: number;
  labels: { locale: 'fr' | 'en'; label: string }[];
  /** The label in the caller's language, else French. */
  label: string;
  urlAbsolute: string | null;
  pageId: number | null;
  /** The page's name, when the item points to a page that still exists. */
  pageName: string | null;
  /** Where the item leads now in the caller's language: its address, or its page's (`/relative-url`); null when its page is gone. */
  url: string | null;
  isExternalUrl: boolean;
  style: TMenuItemStyle;
  children: TMenuItem[];
};
export const ZMenuItem: z.ZodType<TMenuItem> = z.object({
  id: z.number().int(),
  version: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  labels: z.array(z.object({ locale: ZLocale, label: z.string() })),
  label: z.string(),
  urlAbsolute: z.string().nullable(),
  pageId: z.number().int().nullable(),
  pageName: z.string().nullable(),
  url: z.string().nullable(),
  isExternalUrl: z.boolean(),
  style: ZMenuItemStyle,
  get children() {
    return z.array(ZMenuItem);
  },
});

export const ZMenu = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  items: z.array(ZMenuItem),
  itemsCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TMenu = z.infer<typeof ZMenu>;

export const ZMenuSummary = ZMenu.omit({ items: true });
export type TMenuSummary = z.infer<typeof ZMenuSummary>;

const ZMenuName = z.string().trim().min(1, 'required').max(100);
export const ZMenuCreate = z.object({ name: ZMenuName });
export const ZMenuUpdate = z
  .object({ id: z.number().int().positive().max(MAX_ID), name: ZMenuName })
  .extend(ZVersioned.shape);
export type TMenuCreate = z.input<typeof ZMenuCreate>;
export type TMenuUpdate = z.input<typeof ZMenuUpdate>;

/** `https://…`, `http://…`, or a path of the site (`/agenda`, `/recherche?q=polar`). */
export const ZMenuUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https?:\/\/[^\s]+|\/[^\s]*)$/, 'menuItemUrl');

const ZId = z.number().int().positive().max(MAX_ID);
const itemFields = {
  labels: localizationsOf({ label: z.string().trim().min(1, 'required').max(100) }),
  urlAbsolute: z
    .union([ZMenuUrl, z.literal('')])
    .nullable()
    .default(null),
  pageId: ZId.nullable().default(null),
  isExternalUrl: z.boolean().default(false),
  style: ZMenuItemStyle.default('Default'),
};

/** Either an address or a page, not both, not neither. */
const oneTarget = (item: { urlAbsolute: string | null; pageId: number | null }, context: z.RefinementCtx) => {
  const hasUrl = item.urlAbsolute !== null && item.urlAbsolute !== '';
  if (hasUrl === (item.pageId !== null))
    context.addIssue({ code: 'custom', path: ['urlAbsolute'], message: 'menuItemTarget' });
};

/** A new item, at the end of its parent's items (the menu's top level when `parentId` is null). */
export const ZMenuItemCreate = z
  .object({ menuId: ZId, parentId: ZId.nullable().default(null), ...itemFields })
  .superRefine(oneTarget);
/** An item changed, or moved: under `parentId` (null: the top level) at `position` among its new siblings. */
export const ZMenuItemUpdate = z
  .object({
    id: ZId,
    parentId: ZId.nullable(),
    position: z.number().int().min(0).max(MAX_MENU_ITEMS),
    ...itemFields,
  })
  .extend(ZVersioned.shape)
  .superRefine(oneTarget);
export type TMenuItemCreate = z.input<typeof ZMenuItemCreate>;
export type TMenuItemUpdate = z.input<typeof ZMenuItemUpdate>;

/** An item as the site draws it, in the caller's language. */
export type TPublicMenuItem = {
  label: string;
  url: string;
  isExternalUrl: boolean;
  style: TMenuItemStyle;
  children: TPublicMenuItem[];
};
export const ZPublicMenuItem: z.ZodType<TPublicMenuItem> = z.object({
  label: z.string(),
  url: z.string(),
  isExternalUrl: z.boolean(),
  style: ZMenuItemStyle,
  get children() {
    return z.array(ZPublicMenuItem);
  },
});
export const ZPublicMenu = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(ZPublicMenuItem),
});
export type TPublicMenu = z.infer<typeof ZPublicMenu>;

const manageMenus = claim('Cms', 'MenuManage');
const path = '/Common/Menu';

export const menuEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${path}/Menus`,
    access: manageMenus,
    summary: 'Every menu of the site, by name, with how many items each holds',
    response: z.array(ZMenuSummary),
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${path}/Menu`,
    access: manageMenus,
    summary: 'One menu and its tree of items, in order',
    query: ZById,
    response: ZMenu,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: `${path}/Menu`,
    access: manageMenus,
    summary: 'Create a menu (its name unique)',
    body: ZMenuCreate,
    response: ZMenu,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/Menu`,
    access: manageMenus,
    summary: 'Rename a menu; a stale version 409',
    body: ZMenuUpdate,
    response: ZMenu,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: `${path}/Menu`,
    access: manageMenus,
    summary: 'Delete menus and their items (one id or several: all or none)',
    query: ZByIds,
    response: ZNothing,
  }),
  createItem: defineEndpoint({
    method: 'POST',
    path: `${path}/MenuItem`,
    access: manageMenus,
    summary: 'Add an item to a menu, at the end of its parent’s items; answers the menu',
    body: ZMenuItemCreate,
    response: ZMenu,
  }),
  updateItem: defineEndpoint({
    method: 'PUT',
    path: `${path}/MenuItem`,
    access: manageMenus,
    summary:
      'Change an item, or move it (with its sub-items) under another item or to the top level at a position; under itself or a sub-item is refused (400); a stale version 409; answers the menu',
    body: ZMenuItemUpdate,
    response: ZMenu,
  }),
  removeItem: defineEndpoint({
    method: 'DELETE',
    path: `${path}/MenuItem`,
    access: manageMenus,
    summary: 'Delete an item and its sub-items; answers the menu',
    query: ZById,
    response: ZMenu,
  }),
};

export const publicMenuEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/Public/Menu/Menus',
    access: 'public',
    summary:
      'Every menu as the site draws it, in the caller’s language: items leading to a page take its current address; items whose page is unpublished or gone are left out',
    response: z.array(ZPublicMenu),
  }),
};

import {
  type Locale,
  MAX_MENU_DEPTH,
  MAX_MENU_ITEMS,
  type menuEndpoints,
  type ParsedBody,
} from '@colophon/contract';
import { audited } from '../../activity/audited.ts';
import type { Executor } from '../../db/database.ts';
import { inTransaction } from '../../db/unique-violation.ts';
import { AppError, invalidField } from '../../http/app-error.ts';
import type { SignedInUser } from '../../http/request-context.ts';
import type { Services } from '../../services.ts';
import { byLocale } from '../localized-texts.ts';
import { pagesStamp } from '../pages/pages.repository.ts';
import { siteCacheOf } from '../site-cache.ts';
import {
  deleteMenu,
  deleteMenuItem,
  findMenu,
  findMenuItem,
  insertMenu,
  insertMenuItem,
  itemsOf,
  listMenus,
  lockMenu,
  type MenuItemValues,
  pageExists,
  pageTargets,
  renumber,
  touchMenu,
  updateMenu,
  updateMenuItem,
} from './menus.repository.ts';
import type { MenuItemRow, MenuRow } from './menus.tables.ts';
import { childrenByParent, menuItemSnapshot, menuSnapshot, toMenu, toPublicMenu } from './menus.views.ts';

type ItemCreate = ParsedBody<typeof menuEndpoints.createItem>;
type ItemUpdate = ParsedBody<typeof menuEndpoints.updateItem>;

const menusLog = audited({ entity: 'Menu', find: findMenu, snapshot: menuSnapshot });
const itemsLog = audited({ entity: 'MenuItem', find: findMenuItem, snapshot: menuItemSnapshot });
const uniqueNames = { menus_name_key: { propertyName: 'name', message: 'menuNameTaken' as const } };
/** Every entry of the site cache this feature fills. */
export const MENUS_CACHE_PREFIX = 'menus:';

/** The levels above an item (1 at the top level), and the levels of its branch (1 for a leaf). */
const depthOf = (items: MenuItemRow[], id: number | null) => {
  const byId = new Map(items.map((item) => [item.id, item]));
  let depth = 0;
  for (
    let at = id === null ? undefined : byId.get(id);
    at;
    at = at.parentId === null ? undefined : byId.get(at.parentId)
  )
    depth += 1;
  return depth;
};
const heightOf = (items: MenuItemRow[], id: number): number => {
  const children = items.filter((item) => item.parentId === id);
  return 1 + Math.max(0, ...children.map((child) => heightOf(items, child.id)));
};
/** The item and every item below it. */
const branchOf = (items: MenuItemRow[], id: number): Set<number> => {
  const branch = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const item of items)
      if (item.parentId !== null && branch.has(item.parentId) && !branch.has(item.id)) {
        branch.add(item.id);
        grew = true;
      }
  }
  return branch;
};

export const createMenusService = (services: Services) => {
  const { db } = services;
  const cache = siteCacheOf(db);

  const view = async (executor: Executor, menu: MenuRow, locale: Locale) => {
    const items = await itemsOf(executor, [menu.id]);
    const targets = await pageTargets(executor, [
      ...new Set(items.flatMap((item) => (item.pageId === null ? [] : [item.pageId]))),
    ]);
    return toMenu(menu, items, targets, locale);
  };
  const menuView = async (executor: Executor, menuId: number, locale: Locale) =>
    view(executor, await menusLog.read(executor, menuId), locale);

  /** Runs a change, then lets the site see it. */
  const changing = async <T>(change: () => Promise<T>) => {
    const done = await change();
    cache.invalidate(MENUS_CACHE_PREFIX);
    return done;
  };

  /** What an item's fields become: an address or a page that exists. */
  const itemValues = async (tx: Executor, input: ItemCreate | ItemUpdate): Promise<MenuItemValues> => {
    if (input.pageId !== null && !(await pageExists(tx, input.pageId)))
      throw invalidField('pageId', 'unknownPage');
    return {
      parentId: input.parentId,
      labels: byLocale(input.labels),
      urlAbsolute: input.pageId === null ? input.urlAbsolute || null : null,
      pageId: input.pageId,
      isExternalUrl: input.isExternalUrl,
      style: input.style,
    };
  };

  /** The parent must be an item of the same menu, leaving the branch within the menu's depth. */
  const checkParent = (items: MenuItemRow[], parentId: number | null, branchHeight: number) => {
    if (parentId !== null && !items.some((item) => item.id === parentId))
      throw invalidField('parentId', 'unknownMenuItem');
    if (depthOf(items, parentId) + branchHeight > MAX_MENU_DEPTH)
      throw new AppError('invalid', 'menuTooDeep', {
        params: { depth: MAX_MENU_DEPTH },
        fields: [{ propertyName: 'parentId', message: 'menuTooDeep' }],
      });
  };

  return {
    list: async () =>
      (await listMenus(db)).map(({ createdAt, updatedAt, ...menu }) => ({
        ...menu,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      })),

    get: (id: number, locale: Locale) => menuView(db, id, locale),

    create: (name: string, by: SignedInUser | null, locale: Locale) =>
      changing(() =>
        inTransaction(db, uniqueNames, async (tx) =>
          view(tx, await menusLog.create(tx, by, () => insertMenu(tx, name)), locale),
        ),
      ),

    update: (input: { id: number; version: number; name: string }, by: SignedInUser | null, locale: Locale) =>
      changing(() =>
        inTransaction(db, uniqueNames, async (tx) =>
          view(
            tx,
            await menusLog.update(tx, by, input.id, () =>
              updateMenu(tx, input.id, input.version, input.name),
            ),
            locale,
          ),
        ),
      ),

    remove: (ids: readonly number[], by: SignedInUser | null) =>
      changing(() => db.transaction((tx) => menusLog.removeAll(tx, by, ids, (_, id) => deleteMenu(tx, id)))),

    /** Adds an item at the end of its parent's items. */
    createItem: (input: ItemCreate, by: SignedInUser | null, locale: Locale) =>
      changing(() =>
        db.transaction(async (tx) => {
          if (!(await lockMenu(tx, input.menuId))) throw invalidField('menuId', 'unknownMenu');
          const items = await itemsOf(tx, [input.menuId]);
          if (items.length >= MAX_MENU_ITEMS)
            throw new AppError('invalid', 'menuTooLarge', {
              params: { count: MAX_MENU_ITEMS },
              fields: [{ propertyName: 'menuId', message: 'menuTooLarge' }],
            });
          checkParent(items, input.parentId, 1);
          const values = await itemValues(tx, input);
          const position = items.filter((item) => item.parentId === input.parentId).length;
          await itemsLog.create(tx, by, () =>
            insertMenuItem(tx, { ...values, menuId: input.menuId, position }),
          );
          await touchMenu(tx, input.menuId);
          return menuView(tx, input.menuId, locale);
        }),
      ),

    /**
     * Changes an item, or moves it with its branch: under itself or one of its sub-items is refused,
     * as is a place deeper than the menu allows; its old and new siblings are numbered again.
     */
    updateItem: (input: ItemUpdate, by: SignedInUser | null, locale: Locale) =>
      changing(() =>
        db.transaction(async (tx) => {
          const found = await itemsLog.read(tx, input.id);
          await lockMenu(tx, found.menuId);
          const items = await itemsOf(tx, [found.menuId]);
          if (input.parentId !== null && branchOf(items, input.id).has(input.parentId))
            throw invalidField('parentId', 'menuItemCycle');
          checkParent(items, input.parentId, heightOf(items, input.id));
          const values = await itemValues(tx, input);
          await itemsLog.update(tx, by, input.id, async (before) => {
            if (before.version !== input.version) return null;
            return updateMenuItem(tx, input.id, input.version, values);
          });
          const siblings = childrenByParent(items.filter((item) => item.id !== input.id));
          if (found.parentId !== input.parentId)
            await renumber(
              tx,
              (siblings.get(found.parentId) ?? []).map((item) => item.id),
            );
          const next = (siblings.get(input.parentId) ?? []).map((item) => item.id);
          next.splice(Math.min(input.position, next.length), 0, input.id);
          await renumber(tx, next);
          await touchMenu(tx, found.menuId);
          return menuView(tx, found.menuId, locale);
        }),
      ),

    /** Deletes an item with its branch; its siblings close the gap. */
    removeItem: (id: number, by: SignedInUser | null, locale: Locale) =>
      changing(() =>
        db.transaction(async (tx) => {
          const found = await itemsLog.read(tx, id);
          await lockMenu(tx, found.menuId);
          await itemsLog.remove(tx, by, id, () => deleteMenuItem(tx, id));
          const items = await itemsOf(tx, [found.menuId]);
          await renumber(
            tx,
            (childrenByParent(items).get(found.parentId) ?? []).map((item) => item.id),
          );
          await touchMenu(tx, found.menuId);
          return menuView(tx, found.menuId, locale);
        }),
      ),

    /** Every menu as the site draws it in `locale`, cached until a menu or a page changes (at most the TTL). */
    publicList: async (locale: Locale) =>
      // Pages are saved elsewhere: their stamp in the key makes a page's new address show at once.
      cache.read(`${MENUS_CACHE_PREFIX}${locale}:${await pagesStamp(db)}`, async () => {
        const all = await listMenus(db);
        const items = await itemsOf(db);
        const targets = await pageTargets(db, [
          ...new Set(items.flatMap((item) => (item.pageId === null ? [] : [item.pageId]))),
        ]);
        return {
          value: all.map((menu) =>
            toPublicMenu(
              menu,
              items.filter((item) => item.menuId === menu.id),
              targets,
              locale,
            ),
          ),
        };
      }),
  };
};

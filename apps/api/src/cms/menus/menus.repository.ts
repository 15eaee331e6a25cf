import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { updateAtVersion } from '../../db/versioned.ts';
import { pageLocalizations, pages } from '../pages/pages.tables.ts';
import { type MenuItemRow, menuItems, menus } from './menus.tables.ts';

export type MenuItemValues = Pick<
  MenuItemRow,
  'parentId' | 'labels' | 'urlAbsolute' | 'pageId' | 'isExternalUrl' | 'style'
>;

/** Every menu by name, with how many items each holds. */
export const listMenus = async (executor: Executor) => {
  const rows = await executor.select().from(menus).orderBy(asc(menus.name), asc(menus.id));
  const counts = await executor
    .select({ menuId: menuItems.menuId, total: count() })
    .from(menuItems)
    .groupBy(menuItems.menuId);
  const byMenu = new Map(counts.map((row) => [row.menuId, row.total]));
  return rows.map((row) => ({ ...row, itemsCount: byMenu.get(row.id) ?? 0 }));
};

export const findMenu = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(menus).where(eq(menus.id, id));
  return row ?? null;
};

/** Holds the menu's row until the transaction ends: changes to one menu's tree take turns. */
export const lockMenu = async (executor: Executor, id: number) => {
  const [row] = await executor.select({ id: menus.id }).from(menus).where(eq(menus.id, id)).for('update');
  return row !== undefined;
};

/** The items of some menus (all when none given), in order among their siblings. */
export const itemsOf = (executor: Executor, menuIds?: number[]) =>
  executor
    .select()
    .from(menuItems)
    .where(menuIds ? inArray(menuItems.menuId, menuIds) : undefined)
    .orderBy(asc(menuItems.position), asc(menuItems.id));

export const findMenuItem = async (executor: Executor, id: number) => {
  const [row] = await executor.select().from(menuItems).where(eq(menuItems.id, id));
  return row ?? null;
};

/** What items pointing to pages need of them: name, publication and address in each language. */
export const pageTargets = async (executor: Executor, pageIds: number[]) => {
  const targets = new Map<
    number,
    { name: string; isPublished: boolean; urls: Partial<Record<'fr' | 'en', string>> }
  >();
  if (pageIds.length === 0) return targets;
  const rows = await executor
    .select({
      id: pages.id,
      name: pages.name,
      isPublished: pages.isPublished,
      locale: pageLocalizations.locale,
      relativeUrl: pageLocalizations.relativeUrl,
    })
    .from(pages)
    .leftJoin(pageLocalizations, eq(pageLocalizations.pageId, pages.id))
    .where(inArray(pages.id, pageIds));
  for (const row of rows) {
    const target = targets.get(row.id) ?? { name: row.name, isPublished: row.isPublished, urls: {} };
    if (row.locale && row.relativeUrl !== null) target.urls[row.locale] = row.relativeUrl;
    targets.set(row.id, target);
  }
  return targets;
};

export const pageExists = async (executor: Executor, id: number) =>
  (await executor.select({ id: pages.id }).from(pages).where(eq(pages.id, id))).length > 0;

export const insertMenu = async (executor: Executor, name: string) => {
  const [row] = await executor.insert(menus).values({ name }).returning({ id: menus.id });
  if (!row) throw new Error('the menu was not inserted');
  return row.id;
};

export const updateMenu = (executor: Executor, id: number, version: number, name: string) =>
  updateAtVersion(executor, menus, id, version, { name });

/** The menu's last change (an item's too), for lists. */
export const touchMenu = (executor: Executor, id: number) =>
  executor.update(menus).set({ updatedAt: new Date() }).where(eq(menus.id, id));

export const deleteMenu = (executor: Executor, id: number) => executor.delete(menus).where(eq(menus.id, id));

export const insertMenuItem = async (
  executor: Executor,
  values: MenuItemValues & { menuId: number; position: number },
) => {
  const [row] = await executor.insert(menuItems).values(values).returning({ id: menuItems.id });
  if (!row) throw new Error('the menu item was not inserted');
  return row.id;
};

export const updateMenuItem = (executor: Executor, id: number, version: number, values: MenuItemValues) =>
  updateAtVersion(executor, menuItems, id, version, values);

/** Numbers siblings 0, 1, 2… in the order given (their place only: not an edit of theirs). */
export const renumber = async (executor: Executor, orderedIds: number[]) => {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, position) => sql`when ${id}::int then ${position}::int`),
    sql` `,
  );
  await executor
    .update(menuItems)
    .set({ position: sql`case ${menuItems.id} ${cases} end` })
    .where(inArray(menuItems.id, orderedIds));
};

export const deleteMenuItem = (executor: Executor, id: number) =>
  executor.delete(menuItems).where(eq(menuItems.id, id));

import type { TMenuItemStyle } from '@colophon/contract';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type ByLocale, editable } from '../categories/categories.tables.ts';
import { pages } from '../pages/pages.tables.ts';

/** A menu of the site (the main menu, the footer…), its name unique. */
export const menus = pgTable(
  'menus',
  {
    ...editable,
    name: text('name').notNull(),
  },
  (table) => [uniqueIndex('menus_name_key').on(table.name)],
);
export type MenuRow = typeof menus.$inferSelect;

/**
 * An item of a menu: a tree by `parent_id` (a branch goes with its item), ordered among siblings by
 * `position`. It leads to `url_absolute` or to the page `page_id` (whose address is read when the
 * menu is, so the item follows it); a deleted page leaves the item without a target, kept for
 * staff to fix and left out of the site.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    ...editable,
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    labels: jsonb('labels').$type<ByLocale<{ label: string }>>().notNull(),
    urlAbsolute: text('url_absolute'),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    isExternalUrl: boolean('is_external_url').notNull().default(false),
    style: text('style').$type<TMenuItemStyle>().notNull().default('Default'),
  },
  (table) => [
    index('menu_items_menu_idx').on(table.menuId, table.parentId, table.position),
    index('menu_items_page_idx').on(table.pageId),
  ],
);
export type MenuItemRow = typeof menuItems.$inferSelect;
